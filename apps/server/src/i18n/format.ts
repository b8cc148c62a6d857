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
 * (cents for USD, none for JPY) and the language's separators and symbol placement, as the web's
 * account screens show it. An unknown currency code falls back to the brand's symbol.
 */
export function formatMoney(minor: number, currency: string, lang: string, symbol = ''): string {
  const locale = intlLocale(lang);
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(Number(minor) / 10 ** decimals);
  } catch {
    return `${symbol}${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(Number(minor) / 100)}`;
  }
}
