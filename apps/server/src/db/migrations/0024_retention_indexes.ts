import { type AnyDb } from './helpers';

/**
 * Indexes for the retention job (jobs/retention.ts, issue 15 weakness 3): each batch finds the
 * rows past their cutoff through an index instead of scanning the table, so a batch stays short
 * however large the table is. Sessions and one-time tokens by expiry, used links by use, events by
 * age.
 */

const INDEXES = [
  { name: 'sessions_expires_idx', table: 'sessions', column: 'expires_at' },
  { name: 'one_time_tokens_expires_idx', table: 'one_time_tokens', column: 'expires_at' },
  { name: 'one_time_tokens_used_idx', table: 'one_time_tokens', column: 'used_at' },
  { name: 'email_changes_expires_idx', table: 'email_changes', column: 'expires_at' },
  { name: 'email_changes_used_idx', table: 'email_changes', column: 'used_at' },
  { name: 'events_created_idx', table: 'events', column: 'created_at' },
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const i of INDEXES) await db.schema.createIndex(i.name).on(i.table).column(i.column).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const i of INDEXES) await db.schema.dropIndex(i.name).execute();
}
