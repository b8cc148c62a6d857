import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../../lib/http-errors';
import type { Services } from '../../services';

/** Public: VPN servers fetch these often; a few minutes of caching is well inside the CRL's nextUpdate. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * The host brand's CA certificate and certificate revocation list, for its VPN servers
 * (OpenVPN `ca` and `crl-verify`). Public material: no sign-in. Unknown hosts got 421 before this.
 */
export function registerVpnRoutes(app: FastifyInstance, s: Services): void {
  app.get('/api/vpn/ca.pem', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return sendError(reply, 421, 'brand_not_found');
    return sendPem(reply, await s.vpn.caCertificate(brand));
  });

  app.get('/api/vpn/crl.pem', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return sendError(reply, 421, 'brand_not_found');
    return sendPem(reply, await s.vpn.crl(brand));
  });
}

/** Answers public PEM material, cached a few minutes; null (the CA key is unreadable: key-wrap.ts) is a 503. */
function sendPem(reply: FastifyReply, pem: string | null) {
  if (pem === null) return sendError(reply, 503, 'internal_error');
  return reply.header('cache-control', PUBLIC_CACHE).type('application/x-pem-file').send(pem);
}
