import type { FastifyRequest } from 'fastify';

/**
 * The origin links in mails point to. The hostname has already been matched against brand_hosts;
 * in prod the scheme is https and no port is taken from the (client-controlled) Host header.
 */
export function requestBaseUrl(request: FastifyRequest, isProd: boolean): string {
  if (isProd) return `https://${request.hostname}`;
  return `${request.protocol}://${request.host}`;
}
