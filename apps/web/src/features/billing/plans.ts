import { billingPeriodDays, fromMajor, pricePerMonthMinor, toMajorUnits } from '@member-area/domain';

/** Plan arithmetic for the membership screen (display only; the server charges). */
export interface PlanLike {
  trialPeriod: number;
  priceInitial: number;
  priceRecurring: number;
  currency: string;
  recurring: { interval: string; interval_count: number };
}

export function planPeriodDays(plan: Pick<PlanLike, 'recurring'>): number {
  return billingPeriodDays(plan.recurring.interval, Math.max(1, plan.recurring.interval_count));
}

/** The price per 30 days in major units of the plan's currency (the domain works in minor units). */
export function pricePerMonth(plan: Pick<PlanLike, 'priceRecurring' | 'currency' | 'recurring'>): number {
  const recurring = fromMajor(plan.priceRecurring, plan.currency);
  return toMajorUnits(pricePerMonthMinor(recurring.amount, planPeriodDays(plan)), plan.currency);
}

/** SPEC.md 9 trial-style upsell: some days at an initial price, then the recurring price. */
export function isTrialStyle(
  plan: Pick<PlanLike, 'trialPeriod' | 'priceInitial' | 'priceRecurring'>,
): boolean {
  return plan.trialPeriod > 0 && plan.priceInitial !== plan.priceRecurring;
}
