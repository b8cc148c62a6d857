import { sql } from 'kysely';
import { type AnyDb, createIndex, dropTables } from './helpers';
import { createTableWithId, notNull, ownedBy } from './tables';

/**
 * Giveaways (issue 12): the giveaway catalogue and its prices per brand, the entry ledger's
 * idempotency and source, free postal entries, and the monthly draws with their public commitment.
 * A payment session now stores what it sells (`purchasable`, JSON), so entries, coins and orders
 * go through the same session as plans; a member keeps a date of birth (entrants must be 18+).
 */

const sweepFk = ownedBy('sweeps.id');

export async function up(db: AnyDb): Promise<void> {
  await createGiveawayTables(db);
  await createPostalAndDrawTables(db);
  await addGiveawayColumns(db);
}

async function createGiveawayTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sweeps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('product_name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('prize_description', 'text', notNull)
    .addColumn('prize_kind', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('member_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text', notNull)
    .addColumn('ref_number', 'text', (c) => c.notNull().unique())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('start_available_date', 'text', notNull)
    .addColumn('end_available_date', 'text', notNull)
    .addColumn('total_entries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('sweep_brands')
    .addColumn('sweep_id', 'text', sweepFk)
    .addColumn('brand_id', 'text', ownedBy('brands.id'))
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    .addColumn('country_code', 'text', notNull)
    .addColumn('price_amount', 'integer', notNull)
    .addColumn('price_entries', 'integer', notNull)
    .addColumn('multiplier_amount', 'integer', notNull)
    .addColumn('multiplier_factor', 'integer', notNull)
    .addPrimaryKeyConstraint('sweep_brands_pk', ['sweep_id', 'brand_id'])
    .execute();
  await createIndex(db, 'sweep_brands_brand_idx', 'sweep_brands', ['brand_id']);

  // The entry ledger: rows are only ever added. `idempotency_key` makes a credit (a payment's
  // return, a month's free entry) land once however often it is replayed or raced.
  await db.schema
    .alterTable('giveaway_entries')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('purchase'))
    .execute();
  await db.schema.alterTable('giveaway_entries').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('giveaway_entries').addColumn('payment_ref', 'text').execute();
  await db.schema
    .createIndex('giveaway_entries_key_idx')
    .unique()
    .on('giveaway_entries')
    .column('idempotency_key')
    .execute();
  await createIndex(db, 'giveaway_entries_sweep_member_idx', 'giveaway_entries', ['sweep_id', 'member_id']);
}

async function createPostalAndDrawTables(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'postal_entries')
    .addColumn('sweep_id', 'text', sweepFk)
    .addColumn('envelope_ref', 'text', notNull)
    .addColumn('full_name', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('postcode', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('email', 'text', notNull)
    .addColumn('entrant', 'text', notNull)
    .addColumn('received_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('postal_entries_envelope_uq', ['sweep_id', 'envelope_ref'])
    .execute();

  await db.schema
    .createTable('draws')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sweep_id', 'text', sweepFk)
    .addColumn('period', 'text', notNull)
    .addColumn('opens_at', 'text', notNull)
    .addColumn('closes_at', 'text', notNull)
    .addColumn('commitment', 'text', notNull)
    .addColumn('seed', 'text', notNull)
    .addColumn('beacon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', notNull)
    .addColumn('snapshot', 'text')
    .addColumn('snapshot_hash', 'text')
    .addColumn('total', 'integer')
    .addColumn('unique_entrants', 'integer')
    .addColumn('winner_entrant', 'text')
    .addColumn('winner_member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('winner_postal_id', 'integer')
    .addColumn('claimed_at', 'text')
    .addColumn('claim_details', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('drawn_at', 'text')
    .addColumn('announced_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('draws_sweep_period_uq', ['sweep_id', 'period'])
    .execute();
}

async function addGiveawayColumns(db: AnyDb): Promise<void> {
  await db.schema.alterTable('members').addColumn('date_of_birth', 'text').execute();
  await db.schema.alterTable('payment_sessions').addColumn('purchasable', 'text').execute();
  // Sessions opened before this migration sold plans only.
  await sql`UPDATE payment_sessions SET purchasable = '{"kind":"plan","planId":' || CAST(plan_id AS TEXT) || '}'
             WHERE plan_id IS NOT NULL`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payment_sessions').dropColumn('purchasable').execute();
  await db.schema.alterTable('members').dropColumn('date_of_birth').execute();
  await dropTables(db, ['draws', 'postal_entries', 'sweep_brands']);
  await db.schema.dropIndex('giveaway_entries_sweep_member_idx').execute();
  await db.schema.dropIndex('giveaway_entries_key_idx').execute();
  for (const c of ['payment_ref', 'idempotency_key', 'source'])
    await db.schema.alterTable('giveaway_entries').dropColumn(c).execute();
  await db.schema.dropTable('sweeps').execute();
}
