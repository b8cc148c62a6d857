/**
 * A member's invoice as the PDF the member area serves them (routes.ts, GET
 * /api/account/invoices/{id}.pdf): the same document, for the console's member page (members.read
 * on the member's brand, modules/member's console route). In the member's language and time zone.
 */
import { displayName } from '@member-area/domain';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import { renderInvoicePdf } from './invoice-pdf';
import type { BillingService } from './service';

export async function memberInvoicePdf(
  billing: BillingService,
  brand: Brand,
  member: MemberModel,
  invoiceId: number,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const invoice = await billing.invoice(member.id, invoiceId);
  if (!invoice) return null;
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
    chargeReference: await billing.chargeReference(member.id, invoice.transaction_id),
  });
  return { number: invoice.number, pdf };
}
