import { describe, expect, it } from 'vitest';
import { formatDate } from '../../app/format';
import { formatSignedAmount, kindIcon } from './activity';

describe('formatSignedAmount: the history shows which way coins moved', () => {
  it.each([
    [1100, 'en-us', '+1,100'],
    [-500, 'en-us', '-500'],
    [1100, 'de-de', '+1.100'],
    [-2500, 'fr-ca', /^-2\s500$/],
    [0, 'en-us', '0'],
  ])('%d in %s', (amount, language, expected) => {
    const text = formatSignedAmount(amount, language);
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });
});

describe('kindIcon', () => {
  it('gives each ledger kind its own icon and an unknown kind the coin', () => {
    const kinds = ['purchase', 'bonus', 'spend', 'refund', 'onboarding_reward', 'adjustment', 'credit'];
    expect(new Set(kinds.map(kindIcon)).size).toBe(kinds.length);
    expect(kinds.map(kindIcon)).not.toContain('coin');
    expect(kindIcon('something_new')).toBe('coin');
  });
});

describe("the history's dates are the member's days (their time zone)", () => {
  // 02:30 UTC on 1 March is still 28 February in New York and already 1 March in Tokyo.
  const late = '2026-03-01T02:30:00Z';
  it.each([
    ['America/New_York', 'February 28, 2026'],
    ['Asia/Tokyo', 'March 1, 2026'],
  ])('%s', (zone, expected) => {
    expect(formatDate(late, 'en-us', zone)).toBe(expected);
  });

  it('falls back to the device zone for a zone Intl does not know', () => {
    expect(formatDate(late, 'en-us', 'Mars/Olympus')).toMatch(/2026/);
  });
});
