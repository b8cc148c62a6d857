import { describe, expect, it } from 'vitest';
import { isPlausiblePhoneNumber, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './phone';

describe('isPlausiblePhoneNumber (SPEC.md 3: account and address phone numbers)', () => {
  it.each([
    ['an international number with dashes', '+1 415-555-0199', true],
    ['a short international number', '+1 555 0101', true],
    ['a national number with an area code in brackets', '(030) 123 456', true],
    ['dots as separators', '030.123.456', true],
    ['surrounding spaces', '  +33 1 23 45 67 89  ', true],
    [`exactly ${PHONE_MIN_DIGITS} digits`, '123456', true],
    [`exactly ${PHONE_MAX_DIGITS} digits`, '1'.repeat(PHONE_MAX_DIGITS), true],
    [`fewer than ${PHONE_MIN_DIGITS} digits`, '12345', false],
    [`more than ${PHONE_MAX_DIGITS} digits`, '+1 234 567 890 123 456 789 012', false],
    ['words', 'call me maybe', false],
    ['letters among digits', '+1 415 CALL NOW', false],
    ['a plus sign in the middle', '415+555+0199', false],
    ['an empty text', '', false],
    ['only separators', '+ () - .', false],
  ])('%s: "%s" → %s', (_rule, text, expected) => {
    expect(isPlausiblePhoneNumber(text)).toBe(expected);
  });
});
