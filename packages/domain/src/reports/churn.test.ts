import { describe, expect, it } from 'vitest';
import { churnRate } from './churn';

describe('churnRate: cancelled in the range over active at its start', () => {
  it.each([
    { cancelled: 0, atStart: 10, expected: 0 },
    { cancelled: 1, atStart: 4, expected: 0.25 },
    { cancelled: 3, atStart: 3, expected: 1 },
    // Subscriptions that started inside the range and were cancelled in it too: above 100 %.
    { cancelled: 5, atStart: 4, expected: 1.25 },
    { cancelled: 2, atStart: 0, expected: null },
    { cancelled: 0, atStart: 0, expected: null },
    { cancelled: -1, atStart: 10, expected: null },
    { cancelled: Number.NaN, atStart: 10, expected: null },
  ])('$cancelled of $atStart → $expected', ({ cancelled, atStart, expected }) => {
    expect(churnRate(cancelled, atStart)).toBe(expected);
  });
});
