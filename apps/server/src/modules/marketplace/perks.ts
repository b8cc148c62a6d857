/**
 * What the member's plan gives them in the marketplace (SPEC.md 6: Champion members, membership
 * 147–151, get up to 30% off and free standard shipping; the rule is packages/domain
 * marketplace/champion.ts). The product pages show it and checkout charges it, from this one place.
 */
import { championDiscountPercent, hasFreeStandardShipping } from '@member-area/domain';
import type { SubscriptionModel } from '../subscription';

export interface MarketplacePerks {
  discountPercent: number;
  freeStandardShipping: boolean;
}

export const NO_PERKS: MarketplacePerks = { discountPercent: 0, freeStandardShipping: false };

/** The best perks among the member's active subscriptions (a member has one active plan at most). */
export function perksOf(subscriptions: readonly SubscriptionModel[]): MarketplacePerks {
  let best = NO_PERKS;
  for (const s of subscriptions) {
    if (!s.isActive) continue;
    const discountPercent = championDiscountPercent(s.membershipId);
    if (discountPercent > best.discountPercent)
      best = { discountPercent, freeStandardShipping: hasFreeStandardShipping(s.membershipId) };
  }
  return best;
}
