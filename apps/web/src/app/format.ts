/** Display helpers every feature shares (locale-aware, never throwing on odd input). */

import { formatMoney as formatAmount, fromMajor, intlLocale } from '@member-area/domain';

/** The day of `iso` in the language; in `timeZone` (the member's) when given and known to Intl. */
export function formatDate(iso: string | null | undefined, locale: string, timeZone?: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), {
      ...options,
      timeZone: timeZone ?? undefined,
    }).format(date);
  } catch {
    // An unknown zone: the device's own.
    return new Intl.DateTimeFormat(intlLocale(locale), options).format(date);
  }
}

/**
 * A price the server sent in major units of `currency`, with that currency's own digits ('$19.99',
 * '¥1,200', 'KWD 1.500'): the domain's Money, as the server's mails and invoices write it.
 */
export function formatMoney(amount: number, currency: string, locale: string, symbol?: string): string {
  if (!Number.isFinite(amount)) return '—';
  return formatAmount(fromMajor(amount, currency), locale, symbol ?? '');
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '?'];
  return letters.map((part) => Array.from(part ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}
