import { type AnyDb } from './helpers';

/**
 * Session idle timeout and absolute lifetime (issue 15, docs/adr/0008-session-lifetimes.md).
 * `signed_in_at`: the sign-in that started the chain of refreshed sessions, so refreshing never
 * stretches the absolute lifetime. `last_seen_at`: the last recorded request, for the idle timeout.
 * Both are null on sessions from before this migration, which then count from their created_at.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('signed_in_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('sessions').dropColumn('signed_in_at').execute();
}
