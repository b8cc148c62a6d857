import type { FastifyRequest } from 'fastify';

const COUNTRY = /^[A-Za-z]{2}$/;
// Cloudflare's placeholders for "unknown" and Tor.
const UNKNOWN = new Set(['XX', 'T1']);

function headerCountry(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  if (typeof v !== 'string' || !COUNTRY.test(v.trim())) return null;
  const c = v.trim().toUpperCase();
  return UNKNOWN.has(c) ? null : c;
}

/** The visitor's country: CF-IPCountry, or X-Country outside prod, else the member's, else the brand's. */
export function visitorCountry(
  request: FastifyRequest,
  opts: {
    isProd: boolean;
    memberCountry: string | null | undefined;
    brandCountry: string | null | undefined;
  },
): string {
  return (
    headerCountry(request, 'cf-ipcountry') ??
    (opts.isProd ? null : headerCountry(request, 'x-country')) ??
    (opts.memberCountry && COUNTRY.test(opts.memberCountry) ? opts.memberCountry.toUpperCase() : null) ??
    (opts.brandCountry ?? '').toUpperCase()
  );
}
