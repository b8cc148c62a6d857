/**
 * Monthly recurring revenue: each active subscription's recurring price normalised to a month, summed
 * per currency. Amounts of different currencies are never added together.
 */

import type { PlanInterval } from '../plans/plan-draft';

/** How many of each interval make a month (a year of 365 days, 52 weeks, 12 months). */
const PER_MONTH: Readonly<Record<PlanInterval, number>> = {
  day: 365 / 12,
  week: 52 / 12,
  month: 1,
  year: 1 / 12,
};

/**
 * One recurring price per month, in (fractional) minor units: `amountMinor` every `intervalCount`
 * `interval`s. Null for an interval or a count that is not one (nothing is counted for it).
 */
export function monthlyAmount(amountMinor: number, interval: string, intervalCount: number): number | null {
  const perMonth = PER_MONTH[interval as PlanInterval];
  if (perMonth === undefined || !Number.isInteger(intervalCount) || intervalCount < 1) return null;
  if (!Number.isFinite(amountMinor) || amountMinor < 0) return null;
  return (amountMinor * perMonth) / intervalCount;
}

/** The active subscriptions' recurring prices, already summed per currency and interval. */
export interface RecurringTotal {
  currency: string;
  interval: string;
  intervalCount: number;
  /** The sum of the recurring prices in minor units. */
  amountMinor: number;
}

/** MRR per currency, in whole minor units (rounded once, after the sum), by currency code. */
export function mrrByCurrency(
  totals: readonly RecurringTotal[],
): { currency: string; amountMinor: number }[] {
  const sums = new Map<string, number>();
  for (const t of totals) {
    const monthly = monthlyAmount(t.amountMinor, t.interval, t.intervalCount);
    if (monthly === null) continue;
    sums.set(t.currency, (sums.get(t.currency) ?? 0) + monthly);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amountMinor: Math.round(amount) }));
}
