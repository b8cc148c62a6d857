/**
 * Money: an integer amount of a currency's minor unit (cents, yen, fils), the way every price,
 * total, discount, refund, charge and invoice is stored and computed (SPEC.md 3 Plan, Sweep price,
 * Order total; DESIGN.md 5.4). Major units (19.99, 1200, 1.5) exist only at the edges: the GraphQL
 * types, the payment return's `price` (SPEC.md 4 "Payment return"), an operator's typed price, and
 * the text a member reads. Each conversion uses the currency's own ISO 4217 digits, never a fixed 100.
 */
import { intlLocale } from '../intl-locale';
import { currencyMinorDigits, isKnownCurrency, minorPerMajor } from './currency';

/** The whole of a percentage: a discount of p percent takes p / HUNDRED_PERCENT of an amount. */
export const HUNDRED_PERCENT = 100;

export interface Money {
  /** Minor units of `currency` (a safe integer). */
  readonly amount: number;
  /** ISO 4217 code as stored ('USD', 'JPY'). */
  readonly currency: string;
}

/** `amountMinor` (a number, or the string a database driver may hand back) of `currency`. */
export function money(amountMinor: number | string | bigint, currency: string): Money {
  const amount = Number(amountMinor);
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`A money amount is a whole number of minor units, not ${String(amountMinor)}`);
  return { amount, currency };
}

/** The amount in major units, as the GraphQL types carry it (1999 USD → 19.99, 1200 JPY → 1200). */
export function toMajor(m: Money): number {
  // An integer over a power of ten: the nearest double to the decimal, as the literal 19.99 is.
  return m.amount / minorPerMajor(m.currency);
}

/** A stored amount (minor units) in major units, as the GraphQL types carry it: toMajor(money(…)). */
export function toMajorUnits(amountMinor: number | string | bigint, currency: string): number {
  return toMajor(money(amountMinor, currency));
}

/** `major` units of `currency` as Money, rounded to the nearest minor unit (19.99 USD → 1999). */
export function fromMajor(major: number, currency: string): Money {
  return money(Math.round(major * minorPerMajor(currency)), currency);
}

/**
 * The amount as a plain decimal with exactly the currency's digits and no grouping ("19.99",
 * "1200", "1.500"): the payment return's `price`, the funnel answer and the hosted page.
 */
export function toDecimalString(m: Money): string {
  const digits = currencyMinorDigits(m.currency);
  const sign = m.amount < 0 ? '-' : '';
  const units = String(Math.abs(m.amount)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

/** The brand's symbol before the plain decimal ("$19.99", "¥1200"), for the pages that show it so. */
export function symbolDecimal(m: Money, symbol: string): string {
  return `${symbol}${toDecimalString(m)}`;
}

/**
 * A decimal an operator typed ("4.99", "1200") as Money, or null when it is not a non-negative
 * decimal with at most the currency's digits ("1.5" yen, "0.001" dollars).
 */
export function parseMajor(text: string, currency: string): Money | null {
  const m = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!m?.[1]) return null;
  const digits = currencyMinorDigits(currency);
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return null;
  return money(Number(m[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0'), currency);
}

/** Formatters by language and currency: building one costs ~60 µs and a price list asks hundreds of times. */
const FORMATS = new Map<string, Intl.NumberFormat>();
const FORMATS_KEPT = 200;

function currencyFormat(lang: string, currency: string): Intl.NumberFormat | null {
  const key = `${lang}|${currency}`;
  let format = FORMATS.get(key);
  if (!format) {
    if (!isKnownCurrency(currency)) return null;
    const digits = currencyMinorDigits(currency);
    // The ISO 4217 digits, not CLDR's (which rounds a few currencies for display).
    format = new Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (FORMATS.size >= FORMATS_KEPT) FORMATS.clear();
    FORMATS.set(key, format);
  }
  return format;
}

/**
 * Money as a member reads it in their language (`lang` is ours: 'en-us', 'my-ms'): the currency's
 * own digits, the language's separators and symbol placement ("$19.99", "19,99 €", "¥1,200",
 * "KWD 1.500"). A code ISO 4217 does not list shows the brand's `symbol` before the number.
 */
export function formatMoney(m: Money, lang: string, symbol = ''): string {
  const format = currencyFormat(lang, m.currency);
  if (format) return format.format(toMajor(m));
  const digits = currencyMinorDigits(m.currency);
  const number = new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${symbol}${number.format(toMajor(m))}`;
}
