/**
 * What each currency's minor unit is (ISO 4217 "minor unit": USD 2, JPY 0, KWD 3). The table is
 * dinero.js's ISO 4217 data (docs/adr/0009-money-in-minor-units-with-iso-4217-digits.md), not
 * Intl's: Intl's digits come from CLDR, which rounds some currencies for display (IQD 0 where
 * ISO 4217 says 3) and would then convert a stored amount wrongly.
 */
import * as ISO_4217 from 'dinero.js/currencies';

/** Decimal places assumed for a code ISO 4217 does not list (the cents every brand used so far). */
export const DEFAULT_MINOR_DIGITS = 2;

/** A well-formed ISO 4217 alphabetic code. */
const CODE = /^[A-Z]{3}$/;

const TABLE: Readonly<Record<string, { base: number | readonly number[]; exponent: number } | undefined>> =
  ISO_4217;

/** The ISO 4217 entry of `currency` (any case), or null for an unknown or non-decimal one. */
function entryOf(currency: string): { exponent: number } | null {
  const code = currency.trim().toUpperCase();
  if (!CODE.test(code)) return null;
  const entry = TABLE[code];
  // MGA and MRU are kept by dinero.js in base 5; stored amounts of every currency here are decimal.
  return entry && entry.base === 10 ? entry : null;
}

/** Whether ISO 4217 lists `currency` as a decimal currency. */
export function isKnownCurrency(currency: string): boolean {
  return entryOf(currency) !== null;
}

/**
 * Decimal places of a currency's minor unit (USD 2, JPY 0, KWD 3); DEFAULT_MINOR_DIGITS for a code
 * ISO 4217 does not list. Every conversion between minor and major units goes through this.
 */
export function currencyMinorDigits(currency: string): number {
  return entryOf(currency)?.exponent ?? DEFAULT_MINOR_DIGITS;
}

/** Minor units in one major unit (USD 100, JPY 1, KWD 1,000). */
export function minorPerMajor(currency: string): number {
  return 10 ** currencyMinorDigits(currency);
}
