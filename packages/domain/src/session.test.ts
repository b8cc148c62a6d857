import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
  isTokenLive,
  memberSessionState,
  shouldTouchSession,
  signInCounters,
} from './session';

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

describe('memberSessionState', () => {
  const day = 24 * 60 * 60_000;
  const signedIn = Date.UTC(2026, 0, 1);
  it.each([
    { case: 'just signed in', lastSeen: signedIn, at: signedIn, expected: 'live' },
    {
      case: 'idle for just under the timeout',
      lastSeen: signedIn,
      at: signedIn + SESSION_IDLE_TIMEOUT_MS - 1,
      expected: 'live',
    },
    {
      case: 'idle for the timeout',
      lastSeen: signedIn,
      at: signedIn + SESSION_IDLE_TIMEOUT_MS,
      expected: 'idle_timed_out',
    },
    {
      case: 'used every day, before the lifetime',
      lastSeen: signedIn + 29 * day,
      at: signedIn + 29.5 * day,
      expected: 'live',
    },
    {
      case: 'used every day, at the lifetime',
      lastSeen: signedIn + 29.9 * day,
      at: signedIn + SESSION_MAX_LIFETIME_MS,
      expected: 'lifetime_over',
    },
    {
      case: 'lifetime wins over idle',
      lastSeen: signedIn,
      at: signedIn + 40 * day,
      expected: 'lifetime_over',
    },
  ])('$case: $expected', ({ lastSeen, at, expected }) => {
    expect(memberSessionState({ signedInAtMs: signedIn, lastSeenAtMs: lastSeen }, at)).toBe(expected);
  });

  it('keeps the idle timeout well under the lifetime (ADR 0006)', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBeLessThan(SESSION_MAX_LIFETIME_MS);
  });
});

describe('shouldTouchSession', () => {
  it.each([
    { since: 0, expected: false },
    { since: SESSION_TOUCH_INTERVAL_MS - 1, expected: false },
    { since: SESSION_TOUCH_INTERVAL_MS, expected: true },
  ])('$since ms after the last touch: $expected', ({ since, expected }) => {
    expect(shouldTouchSession(now, now + since)).toBe(expected);
  });
});

describe('signInCounters', () => {
  it.each([
    { known: false, expected: ['account', 'address'] },
    { known: true, expected: ['device'] },
  ])('known device $known: $expected', ({ known, expected }) => {
    expect(signInCounters(known)).toEqual(expected);
  });
});
