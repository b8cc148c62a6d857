import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '@member-area/domain';
import { z } from 'zod';
import { staffAuthOf } from '../../console/auth';
import { refusalOf } from '../../console/guard';
import { sendError } from '../../lib/http-errors';
import { parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';

const CsvParams = z.strictObject({ brandId: z.string().min(1).max(40) });
const CsvQuery = z.strictObject({ status: z.enum(ORDER_STATUSES).optional() });

/**
 * GET /adminapi/brands/:brandId/orders.csv?status=…: the brand's orders (one status, or all), newest
 * first, as a CSV download (orders.read on the brand, as the console's `orders`).
 */
export function registerOrderConsoleRoutes(scope: FastifyInstance, s: Services): void {
  scope.get('/adminapi/brands/:brandId/orders.csv', async (request, reply) => {
    const params = parseOr400(CsvParams, request.params, request, reply);
    if (!params) return reply;
    const query = parseOr400(CsvQuery, request.query, request, reply);
    if (!query) return reply;
    const auth = await staffAuthOf(s.staffSignIn, request);
    if (auth.status !== 'ok') return sendError(reply, 401, 'unauthenticated');
    if (refusalOf(auth.viewer, 'orders.read', params.brandId, {}, s.clock()))
      return sendError(reply, 403, 'forbidden');
    const csv = await s.orderAdmin.csv(params.brandId, query.status ?? null);
    const day = s.clock().toISOString().slice(0, 10);
    const name = `orders-${params.brandId}-${query.status ?? 'all'}-${day}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
