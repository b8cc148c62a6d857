import { type AnyDb, createIndex } from './helpers';

/**
 * The draw's pool read (draw-repo memberPool: one giveaway's ledger rows up to a close, summed per
 * member) from an index alone: (sweep_id, member_id, created_at, entries) holds every column it
 * reads, in the order it groups, so PostgreSQL answers it with an index-only scan and a streaming
 * GroupAggregate instead of visiting a million table rows and hashing 200,000 groups, and SQLite
 * with a covering index. It also serves every lookup by (sweep_id, member_id), so the narrower
 * index of 0011 goes.
 */

export async function up(db: AnyDb): Promise<void> {
  await createIndex(db, 'giveaway_entries_pool_idx', 'giveaway_entries', [
    'sweep_id',
    'member_id',
    'created_at',
    'entries',
  ]);
  await db.schema.dropIndex('giveaway_entries_sweep_member_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await createIndex(db, 'giveaway_entries_sweep_member_idx', 'giveaway_entries', ['sweep_id', 'member_id']);
  await db.schema.dropIndex('giveaway_entries_pool_idx').execute();
}
