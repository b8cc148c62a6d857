import { describe, expect, it } from 'vitest';
import { isTokenLive } from './session';

const now = Date.UTC(2026, 0, 1);

describe('isTokenLive', () => {
  it.each([
    { case: 'a token expiring in the future is live', exp: now / 1000 + 60, expected: true },
    { case: 'a token expiring one second from now is live', exp: now / 1000 + 1, expected: true },
    { case: 'a token expiring exactly now is not live', exp: now / 1000, expected: false },
    { case: 'an expired token is not live', exp: now / 1000 - 1, expected: false },
    { case: 'a token without expiry is not live', exp: undefined, expected: false },
    { case: 'a NaN expiry is not live', exp: Number.NaN, expected: false },
    { case: 'an infinite expiry is not live', exp: Number.POSITIVE_INFINITY, expected: false },
  ])('$case', ({ exp, expected }) => {
    expect(isTokenLive(exp, now)).toBe(expected);
  });
});
