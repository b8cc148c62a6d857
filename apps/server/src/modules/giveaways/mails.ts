/**
 * The giveaway mails, in the member's language (texts: i18n/locales/<code>/giveaway-mail.json; the
 * look: mail/layout.ts): the confirmation of an entry purchase, as a shop sends one, and the
 * confirmation of a prize claim. Each returns the mail; the services decide when it goes (after
 * the transaction committed).
 */
import { intlLocale, translator } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import { layoutMail, mailVars, type MailBrand, type MailMember, type RenderedMail } from '../mail';

/** "Gaming PC: 10 entries" in a language: receipts, transactions and the hosted page's summary. */
export function entriesDescription(lang: string, giveaway: string, count: number): string {
  return translator(lang)('giveaway-mail.item', { giveaway, count: String(count) });
}

/** Where the giveaway's contest rules are (its page in the member area). */
export function rulesLink(baseUrl: string, sweepId: string): string {
  return `${baseUrl}/giveaways/id/${encodeURIComponent(sweepId)}#rules`;
}

function varsOf(member: MailMember, brand: MailBrand, giveaway: string) {
  return { ...mailVars(member, brand), giveaway };
}

export interface EntryReceipt {
  giveaway: string;
  entries: number;
  amountMinor: number;
  currency: string;
  symbol: string;
  reference: string;
  paidAt: string;
  rulesUrl: string;
}

export function entryPurchaseMail(member: MailMember, brand: MailBrand, r: EntryReceipt): RenderedMail {
  const t = translator(member.lang);
  const vars = varsOf(member, brand, r.giveaway);
  return layoutMail(member.lang, t('giveaway-mail.purchase.subject', vars), [
    { kind: 'paragraph', text: t('giveaway-mail.purchase.greeting', vars) },
    { kind: 'paragraph', text: t('giveaway-mail.purchase.body', vars) },
    {
      kind: 'rows',
      rows: [
        [t('giveaway-mail.purchase.giveaway'), r.giveaway],
        [t('giveaway-mail.purchase.entries'), r.entries.toLocaleString(intlLocale(member.lang))],
        [t('giveaway-mail.purchase.amount'), formatMoney(r.amountMinor, r.currency, member.lang, r.symbol)],
        [t('giveaway-mail.purchase.reference'), r.reference],
        [t('giveaway-mail.purchase.date'), formatDate(r.paidAt, member.lang, member.timezone)],
      ],
    },
    { kind: 'paragraph', text: t('giveaway-mail.purchase.rules', vars) },
    { kind: 'link', url: r.rulesUrl },
    { kind: 'note', text: t('giveaway-mail.purchase.footer', vars) },
  ]);
}

export interface ClaimReceipt {
  giveaway: string;
  prize: string;
  claimedAt: string;
  /** One line per part of the shipping address; null for a digital prize. */
  shipTo: string[] | null;
}

export function prizeClaimMail(member: MailMember, brand: MailBrand, c: ClaimReceipt): RenderedMail {
  const t = translator(member.lang);
  const vars = varsOf(member, brand, c.giveaway);
  const rows: [string, string][] = [
    [t('giveaway-mail.claim.prize'), c.prize],
    [t('giveaway-mail.claim.date'), formatDate(c.claimedAt, member.lang, member.timezone)],
  ];
  if (c.shipTo) rows.push([t('giveaway-mail.claim.shipTo'), c.shipTo.join(', ')]);
  return layoutMail(member.lang, t('giveaway-mail.claim.subject', vars), [
    { kind: 'paragraph', text: t('giveaway-mail.claim.greeting', vars) },
    { kind: 'paragraph', text: t('giveaway-mail.claim.body', vars) },
    { kind: 'rows', rows },
    {
      kind: 'paragraph',
      text: t(c.shipTo ? 'giveaway-mail.claim.physical' : 'giveaway-mail.claim.digital', vars),
    },
    { kind: 'note', text: t('giveaway-mail.claim.footer', vars) },
  ]);
}
