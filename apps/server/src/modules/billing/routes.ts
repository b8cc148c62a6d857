import type { FastifyInstance } from 'fastify';
import { displayName } from '@member-area/domain';
import type { Services } from '../../services';
import { requestMember } from '../payment';
import { renderInvoicePdf } from './invoice-pdf';

/** GET /api/account/invoices/{id}.pdf: the signed-in member's own invoice as a PDF, in their language. */
export function registerBillingRoutes(app: FastifyInstance, s: Services): void {
  app.get<{ Params: { file: string } }>('/api/account/invoices/:file', async (request, reply) => {
    const who = await requestMember(s, request);
    const brand = request.brand;
    if (!who || !brand)
      return reply.code(401).send({ errorCode: 'unauthenticated', message: 'Please sign in first.' });
    const m = /^(\d{1,12})\.pdf$/.exec(request.params.file);
    const invoice = m ? await s.billing.invoice(who.member.id, Number(m[1])) : undefined;
    if (!invoice)
      return reply.code(404).send({ errorCode: 'not_found', message: "Sorry, we can't find that page." });
    const member = who.member;
    const pdf = await renderInvoicePdf({
      lang: member.lang,
      timeZone: member.timezone,
      seller: {
        name: brand.companyName || brand.name,
        addressLine: `${brand.address.address}, ${brand.address.city} ${brand.address.state} ${brand.address.zip}`,
        email: brand.supportEmail,
      },
      buyer: {
        name: displayName(member.name, member.email),
        email: member.email,
        reference: member.referenceNumber,
      },
      number: invoice.number,
      createdAt: invoice.created_at,
      description: invoice.description,
      amountMinor: Number(invoice.amount),
      currency: invoice.currency,
      symbol: invoice.symbol,
      chargeReference: await s.billing.chargeReference(member.id, invoice.transaction_id),
    });
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .send(Buffer.from(pdf));
  });
}
