import { sql } from 'kysely';
import { type AnyDb } from './helpers';
import { notNull, ownedBy } from './tables';

/**
 * Real playback time for the green page's "hours streamed" (issue 14 item 2; SPEC.md 9 "Trees").
 * `member_play_time` holds the seconds a member really played, per UTC month (YYYY-MM), added to by
 * each progress save of a streamed title (packages/domain/src/green/play-time.ts).
 * `media_progress.credited_at` is when the title's last save was weighed for play time: the next save is
 * credited from then, and the conditional update that moves it settles two concurrent saves in SQL.
 *
 * Members' history before this migration was only the furthest position of each title: it is carried
 * over as their play time of the month each title was last played, so nobody's trees go down.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('member_play_time')
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('month', 'text', notNull)
    .addColumn('seconds', 'double precision', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('member_play_time_pk', ['member_id', 'month'])
    .execute();
  await db.schema.alterTable('media_progress').addColumn('credited_at', 'text').execute();
  await sql`
    INSERT INTO member_play_time (member_id, month, seconds)
    SELECT p.member_id, substr(p.updated_at, 1, 7),
           sum(CASE WHEN m.duration IS NOT NULL AND p.progress > m.duration THEN m.duration ELSE p.progress END)
    FROM media_progress p
    JOIN media_items m ON m.id = p.media_id
    WHERE p.media_type IN ('movie', 'music', 'audiobook', 'stream') AND p.progress > 0
    GROUP BY p.member_id, substr(p.updated_at, 1, 7)
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_progress').dropColumn('credited_at').execute();
  await db.schema.dropTable('member_play_time').execute();
}
