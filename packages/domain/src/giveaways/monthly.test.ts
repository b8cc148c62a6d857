import { describe, expect, it } from 'vitest';
import { monthlyEntryKey, paidEntryKey } from './monthly';

describe('entry idempotency keys', () => {
  it.each([
    { sweepId: '1003', memberId: 42, period: '2026-05', expected: 'monthly:1003:42:2026-05' },
    { sweepId: '1003', memberId: '42', period: '2026-06', expected: 'monthly:1003:42:2026-06' },
  ])('monthly $sweepId/$memberId/$period', ({ sweepId, memberId, period, expected }) => {
    expect(monthlyEntryKey(sweepId, memberId, period)).toBe(expected);
  });

  it('one key per member, giveaway and month', () => {
    const keys = new Set([
      monthlyEntryKey('1003', 1, '2026-05'),
      monthlyEntryKey('1003', 1, '2026-06'),
      monthlyEntryKey('1003', 2, '2026-05'),
      monthlyEntryKey('1004', 1, '2026-05'),
      monthlyEntryKey('1003', 1, '2026-05'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('pay:{ref}', () => {
    expect(paidEntryKey('pay_abc123')).toBe('pay:pay_abc123');
  });
});
