import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressedHtml } from '../http/compressed-html';
import { IndexHtml } from '../web/html';

/**
 * The console's page: its built index.html as it is (the console asks the server who is signed in,
 * GET /adminapi/auth/session, so the page carries no state), never cached.
 */
export class ConsolePage {
  private readonly index: IndexHtml;

  constructor(consoleDistDir: string) {
    this.index = new IndexHtml(consoleDistDir);
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await this.index.load();
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The console is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n',
        );
    }
    reply.code(200).header('cache-control', 'no-store');
    return sendCompressedHtml(request, reply, html);
  }
}
