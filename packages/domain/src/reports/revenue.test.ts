import { describe, expect, it } from 'vitest';
import { revenueKindOf } from './revenue';

describe('revenueKindOf: what a payment paid for', () => {
  it.each([
    { kind: 'subscription', expected: 'plans' },
    { kind: 'renewal', expected: 'plans' },
    { kind: 'upgrade', expected: 'plans' },
    { kind: 'restart', expected: 'plans' },
    { kind: 'coins', expected: 'coins' },
    { kind: 'entries', expected: 'entries' },
    { kind: 'order', expected: 'orders' },
    { kind: 'refund', expected: null },
    { kind: '', expected: null },
  ])('$kind → $expected', ({ kind, expected }) => {
    expect(revenueKindOf(kind)).toBe(expected);
  });
});
