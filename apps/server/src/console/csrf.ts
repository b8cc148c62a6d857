import type { FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE } from '@member-area/domain';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The console writes that are not JSON: the logo upload and a product's picture (multipart), with an Origin of this host. */
const MULTIPART_PATH = /^\/adminapi\/brands\/[^/]+\/(logo|products\/\d+\/pictures)$/;

/**
 * As the member area's check (http/csrf.ts), for the staff cookie: a cookie-authenticated write must
 * be JSON (or the logo upload) and, when the browser names its origin, come from this host. The
 * cookie is SameSite=Strict as well; this is the second lock.
 */
export function consoleCsrfProblem(request: FastifyRequest): boolean {
  if (SAFE.has(request.method)) return false;
  if (typeof request.headers.authorization === 'string' && /^Bearer\s/i.test(request.headers.authorization))
    return false;
  if (!request.cookies?.[STAFF_SESSION_COOKIE]) return false;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const origin = request.headers.origin;
  const url = request.url.split('?')[0] ?? '';
  if (type !== 'application/json' && (origin === undefined || !MULTIPART_PATH.test(url))) return true;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== (request.headers.host ?? '').toLowerCase();
  } catch {
    return true;
  }
}
