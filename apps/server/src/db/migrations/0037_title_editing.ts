import type { AnyDb } from './helpers';

/**
 * A content editor's titles (issue 32 point 6, docs/titles.md):
 * - `media_items.merged_into`: the title a duplicate was merged into (its hidden_reason is then
 *   `merged`); null otherwise. Nothing is deleted by a merge, so it can be followed and audited.
 * - `media_items.edited_at`: when an editor last saved the title; null for a title as its files or
 *   the seed made it. A rescan keeps what an editor wrote (texts, genres, credits, date, free flag,
 *   countries) and updates only what the files alone know (parts, durations, technical details).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_items').addColumn('merged_into', 'integer').execute();
  await db.schema.alterTable('media_items').addColumn('edited_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_items').dropColumn('edited_at').execute();
  await db.schema.alterTable('media_items').dropColumn('merged_into').execute();
}
