export interface OfferModel {
  id: number;
  name: string;
  mediaTypes: string[];
}

export interface SubscriptionModel {
  id: number;
  planId: number;
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
