import type { Kysely } from 'kysely';

/**
 * Players (issue #4): media_progress keeps the exact position a player resumes at (opaque JSON text
 * written by the player, at most 2,000 characters: episode, chapter, EPUB CFI, track and queue),
 * next to the progress number the catalogue already stores. Nullable: older rows have none.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_progress').addColumn('position', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_progress').dropColumn('position').execute();
}
