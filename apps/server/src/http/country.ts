import type { FastifyRequest } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

const COUNTRY = /^[A-Za-z]{2}$/;
// Cloudflare's placeholders for "unknown" and Tor.
const UNKNOWN = new Set(['XX', 'T1']);

type TrustProxy = Config['trustProxy'];
type TrustFn = (address: string, hop: number) => boolean;

const compiled = new Map<TrustProxy, TrustFn>();

/** TRUST_PROXY as a function of (address, hop), compiled once per setting like Fastify does. */
function trustFn(trustProxy: TrustProxy): TrustFn {
  let fn = compiled.get(trustProxy);
  if (!fn) {
    if (typeof trustProxy === 'function') fn = trustProxy;
    else if (typeof trustProxy === 'boolean') fn = () => trustProxy;
    else fn = proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
    compiled.set(trustProxy, fn);
  }
  return fn;
}

/**
 * Whether the request reached us from a proxy TRUST_PROXY names: only then is a header the proxy
 * sets (CF-IPCountry) the proxy's word and not the client's. Without TRUST_PROXY, nobody's.
 */
export function fromTrustedProxy(request: FastifyRequest, trustProxy: TrustProxy): boolean {
  if (trustProxy === false) return false;
  const peer = request.raw.socket?.remoteAddress;
  return peer !== undefined && trustFn(trustProxy)(peer, 0);
}

function headerCountry(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  if (typeof v !== 'string' || !COUNTRY.test(v.trim())) return null;
  const c = v.trim().toUpperCase();
  return UNKNOWN.has(c) ? null : c;
}

/**
 * The visitor's country: CF-IPCountry, or X-Country outside prod, else the member's, else the
 * brand's. In prod CF-IPCountry counts only when it came through a proxy TRUST_PROXY names (a client
 * talking to the server directly could otherwise pick its country, and with it prices and giveaways);
 * outside prod both headers count, so tests and demos can play any country.
 */
export function visitorCountry(
  request: FastifyRequest,
  opts: {
    isProd: boolean;
    trustProxy: TrustProxy;
    memberCountry: string | null | undefined;
    brandCountry: string | null | undefined;
  },
): string {
  const proxied = !opts.isProd || fromTrustedProxy(request, opts.trustProxy);
  return (
    (proxied ? headerCountry(request, 'cf-ipcountry') : null) ??
    (opts.isProd ? null : headerCountry(request, 'x-country')) ??
    (opts.memberCountry && COUNTRY.test(opts.memberCountry) ? opts.memberCountry.toUpperCase() : null) ??
    (opts.brandCountry ?? '').toUpperCase()
  );
}
