/**
 * Crediting real playback time (issue 14 item 2): called by the playback module inside the
 * transaction that stores a progress save, with the title's cursor as it was before the save.
 * The rule (how much a save is worth) is packages/domain/src/green/play-time.ts; the race between
 * two saves of the same title is settled by the conditional update of its credit mark.
 */
import { creditedPlaySeconds, STREAMED_MEDIA_TYPES } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { addPlaySeconds, moveCreditMark, type PlayCursor } from './play-time-repo';

export function isStreamedMediaType(mediaType: string): boolean {
  return (STREAMED_MEDIA_TYPES as readonly string[]).includes(mediaType);
}

export async function creditPlayTime(
  trx: DbOrTrx,
  save: { memberId: number; mediaId: number; progress: number; before: PlayCursor | undefined; now: Date },
): Promise<number> {
  const { memberId, mediaId, before, now } = save;
  const previous = before ? { progress: before.progress, atMs: Date.parse(before.since) } : null;
  const seconds = creditedPlaySeconds(previous, { progress: save.progress, atMs: now.getTime() });
  const at = now.toISOString();
  // Every save moves the mark, credited or not: the next save is measured from this one.
  if (!(await moveCreditMark(trx, memberId, mediaId, before?.creditedAt ?? null, at))) return 0;
  if (seconds > 0) await addPlaySeconds(trx, memberId, at.slice(0, 7), seconds);
  return seconds;
}
