import type { ColumnType, Generated } from 'kysely';

/** Marketplace tables (migration 0014). Orders are in account.ts (they predate the marketplace). */
export interface ProductCategoriesTable {
  id: Generated<number>;
  brand_id: string;
  slug: string;
  name: string;
  description: string;
  image: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  brand_id: string;
  category_id: number;
  slug: string;
  name: string;
  description: string;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  symbol: string;
  /** Units of a product without variants (never below 0). */
  stock: number;
  /** JSON [{ url, alt }] */
  images: string;
  is_welcome_gift: number;
  /** 0: removed from sale. */
  active: number;
  position: number;
  created_at: string;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  option_name: string;
  name: string;
  stock: number;
  position: number;
  /** Minor units; null: sold at its product's price (migration 0049, domain variantListPrice). */
  price: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CartsTable {
  member_id: number;
  /** Moves on every edit of the cart's lines. */
  version: number;
  updated_at: string;
}

export interface CartLinesTable {
  id: Generated<number>;
  member_id: number;
  product_id: number;
  /** 0 for a product without variants. */
  variant_id: number;
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  note: string | null;
  created_at: string;
}

export interface MarketplaceTables {
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  order_events: OrderEventsTable;
}
