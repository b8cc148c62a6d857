/**
 * The search index's SQL (search-index.ts decides what to read; these run it). SQLite reads FTS5
 * (media_fts), PostgreSQL the popularity-ordered inverted index (search_postings, migration 0007).
 */
import { sql } from 'kysely';
import { PREPARED, type DbOrTrx } from '../../db/kysely';
import { listedTo } from '../catalogue';
import { ALL_TITLES_TERM } from './search-postings';

export async function listSearchTerms(db: DbOrTrx): Promise<{ term: string; doc_count: number }[]> {
  return db.selectFrom('search_terms').select(['term', 'doc_count']).execute();
}

/** Titles in the search index. */
export async function countSearchDocuments(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('media_search')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function titleNormsOf(
  db: DbOrTrx,
  ids: readonly number[],
): Promise<{ id: number; title_norm: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('media_items').select(['id', 'title_norm']).where('id', 'in', ids).execute();
}

/** SQLite: the rank keys (rowids, popularity order) of the titles an FTS5 query matches. */
export async function ftsRankKeys(db: DbOrTrx, match: string, limit: number): Promise<number[]> {
  const rows = await sql<{ rk: number }>`
    SELECT rowid AS rk FROM media_fts WHERE media_fts MATCH ${match}
    ORDER BY rowid LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => Number(r.rk));
}

/** PostgreSQL: the entry counts of the all-titles and media-type pseudo-terms, per block. */
export async function postingStatsRows(db: DbOrTrx): Promise<{ term: string; block: number; n: number }[]> {
  const rows = await sql<{ term: string; block: number; n: number }>`
    SELECT term, block, entries AS n FROM search_postings
    WHERE term = ${ALL_TITLES_TERM} OR (term >= 'type:' AND term < 'type;')`.execute(db);
  return rows.rows;
}

export interface PostingRow {
  term: string;
  block: number;
  entries: number;
  postings: Uint8Array;
}

/** PostgreSQL: the posting lists of these words in blocks [from, to), and of `everyBlock` in all blocks. */
export async function readPostings(
  db: DbOrTrx,
  terms: readonly string[],
  from: number,
  to: number,
  everyBlock: readonly string[],
): Promise<PostingRow[]> {
  const rows = await sql<PostingRow>`${sql.raw(PREPARED)}
        SELECT term, block, entries, postings FROM search_postings
        WHERE (term = ANY(${terms}::text[]) AND block >= ${from} AND block < ${to})
          OR term = ANY(${everyBlock}::text[])`.execute(db);
  return rows.rows;
}

/** The rebuild sorts every (word, title) pair: give this transaction's sort room. */
export async function raiseWorkMem(trx: DbOrTrx): Promise<void> {
  await sql`SET LOCAL work_mem = '256MB'`.execute(trx);
}

export async function clearSearchPostings(trx: DbOrTrx): Promise<void> {
  await sql`DELETE FROM search_postings`.execute(trx);
}

/** The same SQL as migration 0007's backfill. */
export async function fillSearchPostings(trx: DbOrTrx): Promise<void> {
  await sql`INSERT INTO search_postings (term, block, entries, postings)
      SELECT d.term, d.block, count(*), string_agg(search_varint(d.gap), ''::bytea ORDER BY d.entry)
      FROM (
        SELECT e.term, e.block, e.entry,
          e.entry - coalesce(lag(e.entry) OVER (PARTITION BY e.term, e.block ORDER BY e.entry), 0) AS gap
        FROM (
          SELECT DISTINCT
            (CASE WHEN m.rank_key < 10000000 THEN 0 WHEN m.rank_key < 20000000 THEN 1
              WHEN m.rank_key < 40000000 THEN 2 WHEN m.rank_key < 80000000 THEN 3
              WHEN m.rank_key < 160000000 THEN 4 WHEN m.rank_key < 320000000 THEN 5
              WHEN m.rank_key < 640000000 THEN 6 ELSE 7 END)::smallint AS block,
            m.rank_key::bigint * 2 + (w.word = ANY(string_to_array(i.title_norm, ' ')))::int AS entry,
            -- A brand's own titles under its own terms; hidden titles not at all (search-document.ts).
            CASE WHEN i.brand_id IS NULL THEN w.word ELSE '@' || i.brand_id || ':' || w.word END AS term
          FROM media_search m
            JOIN media_items i ON i.id = m.media_id,
            LATERAL unnest(string_to_array(m.document, ' ') || ARRAY['', 'type:' || m.media_type]) AS w(word)
          WHERE i.hidden_reason IS NULL
        ) e
      ) d
      GROUP BY d.term, d.block`.execute(trx);
}

/** Titles equal to the whole query, most popular first (they come first, whatever their popularity). */
export async function mediaIdsByTitle(
  db: DbOrTrx,
  titleNorm: string,
  mediaType: string | null,
  brandId: string,
): Promise<number[]> {
  // Every search runs it: prepared (two texts, with and without a type).
  let q = db
    .selectFrom('media_items')
    .modifyFront(sql.raw(PREPARED))
    .select('id')
    .where('title_norm', '=', titleNorm)
    .where(listedTo('', brandId));
  if (mediaType) q = q.where('media_type', '=', mediaType);
  const rows = await q.orderBy('popularity', 'desc').limit(20).execute();
  return rows.map((r) => Number(r.id));
}

/** The baseline the bench compares against: a plain substring scan. */
export async function likeSearch(db: DbOrTrx, text: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('media_items')
    .select('id')
    .where('title', 'like', `%${text}%`)
    .orderBy('popularity', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Every person's id and name (search caches their name words per process). */
export async function listPeopleNames(db: DbOrTrx): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('people').select(['id', 'name']).execute();
}

/** The credits of these people among these titles (search's person tier). */
export async function creditsAmong(
  db: DbOrTrx,
  mediaIds: readonly number[],
  personIds: readonly number[],
): Promise<{ media_id: number; person_id: number }[]> {
  return db
    .selectFrom('credits')
    .select(['media_id', 'person_id'])
    .where('media_id', 'in', mediaIds)
    .where('person_id', 'in', personIds)
    .execute();
}
