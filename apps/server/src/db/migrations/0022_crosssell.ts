import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The cross-industry upsell (issue 14 item 5, SPEC.md 4): what a brand charges for the VPN or the
 * media it adds to a member's subscription (`crosssell_offers`, one row per brand and type), and
 * the offers bought that way (`subscription_addons`). An add-on belongs to the subscription it was
 * bought for, so it ends with it; the unique (subscription, offer) pair makes a second purchase of
 * the same add-on impossible even when two returns race.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

function withAutoId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('crosssell_offers'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull()) // 'media' | 'vpn' (SPEC.md 9 "Upsell types")
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('amount', 'integer', (c) => c.notNull()) // minor units, charged once
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('crosssell_offers_brand_type_idx')
    .unique()
    .on('crosssell_offers')
    .columns(['brand_id', 'type'])
    .execute();

  await withAutoId(db, db.schema.createTable('subscription_addons'))
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_addons_sub_offer_idx')
    .unique()
    .on('subscription_addons')
    .columns(['subscription_id', 'offer_id'])
    .execute();

  await db.schema
    .createTable('brand_redirects')
    .addColumn('hostname', 'text', (c) => c.primaryKey()) // lower-case, no port, as brand_hosts
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('from_brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withAutoId(db, db.schema.createTable('brand_migrations'))
    .addColumn('from_brand_id', 'text', (c) => c.notNull())
    .addColumn('to_brand_id', 'text', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('brand_migrations').execute();
  await db.schema.dropTable('brand_redirects').execute();
  await db.schema.dropTable('subscription_addons').execute();
  await db.schema.dropTable('crosssell_offers').execute();
}
