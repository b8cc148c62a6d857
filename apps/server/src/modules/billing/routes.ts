import type { FastifyInstance } from 'fastify';
import { displayName } from '@member-area/domain';
import type { Services } from '../../services';
import { formatDate, textsFor } from '../account/texts';
import { requestMember } from '../payment/member-auth';
import { renderPdf, type PdfLine } from './pdf';
import { findInvoice } from './repo';

function money(minor: number, symbol: string): string {
  return `${symbol}${(Number(minor) / 100).toFixed(2)}`;
}

/** GET /api/account/invoices/{id}.pdf: the signed-in member's own invoice as a PDF. */
export function registerBillingRoutes(app: FastifyInstance, s: Services): void {
  app.get<{ Params: { file: string } }>('/api/account/invoices/:file', async (request, reply) => {
    const who = await requestMember(s, request);
    const brand = request.brand;
    if (!who || !brand)
      return reply.code(401).send({ errorCode: 'unauthenticated', message: 'Please sign in first.' });
    const m = /^(\d{1,12})\.pdf$/.exec(request.params.file);
    const invoice = m ? await findInvoice(s.db, who.member.id, Number(m[1])) : undefined;
    if (!invoice)
      return reply.code(404).send({ errorCode: 'not_found', message: "Sorry, we can't find that page." });
    const tx = await s.db
      .selectFrom('billing_transactions')
      .select(['reference'])
      .where('id', '=', invoice.transaction_id)
      .executeTakeFirst();
    const member = who.member;
    const t = textsFor(member.lang).invoice;
    const date = formatDate(
      invoice.created_at,
      member.lang === 'ja-jp' ? 'en-us' : member.lang,
      member.timezone,
    );
    const lines: PdfLine[] = [
      { text: brand.companyName || brand.name, x: 40, y: 60, size: 18, bold: true },
      {
        text: `${brand.address.address}, ${brand.address.city} ${brand.address.state} ${brand.address.zip}`,
        x: 40,
        y: 80,
        size: 9,
      },
      { text: brand.supportEmail, x: 40, y: 93, size: 9 },
      { text: t.title, x: 400, y: 60, size: 22, bold: true },
      { text: `${t.number}: ${invoice.number}`, x: 40, y: 140 },
      { text: `${t.date}: ${date}`, x: 40, y: 158 },
      { text: `${t.status}: ${t.paid}`, x: 40, y: 176 },
      { text: t.billedTo, x: 330, y: 140, bold: true },
      { text: displayName(member.name, member.email), x: 330, y: 158 },
      { text: member.email, x: 330, y: 176 },
      { text: `${t.reference}: ${member.referenceNumber}`, x: 330, y: 194, size: 9 },
      { text: t.description, x: 40, y: 240, bold: true },
      { text: t.amount, x: 460, y: 240, bold: true },
      { text: invoice.description, x: 40, y: 266 },
      { text: money(invoice.amount, invoice.symbol), x: 460, y: 266 },
      { text: `${t.total} (${invoice.currency})`, x: 300, y: 310, bold: true },
      { text: money(invoice.amount, invoice.symbol), x: 460, y: 310, bold: true },
      { text: `${t.charge}: ${tx?.reference ?? ''}`, x: 40, y: 360, size: 9 },
      { text: t.thanks, x: 40, y: 400 },
    ];
    const pdf = renderPdf(lines, [{ y: 120 }, { y: 250 }, { y: 290 }], `${t.title} ${invoice.number}`);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .send(pdf);
  });
}
