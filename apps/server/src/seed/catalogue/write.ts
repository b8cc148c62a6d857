/** Writes the generated catalogue: batched inserts, one transaction per batch, then slots and counts. */
import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import { GENRES, HOME_SLOT_TAG, MEDIA_TYPES, PRESET_ROW_IDS, type MediaType } from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { forgetVocabulary, rebuildSearchPostings, searchRankKey } from '../../modules/search/search-index';
import { allGenreRows, generateItem, genreId, type GeneratedItem } from './generate';

/** Titles of the demo catalogue loaded on first start (npm run seed:catalogue grows it). */
export const DEMO_CATALOGUE_TITLES = 2_100;

/**
 * Bump when what this file writes for the same generated titles changes (rows, slots, counts): the
 * catalogue bench's kept databases (apps/server/bench/catalogue-cache.ts) are then seeded again.
 */
export const CATALOGUE_DATA_VERSION = 1;

export interface SeedCatalogueOptions {
  /** Total number of titles wanted; titles 1 … N that are missing are generated. */
  titles: number;
  batchSize?: number;
  log?: (msg: string) => void;
  /** Called after each batch with (titles written so far, titles to write). */
  onProgress?: (done: number, total: number) => void;
}

export interface SeedCatalogueResult {
  inserted: number;
  total: number;
}

/** Rows per INSERT so no statement passes SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
async function insertChunked<T extends keyof Database & string>(
  db: DbOrTrx,
  table: T,
  rows: readonly object[],
  conflictKey?: string,
): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!).length;
  const per = Math.max(1, Math.floor(30_000 / cols));
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generic bulk insert over known tables
    let q = (db as any).insertInto(table).values(chunk);
    if (conflictKey)
      q = q.onConflict((oc: { column: (c: string) => { doNothing: () => unknown } }) =>
        oc.column(conflictKey).doNothing(),
      );
    await q.execute();
  }
}

export async function seedCatalogue(db: Db, opts: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  const log = opts.log ?? (() => {});
  const batchSize = opts.batchSize ?? 2_000;
  await insertChunked(db, 'genres', allGenreRows(), 'id');

  const max = await db
    .selectFrom('media_items')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const start = Number(max?.max ?? 0) + 1;
  const total = Math.max(0, opts.titles - start + 1);
  if (total === 0) return { inserted: 0, total: start - 1 };
  log(`catalogue: generating titles ${start} … ${opts.titles}`);

  let done = 0;
  for (let from = start; from <= opts.titles; from += batchSize) {
    const to = Math.min(opts.titles, from + batchSize - 1);
    const items: GeneratedItem[] = [];
    for (let id = from; id <= to; id++) items.push(generateItem(id));
    await db.transaction().execute(async (trx) => writeBatch(trx, items));
    done += items.length;
    opts.onProgress?.(done, total);
  }

  await db.transaction().execute(async (trx) => {
    await recountVocabulary(trx);
    await refreshGenreCounts(trx);
    await rebuildSlots(trx);
  });
  await refreshSearchIndex(db, log);
  return { inserted: total, total: opts.titles };
}

/**
 * PostgreSQL after a bulk load: rebuild the search postings from the new documents (SQLite's FTS5
 * is kept by triggers), and give the planner statistics now instead of waiting for autovacuum
 * (without them it would walk a million titles in rank order). This process's cached vocabulary
 * is dropped either way.
 */
async function refreshSearchIndex(db: Db, log: (msg: string) => void): Promise<void> {
  forgetVocabulary(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const started = Date.now();
  log('catalogue: rebuilding the search postings (about a minute per million titles)');
  await rebuildSearchPostings(db);
  log(`catalogue: search postings rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sql`ANALYZE media_items`.execute(db);
  await sql`ANALYZE media_search`.execute(db);
  await sql`ANALYZE search_postings`.execute(db);
  // Search reads the credits of its pool by media id (the person tier): without statistics the
  // planner scans all of them (70 ms at 100,000 titles) instead of the primary key.
  await sql`ANALYZE credits`.execute(db);
}

async function writeBatch(trx: DbOrTrx, items: GeneratedItem[]): Promise<void> {
  const people = new Map<number, GeneratedItem['people'][number]>();
  for (const item of items) for (const p of item.people) people.set(p.id, p);
  await insertChunked(trx, 'people', [...people.values()], 'id');
  await insertChunked(
    trx,
    'media_items',
    items.map((i) => i.row),
  );
  await insertChunked(
    trx,
    'media_genres',
    items.flatMap((i) =>
      i.genreIds.map((genre_id) => ({
        media_id: i.row.id,
        genre_id,
        media_type: i.row.media_type,
        popularity: i.row.popularity,
        release_date: i.row.release_date,
      })),
    ),
  );
  await insertChunked(
    trx,
    'credits',
    items.flatMap((i) => i.credits),
  );
  await insertChunked(
    trx,
    'tracks',
    items.flatMap((i) => i.tracks),
  );
  await insertChunked(
    trx,
    'episodes',
    items.flatMap((i) => i.episodes),
  );
  await insertChunked(
    trx,
    'media_search',
    items.map((i) => ({
      media_id: i.row.id,
      rank_key: searchRankKey(i.row.popularity, i.row.id),
      media_type: i.row.media_type,
      popularity: i.row.popularity,
      document: i.document,
    })),
  );
}

/**
 * search_terms (each indexed word and how many titles hold it) counted from the search index itself,
 * not from the titles this run wrote: a seed cut short and run again resumes after the last title
 * written (one transaction per batch), and every title is still counted once. Documents hold each
 * word once. SQLite reads FTS5's own vocabulary (the same words: documents are normalised before
 * FTS5 tokenises them); PostgreSQL splits the documents.
 */
async function recountVocabulary(trx: DbOrTrx): Promise<void> {
  await trx.deleteFrom('search_terms').execute();
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`INSERT INTO search_terms (term, doc_count)
      SELECT w.term, count(*) FROM media_search, unnest(string_to_array(document, ' ')) AS w(term)
      GROUP BY w.term`.execute(trx);
    return;
  }
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.media_fts_vocab USING fts5vocab(main, media_fts, 'col')`.execute(
    trx,
  );
  await sql`INSERT INTO search_terms (term, doc_count)
    SELECT term, doc FROM temp.media_fts_vocab WHERE col = 'document'`.execute(trx);
}

async function refreshGenreCounts(trx: DbOrTrx): Promise<void> {
  await sql`UPDATE genres SET title_count = (SELECT count(*) FROM media_genres mg WHERE mg.genre_id = genres.id)`.execute(
    trx,
  );
}

interface SlotPlan {
  id: number;
  slug: string;
  title: string;
  mediaType: MediaType;
  properties: Record<string, unknown>;
  tags: string[];
  mediaIds: number[];
}

const TYPE_TITLES: Record<MediaType, string> = {
  movie: 'Movies',
  music: 'Music',
  audiobook: 'Audiobooks',
  ebook: 'eBooks',
  game: 'Games',
  software: 'Software',
  stream: 'Live',
};

/**
 * English titles of the curated rows. The row's slug names it in data_translations, which holds
 * the other languages (seed/translations/slots.ts); genre rows carry their genre's title.
 */
export const SLOT_TITLES = {
  newReleases: (type: MediaType) => `New releases in ${TYPE_TITLES[type]}`,
  popular: (type: MediaType) => `Popular ${TYPE_TITLES[type]}`,
  free: (type: MediaType) => `Free ${TYPE_TITLES[type]}`,
  staffPicks: 'Staff picks',
  musicByGenre: 'Music by genre',
  holidaySeason: 'Holiday season',
  liveSports: 'Live sports',
  gameDay: 'Game day',
} as const;

const sportsSlug = (type: MediaType) => (type === 'stream' ? 'stream_live_sports' : `${type}_sports`);

/**
 * Every row rebuildSlots can make, with its English title: all genres, since which four are a
 * type's largest depends on the catalogue's size.
 */
export function possibleSlots(): { slug: string; title: string; genre: string | null }[] {
  return MEDIA_TYPES.flatMap((type) => [
    { slug: `${type}_new_releases`, title: SLOT_TITLES.newReleases(type), genre: null },
    { slug: `${type}_popular`, title: SLOT_TITLES.popular(type), genre: null },
    { slug: `${type}_free`, title: SLOT_TITLES.free(type), genre: null },
    { slug: `${type}_staff_picks`, title: SLOT_TITLES.staffPicks, genre: null },
    ...(type === 'music' ? [{ slug: 'music_by_genres', title: SLOT_TITLES.musicByGenre, genre: null }] : []),
    ...GENRES[type].map((g) => ({ slug: `${type}_genre_${g.key}`, title: g.title, genre: g.title })),
    ...(type === 'movie' || type === 'music'
      ? [{ slug: `${type}_holiday_season`, title: SLOT_TITLES.holidaySeason, genre: null }]
      : []),
    ...(type === 'stream' || type === 'movie' || type === 'game'
      ? [
          {
            slug: sportsSlug(type),
            title: type === 'stream' ? SLOT_TITLES.liveSports : SLOT_TITLES.gameDay,
            genre: null,
          },
        ]
      : []),
  ]);
}

/** SPEC.md 3: the free slots are preset with these ids. */
export const PRESET_SLOT_IDS: Partial<Record<string, number>> = PRESET_ROW_IDS;

/** Slugs that also appear on the home page (tag HOME_SLOT_TAG). */
const HOME_SLOTS = new Set([
  'movie_popular',
  'music_popular',
  'ebook_new_releases',
  'audiobook_popular',
  'game_popular',
  'movie_free',
  'stream_live_sports',
]);

const ROW = 24;

/** Curated rows per media type: new releases, popular, free, staff picks, top genres, seasonal, sports. */
export async function rebuildSlots(trx: DbOrTrx): Promise<void> {
  const plans: SlotPlan[] = [];
  let nextId = 1000;
  const add = (p: Omit<SlotPlan, 'id' | 'tags'> & { tags?: string[] }) => {
    if (p.mediaIds.length === 0) return;
    const id = PRESET_SLOT_IDS[p.slug] ?? nextId++;
    const tags = [p.slug, `${p.mediaType}_overview`, ...(p.tags ?? [])];
    if (HOME_SLOTS.has(p.slug)) tags.push(HOME_SLOT_TAG);
    plans.push({ ...p, id, tags });
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));

  for (const type of MEDIA_TYPES) {
    const base = () => trx.selectFrom('media_items').select('id').where('media_type', '=', type);
    add({
      slug: `${type}_new_releases`,
      title: SLOT_TITLES.newReleases(type),
      mediaType: type,
      properties: { kind: 'new_releases' },
      mediaIds: ids(await base().orderBy('release_date', 'desc').orderBy('id', 'desc').limit(ROW).execute()),
    });
    add({
      slug: `${type}_popular`,
      title: SLOT_TITLES.popular(type),
      mediaType: type,
      properties: { kind: 'popular' },
      mediaIds: ids(await base().orderBy('popularity', 'desc').orderBy('id', 'desc').limit(ROW).execute()),
    });
    add({
      slug: `${type}_free`,
      title: SLOT_TITLES.free(type),
      mediaType: type,
      properties: { kind: 'free' },
      tags: ['free'],
      mediaIds: ids(
        await base()
          .where('is_free', '=', 1)
          .orderBy('popularity', 'desc')
          .orderBy('id', 'desc')
          .limit(ROW)
          .execute(),
      ),
    });
    const pool = ids(
      await base()
        .where('popularity', '>=', 30)
        .orderBy('popularity', 'desc')
        .orderBy('id', 'desc')
        .limit(ROW * 13)
        .execute(),
    );
    add({
      slug: `${type}_staff_picks`,
      title: SLOT_TITLES.staffPicks,
      mediaType: type,
      properties: { kind: 'staff_picks' },
      mediaIds: pool.filter((_, i) => i % 13 === 5).slice(0, ROW),
    });

    if (type === 'music') {
      const tops: number[] = [];
      for (const g of GENRES.music) {
        const top = await trx
          .selectFrom('media_genres')
          .select('media_id as id')
          .where('genre_id', '=', genreId('music', g.key))
          .orderBy('popularity', 'desc')
          .orderBy('media_id', 'desc')
          .limit(1)
          .execute();
        tops.push(...ids(top));
      }
      add({
        slug: 'music_by_genres',
        title: SLOT_TITLES.musicByGenre,
        mediaType: 'music',
        properties: { kind: 'genres', genres: GENRES.music.map((g) => g.key) },
        mediaIds: [...new Set(tops)],
      });
    }

    const topGenres = await trx
      .selectFrom('genres')
      .select(['id', 'key', 'title'])
      .where('media_type', '=', type)
      .where('title_count', '>', 0)
      .orderBy('title_count', 'desc')
      .orderBy('id')
      .limit(4)
      .execute();
    for (const g of topGenres) {
      add({
        slug: `${type}_genre_${g.key}`,
        title: g.title,
        mediaType: type,
        properties: { kind: 'genre', genre: g.key },
        mediaIds: ids(
          await trx
            .selectFrom('media_genres')
            .select('media_id as id')
            .where('genre_id', '=', Number(g.id))
            .orderBy('popularity', 'desc')
            .orderBy('media_id', 'desc')
            .limit(ROW)
            .execute(),
        ),
      });
    }

    if (type === 'movie' || type === 'music') {
      add({
        slug: `${type}_holiday_season`,
        title: SLOT_TITLES.holidaySeason,
        mediaType: type,
        properties: { kind: 'seasonal', theme: 'holiday' },
        tags: ['seasonal'],
        mediaIds: ids(
          await trx
            .selectFrom('media_genres')
            .select('media_id as id')
            .where('genre_id', '=', genreId(type, 'holiday'))
            .orderBy('popularity', 'desc')
            .orderBy('media_id', 'desc')
            .limit(ROW)
            .execute(),
        ),
      });
    }
    if (type === 'stream' || type === 'movie' || type === 'game') {
      const sportsGenres =
        type === 'stream'
          ? ['sports', 'football', 'basketball', 'tennis', 'motorsport'].map((k) => genreId('stream', k))
          : [genreId(type, 'sports')];
      add({
        slug: sportsSlug(type),
        title: type === 'stream' ? SLOT_TITLES.liveSports : SLOT_TITLES.gameDay,
        mediaType: type,
        properties: { kind: 'sports', theme: 'sports' },
        tags: ['sports'],
        mediaIds: [
          ...new Set(
            ids(
              await trx
                .selectFrom('media_genres')
                .select('media_id as id')
                .where('genre_id', 'in', sportsGenres)
                .orderBy('popularity', 'desc')
                .orderBy('media_id', 'desc')
                .limit(ROW * 2)
                .execute(),
            ),
          ),
        ].slice(0, ROW),
      });
    }
  }

  // Only the shared rows (brand_id null): a brand's own rows, layout and pins (migration 0038, by
  // slug) are the brand's and survive every rebuild (docs/catalogue.md "Rows").
  const shared = (eb: ExpressionBuilder<Database, 'slot_items' | 'slot_tags'>) =>
    eb('slot_id', 'in', eb.selectFrom('slots').select('id').where('brand_id', 'is', null));
  await trx.deleteFrom('slot_items').where(shared).execute();
  await trx.deleteFrom('slot_tags').where(shared).execute();
  await trx.deleteFrom('slots').where('brand_id', 'is', null).execute();
  await insertChunked(
    trx,
    'slots',
    plans.map((p, position) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      media_type: p.mediaType,
      properties: JSON.stringify(p.properties),
      position,
    })),
  );
  await insertChunked(
    trx,
    'slot_tags',
    plans.flatMap((p) => [...new Set(p.tags)].map((tag) => ({ slot_id: p.id, tag }))),
  );
  await insertChunked(
    trx,
    'slot_items',
    plans.flatMap((p) => p.mediaIds.map((media_id, position) => ({ slot_id: p.id, position, media_id }))),
  );
}
