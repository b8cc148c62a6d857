/**
 * The catalogue writer's SQL (Kysely only, db or trx): one title and its parts, people, genres and
 * search entries. writer.ts decides what to write; these run it.
 */
import { sql } from 'kysely';
import { isSqlite, type DbOrTrx } from '../../db/kysely';
import type { GenresTable } from '../../db/tables/catalogue';

/**
 * Serialises id allocation among concurrent writers on PostgreSQL (released at commit): max(id) + 1
 * read by two transactions at once would give both the same id. SQLite runs one write
 * transaction at a time already.
 */
export async function lockAllocation(trx: DbOrTrx, key: string): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`catalogue-writer:${key}`}))`.execute(trx);
}

/** The next free id in [first, last] of a table's integer primary key, or null when the range is full. */
export async function nextIdInRange(
  trx: DbOrTrx,
  table: 'media_items' | 'people' | 'genres',
  first: number,
  last: number,
): Promise<number | null> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('top'))
    .where('id', '>=', first)
    .where('id', '<=', last)
    .executeTakeFirst();
  const next = row?.top == null ? first : Number(row.top) + 1;
  return next <= last ? next : null;
}

export interface StoredTitle {
  id: number;
  media_type: string;
  title: string;
  brand_id: string | null;
  hidden_reason: string | null;
  cover_file: string | null;
  cache_index: number;
  title_norm: string;
  popularity: number;
  geo_blocked: string | null;
  merged_into: number | null;
  edited_at: string | null;
}

export async function storedTitles(trx: DbOrTrx, ids: readonly number[]): Promise<StoredTitle[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('media_items')
    .select([
      'id',
      'media_type',
      'title',
      'brand_id',
      'hidden_reason',
      'cover_file',
      'cache_index',
      'title_norm',
      'popularity',
      'geo_blocked',
      'merged_into',
      'edited_at',
    ])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    media_type: r.media_type,
    title: r.title,
    brand_id: r.brand_id ?? null,
    hidden_reason: r.hidden_reason ?? null,
    cover_file: r.cover_file ?? null,
    cache_index: Number(r.cache_index),
    title_norm: r.title_norm,
    popularity: Number(r.popularity),
    geo_blocked: r.geo_blocked ?? null,
    merged_into: r.merged_into == null ? null : Number(r.merged_into),
    edited_at: r.edited_at ?? null,
  }));
}

/** A title's titles in the other languages (data_translations), which search finds it by too. */
export async function translatedTitles(trx: DbOrTrx, mediaId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('data_translations')
    .select('text')
    .where('entity', '=', 'media')
    .where('entity_key', '=', String(mediaId))
    .where('field', '=', 'title')
    .execute();
  return rows.map((r) => r.text);
}

/** What an editor set on a title, as the writer's input names it (genres and credits by name). */
export async function editorFieldsOf(
  trx: DbOrTrx,
  mediaId: number,
): Promise<{
  row: { title: string; description: string; release_date: string | null; is_free: number };
  genres: string[];
  credits: { name: string; role: string }[];
}> {
  const row = await trx
    .selectFrom('media_items')
    .select(['title', 'description', 'release_date', 'is_free'])
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  const genres = await trx
    .selectFrom('media_genres as mg')
    .innerJoin('genres as g', 'g.id', 'mg.genre_id')
    .select(['g.key', 'g.id'])
    .where('mg.media_id', '=', mediaId)
    .orderBy('g.id')
    .execute();
  const credits = await trx
    .selectFrom('credits as c')
    .innerJoin('people as p', 'p.id', 'c.person_id')
    .select(['p.name', 'c.role'])
    .where('c.media_id', '=', mediaId)
    .orderBy('c.position')
    .execute();
  return {
    row: { ...row, is_free: Number(row.is_free) },
    genres: genres.map((g) => g.key),
    credits: credits.map((c) => ({ name: c.name, role: c.role })),
  };
}

export interface TitleRow {
  id: number;
  media_type: string;
  title: string;
  title_norm: string;
  slug: string;
  description: string;
  subtitle: string | null;
  release_date: string | null;
  release_year: number | null;
  popularity: number;
  is_free: number;
  vendor_id: string;
  duration: number | null;
  genre_id: number | null;
  details: string;
  geo_allowed: string | null;
  geo_blocked: string | null;
  cache_index: number;
  brand_id: string | null;
  hidden_reason: string | null;
  cover_file: string | null;
}

export async function insertTitle(trx: DbOrTrx, row: TitleRow): Promise<void> {
  await trx.insertInto('media_items').values(row).execute();
}

export async function updateTitle(trx: DbOrTrx, row: TitleRow): Promise<void> {
  const { id, ...rest } = row;
  await trx.updateTable('media_items').set(rest).where('id', '=', id).execute();
}

export async function setHiddenReason(trx: DbOrTrx, id: number, reason: string | null): Promise<void> {
  await trx.updateTable('media_items').set({ hidden_reason: reason }).where('id', '=', id).execute();
}

/** A title's own cover, and a new cache index so its cover URL changes (covers are cached a year). */
export async function setCoverFile(trx: DbOrTrx, id: number, file: string | null): Promise<void> {
  await trx
    .updateTable('media_items')
    .set({ cover_file: file, cache_index: sql`cache_index + 1` })
    .where('id', '=', id)
    .execute();
}

export async function genresOfType(trx: DbOrTrx, mediaType: string): Promise<GenresTable[]> {
  return trx.selectFrom('genres').selectAll().where('media_type', '=', mediaType).execute();
}

export async function insertGenre(trx: DbOrTrx, genre: GenresTable): Promise<void> {
  await trx.insertInto('genres').values(genre).execute();
}

export async function peopleBySlug(
  trx: DbOrTrx,
  slugs: readonly string[],
): Promise<{ id: number; slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  const rows = await trx
    .selectFrom('people')
    .select(['id', 'slug', 'name'])
    .where('slug', 'in', [...slugs])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name }));
}

export async function insertPerson(
  trx: DbOrTrx,
  p: { id: number; slug: string; name: string },
): Promise<void> {
  await trx.insertInto('people').values(p).execute();
}

/** Replaces a title's genres and credits (they hold nothing of members'). */
export async function replaceGenresAndCredits(
  trx: DbOrTrx,
  mediaId: number,
  genres: { genre_id: number; media_type: string; popularity: number; release_date: string | null }[],
  credits: { person_id: number; role: string; position: number }[],
): Promise<void> {
  await trx.deleteFrom('media_genres').where('media_id', '=', mediaId).execute();
  await trx.deleteFrom('credits').where('media_id', '=', mediaId).execute();
  if (genres.length > 0)
    await trx
      .insertInto('media_genres')
      .values(genres.map((g) => ({ ...g, media_id: mediaId })))
      .execute();
  if (credits.length > 0)
    await trx
      .insertInto('credits')
      .values(credits.map((c) => ({ ...c, media_id: mediaId })))
      .execute();
}

/**
 * Tracks and episodes by their fixed ids (album × 100 + n): updated in place, so members'
 * playlists keep theirs; only parts past the new count go (with the playlist rows naming them).
 */
export async function replaceTracks(
  trx: DbOrTrx,
  mediaId: number,
  tracks: {
    id: number;
    track_number: number;
    title: string;
    description: string | null;
    duration: number;
    artist_ids: string;
  }[],
): Promise<void> {
  const keep = tracks.map((t) => t.id);
  let gone = trx.deleteFrom('tracks').where('media_id', '=', mediaId);
  if (keep.length > 0) gone = gone.where('id', 'not in', keep);
  await gone.execute();
  for (const t of tracks)
    await trx
      .insertInto('tracks')
      .values({ ...t, media_id: mediaId })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          track_number: t.track_number,
          title: t.title,
          description: t.description,
          duration: t.duration,
          artist_ids: t.artist_ids,
        }),
      )
      .execute();
}

export async function replaceEpisodes(
  trx: DbOrTrx,
  mediaId: number,
  episodes: {
    id: number;
    season_number: number;
    episode_number: number;
    title: string;
    description: string | null;
    duration: number;
    release_date: string | null;
  }[],
): Promise<void> {
  const keep = episodes.map((e) => e.id);
  let gone = trx.deleteFrom('episodes').where('media_id', '=', mediaId);
  if (keep.length > 0) gone = gone.where('id', 'not in', keep);
  await gone.execute();
  for (const e of episodes)
    await trx
      .insertInto('episodes')
      .values({ ...e, media_id: mediaId })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          season_number: e.season_number,
          episode_number: e.episode_number,
          title: e.title,
          description: e.description,
          duration: e.duration,
          release_date: e.release_date,
        }),
      )
      .execute();
}

export async function searchDocumentOf(
  trx: DbOrTrx,
  mediaId: number,
): Promise<{ rank_key: number; media_type: string; document: string } | null> {
  const row = await trx
    .selectFrom('media_search')
    .select(['rank_key', 'media_type', 'document'])
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return row ? { rank_key: Number(row.rank_key), media_type: row.media_type, document: row.document } : null;
}

export async function deleteSearchDocument(trx: DbOrTrx, mediaId: number): Promise<void> {
  await trx.deleteFrom('media_search').where('media_id', '=', mediaId).execute();
}

export async function insertSearchDocument(
  trx: DbOrTrx,
  doc: { media_id: number; rank_key: number; media_type: string; popularity: number; document: string },
): Promise<void> {
  await trx.insertInto('media_search').values(doc).execute();
}

export async function setSearchDocumentText(trx: DbOrTrx, mediaId: number, document: string): Promise<void> {
  await trx.updateTable('media_search').set({ document }).where('media_id', '=', mediaId).execute();
}

/** Adds `delta` to each word's document count; counts that reach 0 are removed (the word is gone). */
export async function countTerms(trx: DbOrTrx, words: readonly string[], delta: 1 | -1): Promise<void> {
  if (words.length === 0) return;
  await trx
    .insertInto('search_terms')
    .values(words.map((term) => ({ term, doc_count: Math.max(0, delta) })))
    .onConflict((oc) => oc.column('term').doUpdateSet({ doc_count: sql`search_terms.doc_count + ${delta}` }))
    .execute();
  if (delta < 0)
    await trx
      .deleteFrom('search_terms')
      .where('term', 'in', [...words])
      .where('doc_count', '<=', 0)
      .execute();
}

export interface PostingRowKey {
  term: string;
  block: number;
}

/**
 * PostgreSQL: the posting rows of these (term, block) pairs, created empty where missing and
 * locked for this transaction, in one order (terms sorted) so two writers never deadlock.
 */
export async function lockPostingRows(
  trx: DbOrTrx,
  keys: readonly PostingRowKey[],
): Promise<{ term: string; block: number; entries: number; postings: Uint8Array }[]> {
  if (keys.length === 0) return [];
  const terms = keys.map((k) => k.term);
  const blocks = keys.map((k) => k.block);
  await sql`INSERT INTO search_postings (term, block, entries, postings)
    SELECT t, b, 0, ''::bytea FROM unnest(${terms}::text[], ${blocks}::smallint[]) AS k(t, b)
    ORDER BY t, b
    ON CONFLICT (term, block) DO NOTHING`.execute(trx);
  const rows = await sql<{ term: string; block: number; entries: number; postings: Uint8Array }>`
    SELECT p.term, p.block, p.entries, p.postings FROM search_postings p
      JOIN unnest(${terms}::text[], ${blocks}::smallint[]) AS k(t, b) ON p.term = k.t AND p.block = k.b
    ORDER BY p.term, p.block
    FOR UPDATE OF p`.execute(trx);
  return rows.rows.map((r) => ({ ...r, block: Number(r.block), entries: Number(r.entries) }));
}

/** PostgreSQL: writes changed posting rows back; a row left with no entries goes. */
export async function writePostingRows(
  trx: DbOrTrx,
  rows: readonly { term: string; block: number; entries: number; postings: Uint8Array }[],
): Promise<void> {
  const kept = rows.filter((r) => r.entries > 0);
  const empty = rows.filter((r) => r.entries === 0);
  if (kept.length > 0)
    await sql`UPDATE search_postings p SET entries = v.n, postings = v.bytes
      FROM unnest(${kept.map((r) => r.term)}::text[], ${kept.map((r) => r.block)}::smallint[],
        ${kept.map((r) => r.entries)}::int[], ${kept.map((r) => Buffer.from(r.postings))}::bytea[])
        AS v(term, block, n, bytes)
      WHERE p.term = v.term AND p.block = v.block`.execute(trx);
  if (empty.length > 0)
    await sql`DELETE FROM search_postings p
      USING unnest(${empty.map((r) => r.term)}::text[], ${empty.map((r) => r.block)}::smallint[]) AS v(term, block)
      WHERE p.term = v.term AND p.block = v.block`.execute(trx);
}

/** Bumps the cover's cache index (a new title or cover gets a new URL). */
export async function bumpCacheIndex(trx: DbOrTrx, id: number): Promise<void> {
  await trx
    .updateTable('media_items')
    .set({ cache_index: sql`cache_index + 1` })
    .where('id', '=', id)
    .execute();
}
