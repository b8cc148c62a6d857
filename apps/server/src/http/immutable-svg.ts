import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a generated SVG whose URL changes whenever its drawing does (covers, shop pictures): public,
 * cached a year (immutable), a strong ETag that a revalidating client gets a 304 for. `draw` runs only
 * when the body is sent.
 */
export async function sendImmutableSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  draw: () => string | Promise<string>,
) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(await draw());
}
