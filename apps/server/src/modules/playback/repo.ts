/** Progress with the exact resume position (media_progress.position, migration 0004). Kysely only. */
import type { DbOrTrx } from '../../db/kysely';
import { toMedia, type MediaModel } from '../catalogue';
import { progressRows, progressValues, toProgress, type ProgressModel } from '../library';

/** The catalogue's progress row plus where exactly to resume (opaque JSON text from the player). */
export interface PositionedProgress extends ProgressModel {
  position: string | null;
}

type Row = Parameters<typeof toProgress>[0] & { position: string | null };

const toPositioned = (r: Row): PositionedProgress => ({ ...toProgress(r), position: r.position });

export async function progressWithPosition(
  db: DbOrTrx,
  memberId: number,
  mediaIds: readonly number[],
): Promise<PositionedProgress[]> {
  return (await progressRows(db, memberId, mediaIds)).map(toPositioned);
}

/**
 * Stores progress and position unless a write with a higher sequence is already stored — in one
 * statement (an upsert whose update is conditional), so a late or racing write can never move the
 * stored position backwards, on SQLite and PostgreSQL alike. Equal sequences: the last write wins
 * (a player that repeats a sequence is correcting itself).
 */
export async function savePosition(
  db: DbOrTrx,
  memberId: number,
  p: { mediaId: number; mediaType: string; progress: number; sequence: number; position: string | null },
  at: string,
): Promise<void> {
  await db
    .insertInto('media_progress')
    .values({ ...progressValues(memberId, p, at), position: p.position })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'media_id'])
        .doUpdateSet({ progress: p.progress, sequence: p.sequence, position: p.position, updated_at: at })
        .where('media_progress.sequence', '<=', p.sequence),
    )
    .execute();
}

export interface ContinueRow {
  media: MediaModel;
  progress: PositionedProgress;
}

/** The member's progress rows with their titles (one query), most recently played first, streams left out. */
export async function recentProgress(db: DbOrTrx, memberId: number, limit: number): Promise<ContinueRow[]> {
  const rows = await db
    .selectFrom('media_progress as p')
    .innerJoin('media_items as m', 'm.id', 'p.media_id')
    .selectAll('m')
    .select(['p.media_id', 'p.media_type', 'p.progress', 'p.sequence', 'p.updated_at', 'p.position'])
    .where('p.member_id', '=', memberId)
    .where('p.media_type', '<>', 'stream')
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.media_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ media: toMedia(r), progress: toPositioned(r) }));
}
