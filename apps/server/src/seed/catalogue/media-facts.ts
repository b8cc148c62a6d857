/**
 * The demo catalogue's facts from the demo media it plays (issue 29 item 6): album tracks were listed
 * at 2:52 and played 0:42, an audiobook listed at 15:12:00 played 2:01, an ebook of 9 short chapters
 * was listed at 440 pages. The media stay short (CI generates them), so the catalogue gives way: once
 * the manifest is known, every title that plays a generated file lists that file's length, through
 * the same mapping as media delivery (modules/playback/assets.ts: asset = list[id % list.length];
 * episodes by their place in the series' play order). Live streams (a loop served as a live
 * window), games and software keep their facts.
 *
 * One UPDATE per kind whatever the catalogue's size: the durations are CASE arms over `id % n`
 * (literals: they are numbers from our own manifest, checked finite). Safe to run on every start.
 */
import { sql, type RawBuilder } from 'kysely';
import { isSqlite, type DbOrTrx } from '../../db/kysely';
import type { MediaManifest } from '../../lib/media-manifest';

const seconds = (n: number): number => {
  if (!Number.isFinite(n) || n < 0) throw new Error(`media manifest: not a duration: ${n}`);
  return n;
};

/** `CASE (<expr> % n) WHEN 0 THEN v0 … END`, the value of list[expr % n]. */
function byModulo(expr: RawBuilder<unknown>, values: readonly number[]): RawBuilder<number> {
  const arms = values.map((v, i) => sql`WHEN ${sql.lit(i)} THEN ${sql.lit(v)}`);
  return sql<number>`CASE (${expr} % ${sql.lit(values.length)}) ${sql.join(arms, sql` `)} END`;
}

/** Whole seconds, as the players and formatDuration show them. */
const whole = (expr: RawBuilder<unknown>) => sql<number>`CAST(ROUND(${expr}) AS INTEGER)`;

export interface MediaFactsResult {
  tracks: number;
  albums: number;
  films: number;
  episodes: number;
  series: number;
  audiobooks: number;
  ebooks: number;
}

export async function alignCatalogueWithMedia(db: DbOrTrx, m: MediaManifest): Promise<MediaFactsResult> {
  return {
    ...(await alignMusic(db, m)),
    ...(await alignFilmsAndSeries(db, m)),
    audiobooks: await alignAudiobooks(db, m),
    ebooks: await alignEbooks(db, m),
  };
}

async function alignMusic(db: DbOrTrx, m: MediaManifest) {
  if (m.music.length === 0) return { tracks: 0, albums: 0 };
  const exact = m.music.map((a) => seconds(a.duration));
  const tracks = await db
    .updateTable('tracks')
    .set({ duration: whole(byModulo(sql.ref('id'), exact)) })
    .executeTakeFirst();
  // The album is the sum of what its tracks play, rounded once (not a sum of rounded tracks).
  const albums = await db
    .updateTable('media_items')
    .set((eb) => ({
      duration: eb
        .selectFrom('tracks as t')
        .select(whole(sql`SUM(${byModulo(sql.ref('t.id'), exact)})`).as('d'))
        .whereRef('t.media_id', '=', 'media_items.id'),
    }))
    .where('media_type', '=', 'music')
    .where((eb) =>
      eb.exists(eb.selectFrom('tracks as t').select('t.id').whereRef('t.media_id', '=', 'media_items.id')),
    )
    .executeTakeFirst();
  return { tracks: Number(tracks.numUpdatedRows), albums: Number(albums.numUpdatedRows) };
}

async function alignFilmsAndSeries(db: DbOrTrx, m: MediaManifest) {
  const out = { films: 0, episodes: 0, series: 0 };
  if (m.movies.length > 0) {
    const films = await db
      .updateTable('media_items')
      .set({
        duration: whole(
          byModulo(
            sql.ref('id'),
            m.movies.map((v) => seconds(v.duration)),
          ),
        ),
      })
      .where('media_type', '=', 'movie')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('episodes as e').select('e.id').whereRef('e.media_id', '=', 'media_items.id'),
          ),
        ),
      )
      .executeTakeFirst();
    out.films = Number(films.numUpdatedRows);
  }
  if (m.episodes.length > 0) {
    const exact = m.episodes.map((v) => seconds(v.duration));
    // An episode's place in play order (season, then episode number): how many come before it.
    const place = sql`(SELECT COUNT(*) FROM episodes p WHERE p.media_id = episodes.media_id AND (p.season_number < episodes.season_number OR (p.season_number = episodes.season_number AND p.episode_number < episodes.episode_number)))`;
    const episodes = await db
      .updateTable('episodes')
      .set({ duration: whole(byModulo(place, exact)) })
      .executeTakeFirst();
    out.episodes = Number(episodes.numUpdatedRows);
    // A series lists the length of an episode (the generator's convention): its first, which plays
    // the first episode file.
    const series = await db
      .updateTable('media_items')
      .set({ duration: Math.round(exact[0]!) })
      .where('media_type', '=', 'movie')
      .where((eb) =>
        eb.exists(
          eb.selectFrom('episodes as e').select('e.id').whereRef('e.media_id', '=', 'media_items.id'),
        ),
      )
      .executeTakeFirst();
    out.series = Number(series.numUpdatedRows);
  }
  return out;
}

async function alignAudiobooks(db: DbOrTrx, m: MediaManifest): Promise<number> {
  if (m.audiobooks.length === 0) return 0;
  const totals = m.audiobooks.map((b) => b.chapters.reduce((s, c) => s + seconds(c.duration), 0));
  const r = await db
    .updateTable('media_items')
    .set({ duration: whole(byModulo(sql.ref('id'), totals)) })
    .where('media_type', '=', 'audiobook')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

async function alignEbooks(db: DbOrTrx, m: MediaManifest): Promise<number> {
  if (m.ebooks.length === 0) return 0;
  const pages = byModulo(
    sql.ref('id'),
    m.ebooks.map((e) => Math.trunc(seconds(e.pageCount))),
  );
  // details is JSON text on both engines.
  const details = isSqlite(db)
    ? sql<string>`json_set(details, '$.numPages', ${pages})`
    : sql<string>`jsonb_set(details::jsonb, '{numPages}', to_jsonb(${pages}))::text`;
  const r = await db
    .updateTable('media_items')
    .set({ details })
    .where('media_type', '=', 'ebook')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
