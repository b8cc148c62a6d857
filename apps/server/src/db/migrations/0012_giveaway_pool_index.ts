import type { Kysely } from 'kysely';

/**
 * The draw's pool read (draw-repo memberPool: one giveaway's ledger rows up to a close, summed per
 * member) from an index alone: (sweep_id, member_id, created_at, entries) holds every column it
 * reads, in the order it groups, so PostgreSQL answers it with an index-only scan and a streaming
 * GroupAggregate instead of visiting a million table rows and hashing 200,000 groups, and SQLite
 * with a covering index. It also serves every lookup by (sweep_id, member_id), so the narrower
 * index of 0011 goes.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('giveaway_entries_pool_idx')
    .on('giveaway_entries')
    .columns(['sweep_id', 'member_id', 'created_at', 'entries'])
    .execute();
  await db.schema.dropIndex('giveaway_entries_sweep_member_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('giveaway_entries_sweep_member_idx')
    .on('giveaway_entries')
    .columns(['sweep_id', 'member_id'])
    .execute();
  await db.schema.dropIndex('giveaway_entries_pool_idx').execute();
}
