import { describe, expect, it } from 'vitest';
import { billingDateView, pastDueNoticeKey } from './past-due';

const NOW = '2026-09-26T12:00:00.000Z';
const YESTERDAY = '2026-09-25T12:00:00.000Z';
const NEXT_MONTH = '2026-10-26T12:00:00.000Z';

describe('billingDateView', () => {
  it.each([
    {
      case: 'a future renewal is the next billing date',
      state: { nextBillingDate: NEXT_MONTH, cancelled: false, paymentFailed: false },
      expected: { kind: 'next', date: NEXT_MONTH },
    },
    {
      case: 'a declined renewal whose date has passed is overdue since that date, never "next"',
      state: { nextBillingDate: YESTERDAY, cancelled: false, paymentFailed: true },
      expected: { kind: 'overdue', since: YESTERDAY },
    },
    {
      case: 'a renewal that fell due but was not charged yet is due, never "next"',
      state: { nextBillingDate: YESTERDAY, cancelled: false, paymentFailed: false },
      expected: { kind: 'due', since: YESTERDAY },
    },
    {
      case: 'a renewal falling due this very moment is no longer "next"',
      state: { nextBillingDate: NOW, cancelled: false, paymentFailed: false },
      expected: { kind: 'due', since: NOW },
    },
    {
      case: 'a cancelled membership has no billing date',
      state: { nextBillingDate: NEXT_MONTH, cancelled: true, paymentFailed: false },
      expected: { kind: 'none' },
    },
    {
      case: 'no date, no billing date',
      state: { nextBillingDate: null, cancelled: false, paymentFailed: false },
      expected: { kind: 'none' },
    },
  ])('$case', ({ state, expected }) => {
    expect(billingDateView(state, NOW)).toEqual(expected);
  });
});

describe('pastDueNoticeKey', () => {
  const failed = { subscriptionId: '7', nextBillingDate: YESTERDAY, cancelled: false, paymentFailed: true };

  it.each([
    { case: 'a declined renewal is past due', state: failed, expected: `7:${YESTERDAY}` },
    { case: 'a paid-up membership is not', state: { ...failed, paymentFailed: false }, expected: null },
    {
      case: 'a cancelled membership is not (nothing will be charged again)',
      state: { ...failed, cancelled: true },
      expected: null,
    },
  ])('$case', ({ state, expected }) => {
    expect(pastDueNoticeKey(state)).toBe(expected);
  });

  it('a later failed renewal has another key, so a dismissed banner comes back', () => {
    expect(pastDueNoticeKey({ ...failed, nextBillingDate: NEXT_MONTH })).not.toBe(pastDueNoticeKey(failed));
  });
});
