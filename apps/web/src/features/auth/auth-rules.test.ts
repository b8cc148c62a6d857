import { describe, expect, it } from 'vitest';
import {
  cardDigitProblems,
  isResetLinkRefusal,
  loginFieldProblems,
  onlyDigits,
  resetFieldProblems,
} from './auth-rules';

describe('loginFieldProblems', () => {
  it.each([
    ['member@playmax.test', 'secret', {}],
    ['  ', 'secret', { email: 'emailRequired' }],
    ['member', '', { email: 'emailInvalid', password: 'passwordRequired' }],
  ])('%j with password %j: %j', (email, password, expected) => {
    expect(loginFieldProblems(email, password)).toEqual(expected);
  });
});

describe('onlyDigits', () => {
  it.each([
    ['4111 11', 6, '411111'],
    ['1234-5678', 4, '1234'],
    ['abc', 4, ''],
  ])('%j keeps %s digits: %j', (value, max, expected) => {
    expect(onlyDigits(value, max)).toBe(expected);
  });
});

describe('cardDigitProblems', () => {
  it.each([
    ['411111', '1111', {}],
    ['41111', '1111', { first6: true }],
    ['411111', '11a1', { last4: true }],
  ])('%s…%s: %j', (first6, last4, expected) => {
    expect(cardDigitProblems(first6, last4)).toEqual(expected);
  });
});

describe('resetFieldProblems', () => {
  const strong = 'Correct-Horse-42-Battery';
  it('accepts a strong password confirmed', () => {
    expect(resetFieldProblems(strong, strong)).toEqual({});
  });
  it('names a weak password and leaves the confirmation alone', () => {
    expect(Object.keys(resetFieldProblems('short', 'other'))).toEqual(['password']);
  });
  it('refuses a confirmation that differs', () => {
    expect(resetFieldProblems(strong, `${strong}!`)).toEqual({ confirm: 'mismatch' });
  });
});

describe('isResetLinkRefusal', () => {
  it.each([
    ['reset_link_invalid', true],
    ['invalid_input', true],
    ['rate_limited', false],
    [null, false],
  ])('%s is the link: %s', (code, expected) => {
    expect(isResetLinkRefusal(code)).toBe(expected);
  });
});
