export interface OfferModel {
  id: number;
  name: string;
  mediaTypes: string[];
}

export interface SubscriptionModel {
  id: number;
  planId: number;
  /** SPEC.md 3 Subscription.membership_id: the plan's Champion membership, else its id (membershipIdOf). */
  membershipId: number;
  planName: string;
  refId: string;
  referenceNumber: string;
  subscriptionProvider: string;
  isActive: boolean;
  isTrial: boolean;
  billingPeriodDays: number;
  startDate: string;
  nextBillingDate: string | null;
  cancelledAt: string | null;
  cancelRefId: string | null;
  cancelDate: string | null;
  endDate: string | null;
  /** Minor units locked at purchase; null: the plan's. */
  priceRecurringMinor: number | null;
  /** When the last renewal was declined; null once one succeeds. */
  paymentFailedAt: string | null;
  /** The plan as the billing screen shows it (its stored name is planName). */
  plan: { priceRecurringMinor: number; currency: string; symbol: string };
  offers: OfferModel[];
}

export interface PlanModel {
  id: number;
  name: string;
  group: string;
  description: string;
  trialPeriod: number;
  priceRecurring: number; // major units
  priceInitial: number;
  currency: string;
  symbol: string;
  recurring: { interval: string; interval_count: number };
}

export function parseMediaTypes(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A plan's membership id (SPEC.md 3, 9): the Champion membership (147–151) it gives when it names
 * one (plans.membership_id, migration 0032), else the plan's own id, which is never a Champion id.
 */
export function membershipIdOf(plan: { id: number | string; membership_id: number | string | null }): number {
  return plan.membership_id === null ? Number(plan.id) : Number(plan.membership_id);
}
