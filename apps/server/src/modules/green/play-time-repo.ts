/**
 * Real playback time (migration 0026), SQL only here: Kysely only, each function takes a db or a
 * transaction and runs one statement. The credit rule is packages/domain/src/green/play-time.ts.
 */
import type { DbOrTrx } from '../../db/kysely';

export interface PlayCursor {
  progress: number;
  /** When the title's play time was last credited, or else when its progress was last stored. */
  since: string;
  creditedAt: string | null;
}

/** Where the title's play time stands before a save: undefined for a title never played. */
export async function findPlayCursor(
  db: DbOrTrx,
  memberId: number,
  mediaId: number,
): Promise<PlayCursor | undefined> {
  const row = await db
    .selectFrom('media_progress')
    .select(['progress', 'updated_at', 'credited_at'])
    .where('member_id', '=', memberId)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return (
    row && {
      progress: Number(row.progress),
      since: row.credited_at ?? row.updated_at,
      creditedAt: row.credited_at,
    }
  );
}

/**
 * Moves the title's credit mark from `from` (as read) to `to`; false when another save moved it in
 * between, so of two concurrent saves only one is credited.
 */
export async function moveCreditMark(
  db: DbOrTrx,
  memberId: number,
  mediaId: number,
  from: string | null,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable('media_progress')
    .set({ credited_at: to })
    .where('member_id', '=', memberId)
    .where('media_id', '=', mediaId)
    .where((eb) => (from === null ? eb('credited_at', 'is', null) : eb('credited_at', '=', from)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds seconds to the member's play time of a month. */
export async function addPlaySeconds(
  db: DbOrTrx,
  memberId: number,
  month: string,
  seconds: number,
): Promise<void> {
  await db
    .insertInto('member_play_time')
    .values({ member_id: memberId, month, seconds })
    .onConflict((oc) =>
      oc.columns(['member_id', 'month']).doUpdateSet((eb) => ({
        seconds: eb('member_play_time.seconds', '+', eb.ref('excluded.seconds')),
      })),
    )
    .execute();
}

/** The member's play time, month by month, oldest first. */
export async function playSecondsByMonth(
  db: DbOrTrx,
  memberId: number,
): Promise<{ month: string; seconds: number }[]> {
  const rows = await db
    .selectFrom('member_play_time')
    .select(['month', 'seconds'])
    .where('member_id', '=', memberId)
    .orderBy('month')
    .execute();
  return rows.map((r) => ({ month: r.month, seconds: Number(r.seconds) }));
}
