import type { Kysely } from 'kysely';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const LISTED = ['active', 'is_welcome_gift'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, order] of [
    ['products_featured_idx', 'position'],
    ['products_price_idx', 'price'],
    ['products_newest_idx', 'created_at'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('products')
      .columns(['category_id', ...LISTED, order, 'id'])
      .execute();
  await db.schema
    .createIndex('products_shippable_idx')
    .on('products')
    .columns(['brand_id', ...LISTED, 'position', 'id'])
    .execute();
  await db.schema.dropIndex('products_category_idx').execute();
  await db.schema.dropIndex('products_brand_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['category_id', 'active', 'position', 'id'])
    .execute();
  await db.schema
    .createIndex('products_brand_idx')
    .on('products')
    .columns(['brand_id', 'active', 'position', 'id'])
    .execute();
  for (const name of [
    'products_shippable_idx',
    'products_newest_idx',
    'products_price_idx',
    'products_featured_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
