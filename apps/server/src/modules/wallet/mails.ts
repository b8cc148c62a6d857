/**
 * The wallet's server texts, in the member's language (i18n/locales/<code>/wallet-mail.json; the
 * look: mail/layout.ts): the history lines the server writes (a pack bought, a plan's bonus), the
 * name of a pack on the hosted page and receipts, and the receipt mail of a coin purchase. The
 * balance's word follows the layout (packages/domain balanceUnit: credits on clickplay).
 */
import type { BalanceUnit } from '@member-area/domain';
import { intlLocale, translator } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import { layoutMail, mailVars, type MailBrand, type MailMember, type RenderedMail } from '../mail';
import { type CoinPack, packTotal } from './model';

/** How the server writes to a member about their balance: their language and the balance's word. */
export interface WalletVoice {
  lang: string;
  unit: BalanceUnit;
}

/** "1,100 coins" (or "1 100 crédits") in a language. */
export function coinsText(voice: WalletVoice, count: number): string {
  return translator(voice.lang)(`wallet-mail.units.${voice.unit}`, {
    count: count.toLocaleString(intlLocale(voice.lang)),
  });
}

/** What a pack gives, as the hosted page, a receipt and the transactions name it. */
export function packItem(voice: WalletVoice, pack: Pick<CoinPack, 'coins' | 'bonusCoins'>): string {
  return coinsText(voice, packTotal(pack));
}

/** The wallet history's line of a pack bought. */
export function packLine(voice: WalletVoice, pack: Pick<CoinPack, 'coins' | 'bonusCoins'>): string {
  const t = translator(voice.lang);
  const item = packItem(voice, pack);
  return pack.bonusCoins > 0
    ? t('wallet-mail.lines.packBonus', {
        item,
        bonus: pack.bonusCoins.toLocaleString(intlLocale(voice.lang)),
      })
    : t('wallet-mail.lines.pack', { item });
}

/** The wallet history's line of a plan's coin bonus (SPEC.md 9). */
export function planBonusLine(lang: string, planName: string): string {
  return translator(lang)('wallet-mail.lines.planBonus', { plan: planName });
}

export interface CoinReceipt {
  pack: Pick<CoinPack, 'coins' | 'bonusCoins'>;
  amountMinor: number;
  currency: string;
  symbol: string;
  reference: string;
  paidAt: string;
  balance: number;
  walletUrl: string;
}

export function coinPurchaseMail(
  member: MailMember,
  brand: MailBrand,
  unit: BalanceUnit,
  r: CoinReceipt,
): RenderedMail {
  const voice = { lang: member.lang, unit };
  const t = translator(member.lang);
  const item = packItem(voice, r.pack);
  const vars = { ...mailVars(member, brand), item };
  const rows: [string, string][] = [[t('wallet-mail.receipt.pack'), item]];
  if (r.pack.bonusCoins > 0) rows.push([t('wallet-mail.receipt.bonus'), coinsText(voice, r.pack.bonusCoins)]);
  rows.push(
    [t('wallet-mail.receipt.amount'), formatMoney(r.amountMinor, r.currency, member.lang, r.symbol)],
    [t('wallet-mail.receipt.reference'), r.reference],
    [t('wallet-mail.receipt.date'), formatDate(r.paidAt, member.lang, member.timezone)],
    [t('wallet-mail.receipt.balance'), coinsText(voice, r.balance)],
  );
  return layoutMail(member.lang, t('wallet-mail.receipt.subject', vars), [
    { kind: 'paragraph', text: t('wallet-mail.receipt.greeting', vars) },
    { kind: 'paragraph', text: t('wallet-mail.receipt.body', vars) },
    { kind: 'rows', rows },
    { kind: 'paragraph', text: t('wallet-mail.receipt.wallet', vars) },
    { kind: 'link', url: r.walletUrl },
    { kind: 'note', text: t('wallet-mail.receipt.footer', vars) },
  ]);
}
