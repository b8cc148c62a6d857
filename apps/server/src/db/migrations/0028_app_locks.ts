import { type AnyDb } from './helpers';
import { notNull } from './tables';

/**
 * Named leases (issue 29 item 5): the demo seed runs on every start, and two processes on one
 * SQLite file must not seed at once. SQLite has no lock that outlives a transaction, so the holder
 * claims a row with an expiry it renews while it works; a holder that died lets go when its lease
 * runs out. PostgreSQL uses an advisory lock instead (seed/lock.ts) and leaves this table empty.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('app_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('app_locks').execute();
}
