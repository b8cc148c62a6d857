import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffAuthOf } from '../../console/auth';
import { refusalOf } from '../../console/guard';
import { sendError } from '../../lib/http-errors';
import { parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';

const InvoiceParams = z.strictObject({
  memberId: z.string().regex(/^\d{1,12}$/),
  file: z.string().regex(/^\d{1,12}\.pdf$/),
});

/**
 * GET /adminapi/members/:memberId/invoices/:id.pdf: one of the member's invoices as the very PDF the
 * member area serves them (modules/billing memberInvoicePdf), for staff with members.read on the
 * member's brand. An unknown member or invoice, or another member's invoice, is a 404.
 */
export function registerMemberConsoleRoutes(scope: FastifyInstance, s: Services): void {
  scope.get('/adminapi/members/:memberId/invoices/:file', async (request, reply) => {
    const params = parseOr400(InvoiceParams, request.params, request, reply);
    if (!params) return reply;
    const auth = await staffAuthOf(s.staffSignIn, request);
    if (auth.status !== 'ok') return sendError(reply, 401, 'unauthenticated');
    const memberId = Number(params.memberId);
    const brandId = await s.memberAdmin.brandOfMember(memberId);
    if (brandId === null) return sendError(reply, 404, 'not_found');
    if (refusalOf(auth.viewer, 'members.read', brandId, {}, s.clock()))
      return sendError(reply, 403, 'forbidden');
    const invoiceId = Number(params.file.slice(0, -'.pdf'.length));
    const found = await s.memberPage.invoicePdf(s.billing, memberId, invoiceId);
    if (!found) return sendError(reply, 404, 'not_found');
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="invoice-${found.number}.pdf"`)
      .send(Buffer.from(found.pdf));
  });
}
