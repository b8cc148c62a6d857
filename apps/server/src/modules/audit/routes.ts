import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffAuthOf } from '../../console/auth';
import { refusalOf } from '../../console/guard';
import { sendError } from '../../lib/http-errors';
import { parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';
import { auditScopeOf } from './service';

const CsvQuery = z.strictObject({
  brandId: z.string().max(40).optional(),
  staffId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  action: z.string().max(80).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});

/** GET /adminapi/audit.csv: the audit log with the console's filter, as a CSV download (audit.read). */
export function registerAuditRoutes(scope: FastifyInstance, s: Services): void {
  scope.get('/adminapi/audit.csv', async (request, reply) => {
    const query = parseOr400(CsvQuery, request.query, request, reply);
    if (!query) return reply;
    const auth = await staffAuthOf(s.staffSignIn, request);
    if (auth.status !== 'ok') return sendError(reply, 401, 'unauthenticated');
    const staff = auth.viewer;
    if (refusalOf(staff, 'audit.read', query.brandId ?? null, { anyBrand: true }, s.clock()))
      return sendError(reply, 403, 'forbidden');
    const csv = await s.audit.csv(auditScopeOf(staff), {
      ...query,
      staffId: query.staffId ? Number(query.staffId) : null,
    });
    const day = s.clock().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
