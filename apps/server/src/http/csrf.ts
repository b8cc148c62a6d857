import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@member-area/domain';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must be JSON (a cross-site form cannot send that without a CORS
 * preflight, which we never grant) and, when the browser says where it comes from, come from this
 * host. Bearer-token calls are not exposed to CSRF: a foreign site cannot read the token.
 */
export function csrfProblem(request: FastifyRequest): boolean {
  if (SAFE.has(request.method)) return false;
  if (typeof request.headers.authorization === 'string' && /^Bearer\s/i.test(request.headers.authorization))
    return false;
  if (!request.cookies?.[TOKEN_COOKIE]) return false;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== (request.headers.host ?? '').toLowerCase();
  } catch {
    return true; // 'null' or garbage
  }
}
