import type { FastifyRequest } from 'fastify';
import { normalizeHostname } from '../modules/brand/service';

/** A port as it may follow the hostname in a Host header: digits only. */
const PORT = /^\d{1,5}$/;

/** The digits after the hostname in a Host header, or null when there are none or they are not a port. */
export function hostPort(host: string | undefined): string | null {
  if (!host) return null;
  const h = host.trim();
  const colon = h.startsWith('[') ? h.indexOf(':', h.indexOf(']')) : h.indexOf(':');
  if (colon < 0) return null;
  const port = h.slice(colon + 1);
  return PORT.test(port) && Number(port) > 0 && Number(port) <= 65_535 ? port : null;
}

/**
 * The origin links in mails point to, built only from what the brand owns: the hostname is the
 * Host header's, normalised exactly as the brand resolver matched it against brand_hosts (so it
 * is one of the brand's own hostnames), never the raw header, X-Forwarded-Host or anything else
 * the client sends. A raw `Host: brand.localhost:1@evil.example` used to put evil.example into
 * reset links outside prod. In prod: https, no port. Elsewhere: http (https if the request came
 * over it) and the Host header's port when it is digits only.
 */
export function requestBaseUrl(request: FastifyRequest, isProd: boolean): string {
  if (!request.brand) throw new Error('a link was asked for outside a brand'); // 421 before this
  const hostname = normalizeHostname(request.headers.host);
  if (isProd) return `https://${hostname}`;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const port = hostPort(request.headers.host);
  return `${scheme}://${hostname}${port ? `:${port}` : ''}`;
}
