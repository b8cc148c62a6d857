import { type AnyDb, createIndex } from './helpers';

/**
 * The continue row (playback repo `recentProgress`, issue 16 target 6) reads a member's progress
 * rows newest first and stops at the first 200. With only the primary key (member_id, media_id)
 * the database read every row the member ever saved and sorted them on each home page: a member
 * who played thousands of titles of a million-title catalogue paid for all of them. This index
 * hands them over in the row's order, so the read stops at the limit.
 */

export async function up(db: AnyDb): Promise<void> {
  await createIndex(db, 'media_progress_recent', 'media_progress', [
    'member_id',
    'updated_at desc',
    'media_id desc',
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('media_progress_recent').execute();
}
