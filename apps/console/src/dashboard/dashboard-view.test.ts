import { describe, expect, it } from 'vitest';
import { currenciesOf, minorDigits, noEntries, revenueRows, toMajor, utcToday } from './dashboard-view';

const CELLS = [
  { period: '2026-02-02', kind: 'plans', currency: 'USD', amountMinor: 1499 },
  { period: '2026-02-02', kind: 'coins', currency: 'USD', amountMinor: 500 },
  { period: '2026-02-01', kind: 'orders', currency: 'USD', amountMinor: 0 },
  { period: '2026-02-02', kind: 'coins', currency: 'EUR', amountMinor: 700 },
  { period: '2026-02-02', kind: 'refund', currency: 'USD', amountMinor: 99 },
];

describe('revenueRows: one currency, a row per period, a column per kind', () => {
  it.each([
    {
      currency: 'USD',
      expected: [
        { period: '2026-02-01', plans: 0, coins: 0, entries: 0, orders: 0, total: 0 },
        { period: '2026-02-02', plans: 1499, coins: 500, entries: 0, orders: 0, total: 1999 },
      ],
    },
    {
      currency: 'EUR',
      expected: [{ period: '2026-02-02', plans: 0, coins: 700, entries: 0, orders: 0, total: 700 }],
    },
    { currency: 'CAD', expected: [] },
  ])('$currency', ({ currency, expected }) => {
    expect(revenueRows(CELLS, currency)).toEqual(expected);
  });

  it('lists the currencies by code, never mixing them', () => {
    expect(currenciesOf(CELLS)).toEqual(['EUR', 'USD']);
  });
});

describe('minor units', () => {
  it.each([
    { currency: 'USD', digits: 2, minor: 1499, major: 14.99 },
    { currency: 'JPY', digits: 0, minor: 1499, major: 1499 },
    { currency: 'BHD', digits: 3, minor: 1500, major: 1.5 },
    { currency: 'NOT', digits: 2, minor: 100, major: 1 },
  ])('$currency has $digits digits', ({ currency, digits, minor, major }) => {
    expect(minorDigits(currency)).toBe(digits);
    expect(toMajor(minor, currency)).toBe(major);
  });

  it('takes today as the UTC day', () => {
    expect(utcToday(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });
});

describe('noEntries', () => {
  it.each([
    { days: [], empty: true },
    { days: [{ entries: 0 }, { entries: 0 }], empty: true },
    { days: [{ entries: 0 }, { entries: 3 }], empty: false },
  ])('a range of $days.length days is empty: $empty', ({ days, empty }) => {
    expect(noEntries(days)).toBe(empty);
  });
});
