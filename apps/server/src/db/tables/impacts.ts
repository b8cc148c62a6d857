import type { Generated } from 'kysely';

/** Impacts (migration 0018): categories of a brand, their items, and members' contributions. */
export interface ImpactCategoriesTable {
  id: Generated<number>;
  brand_id: string;
  slug: string;
  name: string;
  position: number;
}

export interface ImpactItemsTable {
  id: Generated<number>;
  brand_id: string;
  category_id: number;
  slug: string;
  name: string;
  description: string;
  /** What one unit is, in English: 'tree'. */
  unit: string;
  /** Coins per unit (above 0). */
  price_per_unit: number;
  /** Units the brand's members fund together. */
  target_quantity: number;
  /** Units a member is invited to fund. */
  member_target: number;
  /** Units funded so far (never beyond target_quantity). */
  funded_quantity: Generated<number>;
  /** JSON [coins, …] */
  prices: string;
  /** JSON [{ url, alt }] */
  images: string;
  position: number;
  /** 0: switched off on the console, members no longer see or fund it (migration 0044). */
  active: Generated<number>;
  /** data_translations key of its texts: the slug (shared by brands), or `<brand>/<slug>` once edited. */
  text_key: string;
}

export interface ImpactContributionsTable {
  id: Generated<number>;
  brand_id: string;
  member_id: number;
  item_id: number;
  quantity: number;
  coins: number;
  idempotency_key: string;
  created_at: string;
}

export interface ImpactTables {
  impact_categories: ImpactCategoriesTable;
  impact_items: ImpactItemsTable;
  impact_contributions: ImpactContributionsTable;
}
