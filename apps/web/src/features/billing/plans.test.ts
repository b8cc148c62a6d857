import { describe, expect, it } from 'vitest';
import { isTrialStyle, planPeriodDays, pricePerMonth } from './plans';

const plan = (interval: string, count: number, priceRecurring: number, currency = 'USD') => ({
  priceRecurring,
  currency,
  recurring: { interval, interval_count: count },
});

describe('plan arithmetic', () => {
  it.each([
    ['day', 1, 1],
    ['week', 2, 14],
    ['month', 1, 30],
    ['month', 3, 90],
    ['year', 1, 365],
  ])('%s × %i is billed every %i days', (interval, count, days) => {
    expect(planPeriodDays(plan(interval, count, 0))).toBe(days);
  });

  it('scales the recurring price to 30 days', () => {
    expect(pricePerMonth(plan('month', 1, 29.99))).toBe(29.99);
    expect(pricePerMonth(plan('year', 1, 239.99))).toBe(19.73);
    expect(pricePerMonth(plan('week', 1, 7))).toBe(30);
    // In the plan's own minor units: yen have none, dinars three.
    expect(pricePerMonth(plan('year', 1, 12000, 'JPY'))).toBe(986);
    expect(pricePerMonth(plan('year', 1, 12, 'KWD'))).toBe(0.986);
  });

  it('is trial-style only with trial days and a different initial price', () => {
    expect(isTrialStyle({ trialPeriod: 20, priceInitial: 1.95, priceRecurring: 29.99 })).toBe(true);
    expect(isTrialStyle({ trialPeriod: 0, priceInitial: 1.95, priceRecurring: 29.99 })).toBe(false);
    expect(isTrialStyle({ trialPeriod: 20, priceInitial: 29.99, priceRecurring: 29.99 })).toBe(false);
  });
});
