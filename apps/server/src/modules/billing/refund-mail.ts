/**
 * The member's mail when staff refund (part of) a payment (admin-service.ts), in their language:
 * how much, of which payment, and where they read it (their transactions). Sent after the commit;
 * a mail that cannot be sent leaves the refund made.
 */
import { translator } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import { layoutMail, mailVars, type MailBrand, type MailMember, type RenderedMail } from '../mail';

export function refundMail(
  member: MailMember,
  brand: MailBrand,
  refund: { amountMinor: number; currency: string; symbol: string; paidAt: string; payment: string },
  baseUrl: string,
): RenderedMail {
  const t = translator(member.lang);
  const vars = {
    ...mailVars(member, brand),
    amount: formatMoney(refund.amountMinor, refund.currency, member.lang, refund.symbol),
    date: formatDate(refund.paidAt, member.lang, member.timezone),
    payment: refund.payment,
  };
  return layoutMail(member.lang, t('refund-mail.subject', vars), [
    { kind: 'paragraph', text: t('refund-mail.greeting', vars) },
    { kind: 'paragraph', text: t('refund-mail.body', vars) },
    { kind: 'paragraph', text: t('refund-mail.link', vars) },
    { kind: 'link', url: `${baseUrl}/account/transactions` },
    { kind: 'note', text: t('refund-mail.footer', vars) },
  ]);
}
