import { describe, expect, it } from 'vitest';
import { monthlyAmount, mrrByCurrency } from './mrr';

describe('monthlyAmount: a recurring price normalised to a month', () => {
  it.each([
    { amount: 999, interval: 'month', count: 1, expected: 999 },
    { amount: 2400, interval: 'month', count: 3, expected: 800 },
    { amount: 12000, interval: 'year', count: 1, expected: 1000 },
    { amount: 100, interval: 'week', count: 1, expected: (100 * 52) / 12 },
    { amount: 300, interval: 'week', count: 2, expected: (150 * 52) / 12 },
    { amount: 10, interval: 'day', count: 1, expected: (10 * 365) / 12 },
    { amount: 0, interval: 'month', count: 1, expected: 0 },
    { amount: 999, interval: 'fortnight', count: 1, expected: null },
    { amount: 999, interval: 'month', count: 0, expected: null },
    { amount: 999, interval: 'month', count: 1.5, expected: null },
    { amount: -5, interval: 'month', count: 1, expected: null },
  ])('$amount every $count $interval → $expected', ({ amount, interval, count, expected }) => {
    expect(monthlyAmount(amount, interval, count)).toBe(expected);
  });
});

describe('mrrByCurrency: summed per currency, never across', () => {
  it.each([
    { name: 'nothing active', totals: [], expected: [] },
    {
      name: 'months and years of one currency',
      totals: [
        { currency: 'USD', interval: 'month', intervalCount: 1, amountMinor: 2997 },
        { currency: 'USD', interval: 'year', intervalCount: 1, amountMinor: 12000 },
      ],
      expected: [{ currency: 'USD', amountMinor: 3997 }],
    },
    {
      name: 'two currencies stay apart, by code',
      totals: [
        { currency: 'USD', interval: 'month', intervalCount: 1, amountMinor: 1000 },
        { currency: 'EUR', interval: 'month', intervalCount: 1, amountMinor: 500 },
        { currency: 'USD', interval: 'week', intervalCount: 1, amountMinor: 300 },
      ],
      expected: [
        { currency: 'EUR', amountMinor: 500 },
        { currency: 'USD', amountMinor: 2300 },
      ],
    },
    {
      name: 'rounded once, after the sum',
      totals: [
        { currency: 'JPY', interval: 'year', intervalCount: 1, amountMinor: 5 },
        { currency: 'JPY', interval: 'year', intervalCount: 1, amountMinor: 5 },
      ],
      expected: [{ currency: 'JPY', amountMinor: 1 }],
    },
    {
      name: 'an unknown interval counts nothing',
      totals: [{ currency: 'USD', interval: 'lunar', intervalCount: 1, amountMinor: 1000 }],
      expected: [],
    },
  ])('$name', ({ totals, expected }) => {
    expect(mrrByCurrency(totals)).toEqual(expected);
  });
});
