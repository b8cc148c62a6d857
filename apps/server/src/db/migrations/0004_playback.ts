import { type AnyDb } from './helpers';

/**
 * Players (issue #4): media_progress keeps the exact position a player resumes at (opaque JSON text
 * written by the player, at most 2,000 characters: episode, chapter, EPUB CFI, track and queue),
 * next to the progress number the catalogue already stores. Nullable: older rows have none.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_progress').addColumn('position', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_progress').dropColumn('position').execute();
}
