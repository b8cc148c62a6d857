/**
 * Green page demo data (issue 14 item 2): paid@playmax.test has watched and listened to a few titles
 * to the end over the last months, so the green page shows real hours streamed and a chart that
 * grows: each title's progress at its end, and its length as play time (migration 0026). Finished titles only (progress = their length), so no "continue" row changes. Safe on every
 * start: written only while the member has no progress at all, so a member's own is never touched.
 * The least popular titles: the player journeys open paid@'s popular ones and expect no stored position.
 */
import type { Db } from '../../db/kysely';
import { findMemberByEmail } from '../../modules/member';
import { addDays, iso } from '../time';

const BRAND = 'playmax';
const EMAIL = 'paid@playmax.test';
/** Titles finished, one every ~5 weeks back from now: each as long as its demo file plays (minutes). */
const FINISHED = [
  { mediaType: 'movie', daysAgo: 3 },
  { mediaType: 'audiobook', daysAgo: 20 },
  { mediaType: 'movie', daysAgo: 45 },
  { mediaType: 'movie', daysAgo: 80 },
  { mediaType: 'audiobook', daysAgo: 115 },
  { mediaType: 'movie', daysAgo: 150 },
  { mediaType: 'movie', daysAgo: 190 },
  { mediaType: 'audiobook', daysAgo: 230 },
] as const;

export async function seedGreenHistory(
  db: Db,
  now: Date,
  log: (msg: string) => void = () => {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await findMemberByEmail(trx, BRAND, EMAIL);
    if (!member) return;
    const memberId = Number(member.id);
    const any = await trx
      .selectFrom('media_progress')
      .select('media_id')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (any) return;
    const titles = await trx
      .selectFrom('media_items')
      .select(['id', 'media_type', 'duration'])
      .where('media_type', 'in', ['movie', 'audiobook'])
      .where('duration', '>', 0)
      .where('is_free', '=', 0)
      .orderBy('popularity', 'asc')
      .orderBy('id')
      .limit(40)
      .execute();
    const rows = FINISHED.flatMap((f, n) => {
      const title = titles.filter((t) => t.media_type === f.mediaType)[n];
      if (!title) return [];
      return [
        {
          member_id: memberId,
          media_id: Number(title.id),
          media_type: f.mediaType,
          progress: Number(title.duration),
          sequence: 1,
          updated_at: iso(addDays(now, -f.daysAgo)),
          position: null,
        },
      ];
    });
    if (rows.length === 0) return;
    await trx.insertInto('media_progress').values(rows).execute();
    // Each title played through once: its length is play time of the month it was played in.
    const months = new Map<string, number>();
    for (const r of rows)
      months.set(r.updated_at.slice(0, 7), (months.get(r.updated_at.slice(0, 7)) ?? 0) + r.progress);
    await trx
      .insertInto('member_play_time')
      .values([...months].map(([month, seconds]) => ({ member_id: memberId, month, seconds })))
      .execute();
    log(`green: ${rows.length} finished titles for ${EMAIL}`);
  });
}
