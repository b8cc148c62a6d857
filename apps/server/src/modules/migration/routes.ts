/**
 * A moved brand's old hostnames (issue 14 item 6): every request there is redirected to the new
 * brand's hostname, the same path. A browser arriving with the old brand's session cookie trades it
 * once for a one-time sign-in link on the new brand (MigrationService.exchange), so the member lands
 * signed in there; the old cookie is cleared. Registered before the brand is resolved (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { TOKEN_COOKIE } from '@member-area/domain';
import { clearTokenCookie } from '../../http/cookies';
import { normalizeHostname, type BrandResolver } from '../brand/service';
import type { MigrationService } from './service';

export function registerBrandRedirects(
  app: FastifyInstance,
  deps: { migration: MigrationService; brands: BrandResolver; isProd: boolean },
): void {
  app.addHook('onRequest', async (request, reply) => {
    const hostname = normalizeHostname(request.headers.host);
    // A hostname that answers for a brand is that brand's: only unknown ones can be moved ones.
    if (!hostname || (await deps.brands.resolve(request.headers.host))) return;
    const redirect = await deps.migration.redirectFor(hostname);
    if (!redirect) return;
    const port = request.port && !deps.isProd ? `:${request.port}` : '';
    const base = deps.isProd
      ? `https://${redirect.hostname}`
      : `${request.protocol}://${redirect.hostname}${port}`;
    const token = request.cookies?.[TOKEN_COOKIE];
    if (token && (request.method === 'GET' || request.method === 'HEAD')) {
      clearTokenCookie(reply, deps.isProd);
      const link = await deps.migration.exchange(redirect, token, base);
      if (link) return reply.redirect(link, 302);
    }
    // 308 keeps a POST a POST; a page moves for good (301).
    return reply.redirect(
      `${base}${request.url}`,
      request.method === 'GET' || request.method === 'HEAD' ? 301 : 308,
    );
  });
}
