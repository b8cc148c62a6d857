import { type AnyDb, dropTables } from './helpers';
import { createTableWithId, createBrandTable, notNull, ownedBy } from './tables';

/**
 * The cross-industry upsell (issue 14 item 5, SPEC.md 4): what a brand charges for the VPN or the
 * media it adds to a member's subscription (`crosssell_offers`, one row per brand and type), and
 * the offers bought that way (`subscription_addons`). An add-on belongs to the subscription it was
 * bought for, so it ends with it; the unique (subscription, offer) pair makes a second purchase of
 * the same add-on impossible even when two returns race.
 */

export async function up(db: AnyDb): Promise<void> {
  await createBrandTable(db, 'crosssell_offers')
    .addColumn('type', 'text', notNull) // 'media' | 'vpn' (SPEC.md 9 "Upsell types")
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('amount', 'integer', notNull) // minor units, charged once
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('crosssell_offers_brand_type_idx')
    .unique()
    .on('crosssell_offers')
    .columns(['brand_id', 'type'])
    .execute();

  await createTableWithId(db, 'subscription_addons')
    .addColumn('subscription_id', 'integer', ownedBy('subscriptions.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('payment_ref', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
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
    .addColumn('brand_id', 'text', ownedBy('brands.id'))
    .addColumn('from_brand_id', 'text', ownedBy('brands.id'))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createTableWithId(db, 'brand_migrations')
    .addColumn('from_brand_id', 'text', notNull)
    .addColumn('to_brand_id', 'text', notNull)
    .addColumn('members', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['brand_migrations', 'brand_redirects', 'subscription_addons', 'crosssell_offers']);
}
