import { billingPeriodDays, pricePerMonthMinor } from '@member-area/domain';

/** Plan arithmetic for the membership screen (display only; the server charges). */
export interface PlanLike {
  trialPeriod: number;
  priceInitial: number;
  priceRecurring: number;
  recurring: { interval: string; interval_count: number };
}

export function planPeriodDays(plan: Pick<PlanLike, 'recurring'>): number {
  return billingPeriodDays(plan.recurring.interval, Math.max(1, plan.recurring.interval_count));
}

/** The price per 30 days in major units (the domain works in minor units). */
export function pricePerMonth(plan: Pick<PlanLike, 'priceRecurring' | 'recurring'>): number {
  return pricePerMonthMinor(Math.round(plan.priceRecurring * 100), planPeriodDays(plan)) / 100;
}

/** SPEC.md 9 trial-style upsell: some days at an initial price, then the recurring price. */
export function isTrialStyle(
  plan: Pick<PlanLike, 'trialPeriod' | 'priceInitial' | 'priceRecurring'>,
): boolean {
  return plan.trialPeriod > 0 && plan.priceInitial !== plan.priceRecurring;
}
