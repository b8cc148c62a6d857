import { type AnyDb, createIndex } from './helpers';

/**
 * Listings of the marketplace as index walks (issue 13 "Speed": category and product pages p95 ≤ 15 ms
 * with 10,000 products). A listing reads the products on sale (active, not the welcome gift) of one
 * category in one of four orders, or of the whole brand; 0014's indexes lacked the gift flag and the
 * price and date orders, so every page and count looked up each row of the category (wide rows:
 * pictures, description) and sorted them. Each index here leads with what a listing filters on and
 * ends with its ORDER BY (the id breaks ties, read backwards for the descending sorts), so a page is
 * a walk of the index and a count never touches the table. They replace 0014's two listing indexes,
 * whose leading columns they repeat.
 */

const LISTED = ['active', 'is_welcome_gift'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, order] of [
    ['products_featured_idx', 'position'],
    ['products_price_idx', 'price'],
    ['products_newest_idx', 'created_at'],
  ] as const)
    await createIndex(db, name, 'products', ['category_id', ...LISTED, order, 'id']);
  await createIndex(db, 'products_shippable_idx', 'products', ['brand_id', ...LISTED, 'position', 'id']);
  await db.schema.dropIndex('products_category_idx').execute();
  await db.schema.dropIndex('products_brand_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await createIndex(db, 'products_category_idx', 'products', ['category_id', 'active', 'position', 'id']);
  await createIndex(db, 'products_brand_idx', 'products', ['brand_id', 'active', 'position', 'id']);
  for (const name of [
    'products_shippable_idx',
    'products_newest_idx',
    'products_price_idx',
    'products_featured_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
