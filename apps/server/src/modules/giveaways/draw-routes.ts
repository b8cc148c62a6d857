import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { sendError } from '../../lib/http-errors';

/** Draw records change a few times a month; a minute of caching spares the database a crowd on results day. */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * The public draw records (issue 12 item 8, docs/draws.md): no sign-in, the host brand's draws only.
 * An unknown host is answered 421 before this (app.ts), like every /api route.
 */
export function registerDrawRoutes(app: FastifyInstance, s: Services): void {
  app.get('/api/draws', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return sendError(reply, 421, 'brand_not_found');
    const draws = await s.draws.publicList(brand.id);
    return reply.header('cache-control', PUBLIC_CACHE).send({ draws });
  });

  app.get<{ Params: { drawId: string } }>('/api/draws/:drawId', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return sendError(reply, 421, 'brand_not_found');
    const json = await s.draws.publicDrawJson(brand.id, request.params.drawId);
    if (json === null) return sendError(reply, 404, 'not_found');
    return reply.header('cache-control', PUBLIC_CACHE).type('application/json; charset=utf-8').send(json);
  });
}
