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

/** A moved brand's old hostname, answered with a redirect to `brand_id`'s hostname (migration 0022). */
export interface BrandRedirectsTable {
  hostname: string;
  brand_id: string;
  from_brand_id: string;
  created_at: string;
}

/** One brand migration an operator ran (`npm run ops -- migrate-brand`). */
export interface BrandMigrationsTable {
  id: Generated<number>;
  from_brand_id: string;
  to_brand_id: string;
  members: number;
  created_at: string;
}

/** Migration 0022's tables: the cross-industry upsell and the brand migration (issue 14 items 5, 6). */
export interface CrossSellTables {
  crosssell_offers: CrossSellOffersTable;
  subscription_addons: SubscriptionAddonsTable;
  brand_redirects: BrandRedirectsTable;
  brand_migrations: BrandMigrationsTable;
}
