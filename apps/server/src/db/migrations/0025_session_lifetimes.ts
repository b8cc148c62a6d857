import type { Kysely } from 'kysely';

/**
 * Session idle timeout and absolute lifetime (issue 15, docs/adr/0008-session-lifetimes.md).
 * `signed_in_at`: the sign-in that started the chain of refreshed sessions, so refreshing never
 * stretches the absolute lifetime. `last_seen_at`: the last recorded request, for the idle timeout.
 * Both are null on sessions from before this migration, which then count from their created_at.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('signed_in_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('sessions').dropColumn('signed_in_at').execute();
}
