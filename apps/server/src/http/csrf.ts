import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@member-area/domain';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_PREFIXES = ['/payment-flow/hosted/', '/api/account/avatar'];

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
  const origin = request.headers.origin;
  // The payment provider's hosted page posts a plain form and the avatar upload is multipart: those
  // two accept a non-JSON body only with an Origin header naming this host.
  if (type !== 'application/json') {
    if (origin === undefined || !FORM_PREFIXES.some((p) => request.url.startsWith(p))) return true;
  }
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== (request.headers.host ?? '').toLowerCase();
  } catch {
    return true; // 'null' or garbage
  }
}
