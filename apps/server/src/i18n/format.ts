import { formatMoney as formatAmount, money } from '@member-area/domain';
import { intlLocale } from './index';

/** A date as the member reads it, in their language and time zone (UTC when the zone is unknown). */
export function formatDate(iso: string, lang: string, timeZone: string): string {
  const locale = intlLocale(lang);
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

/**
 * An amount stored in minor units, as the member reads it: the currency's own number of decimals
 * (cents for USD, none for JPY, three for KWD) and the language's separators and symbol placement,
 * as the web's screens show it (packages/domain money). An unknown currency code falls back to the
 * brand's symbol.
 */
export function formatMoney(minor: number, currency: string, lang: string, symbol = ''): string {
  return formatAmount(money(minor, currency), lang, symbol);
}
