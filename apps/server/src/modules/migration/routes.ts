/**
 * A moved brand's old hostnames (issue 14 item 6): every request there is redirected to the new
 * brand's hostname, the same path. A browser arriving with the old brand's session cookie trades it
 * once for a one-time sign-in link on the new brand (MigrationService.exchange), so the member lands
 * signed in there; the old cookie is cleared. app.ts asks it only for a host no brand answers for,
 * after resolving the brand once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@member-area/domain';
import { clearTokenCookie } from '../../http/cookies';
import { normalizeHostname } from '../brand';
import type { MigrationService } from './service';

/** Redirects a request to a moved brand's old hostname; false (nothing sent) for any other host. */
export async function redirectMovedHost(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { migration: MigrationService; isProd: boolean },
): Promise<boolean> {
  const hostname = normalizeHostname(request.headers.host);
  if (!hostname) return false;
  const redirect = await deps.migration.redirectFor(hostname);
  if (!redirect) return false;
  const port = request.port && !deps.isProd ? `:${request.port}` : '';
  const base = deps.isProd
    ? `https://${redirect.hostname}`
    : `${request.protocol}://${redirect.hostname}${port}`;
  const token = request.cookies?.[TOKEN_COOKIE];
  if (token && (request.method === 'GET' || request.method === 'HEAD')) {
    clearTokenCookie(reply, deps.isProd);
    const link = await deps.migration.exchange(redirect, token, base);
    if (link) {
      await reply.redirect(link, 302);
      return true;
    }
  }
  // 308 keeps a POST a POST; a page moves for good (301).
  await reply.redirect(
    `${base}${request.url}`,
    request.method === 'GET' || request.method === 'HEAD' ? 301 : 308,
  );
  return true;
}
