/**
 * The phone number rule (SPEC.md 3 "Account": phone number; "Address": phone), one rule for the
 * profile form, the address form and the server, which had drifted apart: the server refused
 * "(030) 123 456" that the form accepted, and accepted "+ 1 (" shapes the form did not.
 *
 * Plausibility, not validity: members type numbers with or without a country code, and a national
 * number ("(030) 123 456") cannot be checked without knowing the country, so this checks the shape
 * (an optional leading +, then digits, spaces, dots, dashes and brackets) and the digit count.
 */
export const PHONE_MIN_DIGITS = 6;
/** E.164 allows 15 digits; a few more leave room for an extension typed after the number. */
export const PHONE_MAX_DIGITS = 20;

const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

/** True when a non-empty text is a plausible phone number; an empty text is not a phone number. */
export function isPlausiblePhoneNumber(text: string): boolean {
  const trimmed = text.trim();
  if (!PHONE_SHAPE.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
