import { sql } from 'kysely';
import { type AnyDb, isPostgres, createIndex } from './helpers';
import { createBrandTable, notNull } from './tables';

/**
 * The coin ledger (issue 13): the wallet's history becomes an append-only ledger. Every row has a
 * kind and an idempotency key (unique), so a purchase, bonus, spend or refund is written once
 * however often it is retried; members.coins_balance stays as the running sum of a member's rows,
 * moved in the same transaction as the row (modules/wallet/ledger.ts) and never below 0 (a CHECK
 * on PostgreSQL; on SQLite, which cannot add one to a table, the conditional UPDATE of ledger-repo).
 * Rows written before get the key `legacy:{id}` and a kind read from their sign and description.
 * Coin packs are what a brand sells for money, priced in its currency (minor units).
 */

export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable('wallet_activity').renameTo('coin_ledger').execute();
  await db.schema.dropIndex('wallet_activity_member_idx').execute();
  await db.schema
    .alterTable('coin_ledger')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('adjustment'))
    .execute();
  await db.schema.alterTable('coin_ledger').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('coin_ledger').addColumn('ref', 'text').execute();
  await sql`UPDATE coin_ledger SET idempotency_key = 'legacy:' || CAST(id AS TEXT),
    kind = CASE WHEN amount < 0 THEN 'spend'
                WHEN lower(description) LIKE '%bonus%' THEN 'bonus'
                ELSE 'adjustment' END`.execute(db);
  await db.schema
    .createIndex('coin_ledger_key_idx')
    .unique()
    .on('coin_ledger')
    .column('idempotency_key')
    .execute();
  // The wallet tab pages newest first by (created_at, id) within a member.
  await createIndex(db, 'coin_ledger_member_idx', 'coin_ledger', ['member_id', 'created_at', 'id']);
  if (postgres) {
    await sql`ALTER TABLE coin_ledger ALTER COLUMN idempotency_key SET NOT NULL`.execute(db);
    await sql`ALTER TABLE members ADD CONSTRAINT members_coins_not_negative CHECK (coins_balance >= 0)`.execute(
      db,
    );
  }

  await createBrandTable(db, 'coin_packs')
    .addColumn('coins', 'integer', notNull)
    .addColumn('bonus_coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'coin_packs_brand_idx', 'coin_packs', ['brand_id', 'position']);
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.dropTable('coin_packs').execute();
  if (postgres) await sql`ALTER TABLE members DROP CONSTRAINT members_coins_not_negative`.execute(db);
  await db.schema.dropIndex('coin_ledger_member_idx').execute();
  await db.schema.dropIndex('coin_ledger_key_idx').execute();
  await db.schema.alterTable('coin_ledger').dropColumn('ref').execute();
  await db.schema.alterTable('coin_ledger').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('coin_ledger').dropColumn('kind').execute();
  await db.schema.alterTable('coin_ledger').renameTo('wallet_activity').execute();
  await createIndex(db, 'wallet_activity_member_idx', 'wallet_activity', ['member_id']);
}
