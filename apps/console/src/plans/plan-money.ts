/**
 * Prices between what an operator types (major units: "9.99", "1200" yen) and what the server
 * stores (minor units). The currency's ISO 4217 digits decide (packages/domain money, docs/adr/0009):
 * never Intl's, which rounds some currencies for display.
 */
import { formatMoney, intlLocale, money, parseMajor, toDecimalString } from '@member-area/domain';

/** A stored price as the price field shows it: "9.99", "1200", "1.500" (no symbol, no grouping). */
export function minorToMajorText(minor: number, currency: string): string {
  return toDecimalString(money(minor, currency));
}

/** The decimal separator of the staff member's language ("," in de-de, fr-ca, …). */
function decimalSeparatorOf(lang: string): string {
  const part = new Intl.NumberFormat(intlLocale(lang)).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * A typed price in minor units, or null when it is not a non-negative amount with at most the
 * currency's digits. Spaces are ignored, and in a language that writes "9,99" the comma is read as
 * the decimal point; a thousands separator is refused rather than guessed.
 */
export function majorTextToMinor(text: string, currency: string, lang: string): number | null {
  let plain = text.replace(/[\s\u00a0\u202f]/gu, '');
  if (decimalSeparatorOf(lang) === ',' && !plain.includes('.')) plain = plain.replace(',', '.');
  return parseMajor(plain, currency)?.amount ?? null;
}

/** A price as the plans table reads it: the currency's own digits in the staff member's language. */
export function formatPrice(minor: number, currency: string, lang: string, symbol = ''): string {
  return formatMoney(money(minor, currency), lang, symbol);
}
