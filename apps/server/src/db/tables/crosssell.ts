import type { Generated } from 'kysely';

/** What a brand charges for the cross-industry upsell of a type (migration 0022; minor units). */
export interface CrossSellOffersTable {
  id: Generated<number>;
  brand_id: string;
  type: string; // 'media' | 'vpn'
  offer_id: number; // the offer (offers.id) the add-on grants
  amount: number;
  currency: string;
  symbol: string;
  active: Generated<number>;
}

/** An offer added to a subscription by the cross-industry upsell; it ends with the subscription. */
export interface SubscriptionAddonsTable {
  id: Generated<number>;
  subscription_id: number;
  offer_id: number;
  payment_ref: string;
  created_at: string;
}

export interface CrossSellTables {
  crosssell_offers: CrossSellOffersTable;
  subscription_addons: SubscriptionAddonsTable;
}
