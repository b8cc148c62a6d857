/** Card checks of the sandbox provider's hosted page (SPEC.md 3 'Payment method', 5 'MM/YY'). */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Digits only; spaces and dashes a member types between groups are allowed. */
export function cardDigits(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** Luhn checksum over 12–19 digits. */
export function isLuhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (!digits || digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(input: string): CardBrand {
  const d = cardDigits(input) ?? '';
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

export type ExpiryProblem = 'card_expiry_invalid' | 'card_expired';

/**
 * Parses MM/YY. A card is valid through the last day of its expiry month, so 11/26 is still
 * good on 30 November 2026 and expired on 1 December 2026 (UTC).
 */
export function parseCardExpiry(
  input: string,
  now: Date,
): { ok: true; month: number; year: number } | { ok: false; problem: ExpiryProblem } {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!m) return { ok: false, problem: 'card_expiry_invalid' };
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, problem: 'card_expiry_invalid' };
  if (isExpired(month, year, now)) return { ok: false, problem: 'card_expired' };
  if (year > now.getUTCFullYear() + 20) return { ok: false, problem: 'card_expiry_invalid' };
  return { ok: true, month, year };
}

export function isExpired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return year < y || (year === y && month < mo);
}

/** MM/YY for display ('ending in 4242, 04/28'). */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** CVC: 3 digits, 4 for American Express. */
export function isCvcValid(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc.trim()) : /^\d{3}$/.test(cvc.trim());
}

/** DESIGN.md test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
export const DECLINED_TEST_CARD = '4000000000000002';
export const SUCCESS_TEST_CARD = '4242424242424242';

export function isDeclinedTestCard(input: string): boolean {
  return cardDigits(input) === DECLINED_TEST_CARD;
}
