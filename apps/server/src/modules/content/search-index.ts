/**
 * Search that forgives (issue #3): one interface, two engines.
 * - Text is normalised in TS (normaliseSearchText) for both the index and the query, so case,
 *   accents and punctuation never decide a match.
 * - The last query word matches as a prefix, known words before it exactly; a word the index does
 *   not know (not a word nor the start of one) is widened to the indexed words one edit away
 *   (insert, delete, substitute, swap), most frequent first — one typo still finds the title
 *   (planTerms).
 * - SQLite: FTS5 (unicode61, remove_diacritics 2, prefix indexes) ranked by bm25.
 *   PostgreSQL: a stored tsvector ('simple') with GIN, ranked by ts_rank.
 *   Exact title matches come first, then rank, then popularity.
 */
import { sql } from 'kysely';
import { TYPO_MIN_LENGTH, withinOneEdit } from '@member-area/domain';
import type { Db, DbOrTrx, Dialect } from '../../db/kysely';

export interface SearchRequest {
  tokens: string[];
  /** The whole normalised query, for exact-title ranking. */
  normalised: string;
  mediaType: string | null;
  limit: number;
  offset: number;
}

export interface SearchHit {
  ids: number[];
  /** Matches counted up to SEARCH_COUNT_CAP. */
  total: number;
}

export const SEARCH_COUNT_CAP = 1_000;

export interface SearchIndex {
  search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit>;
}

export interface Vocabulary {
  loadedAt: number;
  sorted: string[];
  counts: Map<string, number>;
  byLength: Map<number, string[]>;
}

const VOCABULARY_TTL_MS = 5 * 60_000;
const vocabularies = new WeakMap<object, Promise<Vocabulary>>();
const loadedAt = new WeakMap<object, number>();

async function loadVocabulary(db: DbOrTrx): Promise<Vocabulary> {
  const rows = await db.selectFrom('search_terms').select(['term', 'doc_count']).execute();
  return buildVocabulary(rows.map((r) => [r.term, Number(r.doc_count)]));
}

/** The indexed words with how many titles hold each, sorted and grouped for prefix and typo lookups. */
export function buildVocabulary(entries: Iterable<readonly [string, number]>): Vocabulary {
  const counts = new Map(entries);
  const sorted = [...counts.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const t of sorted) {
    const list = byLength.get(t.length) ?? [];
    list.push(t);
    byLength.set(t.length, list);
  }
  return { loadedAt: Date.now(), sorted, counts, byLength };
}

/** The vocabulary of a database, cached per process for a few minutes (seeding refreshes it). */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  const at = loadedAt.get(db) ?? 0;
  let v = vocabularies.get(db);
  if (!v || Date.now() - at > VOCABULARY_TTL_MS) {
    v = loadVocabulary(db);
    vocabularies.set(db, v);
    loadedAt.set(db, Date.now());
    v.catch(() => vocabularies.delete(db));
  }
  return v;
}

export function forgetVocabulary(db: Db): void {
  vocabularies.delete(db);
}

function hasPrefix(sorted: string[], prefix: string): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.startsWith(prefix);
}

/** One alternative a query word may match: an indexed word, or every word starting with `term`. */
export interface TermMatch {
  term: string;
  prefix: boolean;
}

/** Words one edit away from `t`, most frequent first. */
function corrections(t: string, vocabulary: Vocabulary): string[] {
  const near: string[] = [];
  for (let len = t.length - 1; len <= t.length + 1; len++)
    for (const w of vocabulary.byLength.get(len) ?? []) if (withinOneEdit(t, w)) near.push(w);
  near.sort((a, b) => (vocabulary.counts.get(b) ?? 0) - (vocabulary.counts.get(a) ?? 0));
  return near.slice(0, 4);
}

/**
 * Each query word with the alternatives it may match. Only the last word is still being typed, so
 * only it matches as a prefix; a word before it that the index knows matches exactly (an exact
 * posting list is a fraction of a prefix's, which is what keeps a million titles fast); a partial
 * word (the start of indexed words only) stays a prefix; an unknown word is widened to the indexed
 * words one edit away, most frequent first — one typo still finds the title.
 */
export function planTerms(tokens: string[], vocabulary: Vocabulary): TermMatch[][] {
  return tokens.map((t, i) => {
    const last = i === tokens.length - 1;
    if (t.length < 2) return [{ term: t, prefix: false }];
    if (!last && vocabulary.counts.has(t)) return [{ term: t, prefix: false }];
    if (hasPrefix(vocabulary.sorted, t)) return [{ term: t, prefix: true }];
    const near = t.length >= TYPO_MIN_LENGTH ? corrections(t, vocabulary) : [];
    // Nothing near: keep the word itself, which matches nothing, so the result is honestly empty.
    return near.length > 0 ? near.map((w) => ({ term: w, prefix: last })) : [{ term: t, prefix: false }];
  });
}

/** (100 - popularity) * 10^7 + id: matches are scanned most popular first. */
export function searchRankKey(popularity: number, mediaId: number): number {
  return (100 - Math.max(0, Math.min(100, Math.round(popularity)))) * 10_000_000 + mediaId;
}

/** Matches ranked per page: the most popular `pool` matches, re-ranked by text relevance. */
const POOL = 300;

function order(exact: number[], ranked: number[], offset: number, limit: number): number[] {
  const seen = new Set<number>();
  const all: number[] = [];
  for (const id of [...exact, ...ranked]) {
    if (seen.has(id)) continue;
    seen.add(id);
    all.push(id);
  }
  return all.slice(offset, offset + limit);
}

class SqliteSearchIndex implements SearchIndex {
  constructor(private readonly vocabulary: (db: DbOrTrx) => Promise<Vocabulary>) {}

  async search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit> {
    const groups = planTerms(req.tokens, await this.vocabulary(db));
    // Terms are letters and digits only (normaliseSearchText), so quoting them is safe.
    const text = groups
      .map((alts) => `(${alts.map((a) => `document : "${a.term}"${a.prefix ? '*' : ''}`).join(' OR ')})`)
      .join(' AND ');
    const match = req.mediaType ? `media_type : "${req.mediaType}" AND ${text}` : text;
    const pool = Math.max(POOL, req.offset + req.limit);
    const exact = await mediaIdsByTitle(db, req.normalised, req.mediaType);
    const rows = await sql<{ id: number }>`
      SELECT s.media_id AS id
      FROM (SELECT rowid AS rk, bm25(media_fts, 1.0, 0.0) AS score FROM media_fts
            WHERE media_fts MATCH ${match} ORDER BY rowid LIMIT ${pool}) h
      JOIN media_search s ON s.rank_key = h.rk
      ORDER BY h.score - s.popularity / 25.0, h.rk`.execute(db);
    // A pool that is not full holds every match: counting them again would cost a second scan.
    const matched =
      rows.rows.length < pool
        ? rows.rows.length
        : Number(
            (
              await sql<{ n: number }>`
                SELECT count(*) AS n FROM (SELECT rowid FROM media_fts WHERE media_fts MATCH ${match}
                LIMIT ${SEARCH_COUNT_CAP}) x`.execute(db)
            ).rows[0]?.n ?? 0,
          );
    return {
      ids: order(
        exact,
        rows.rows.map((r) => Number(r.id)),
        req.offset,
        req.limit,
      ),
      total: Math.max(exact.length, matched),
    };
  }
}

class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly vocabulary: (db: DbOrTrx) => Promise<Vocabulary>) {}

  async search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit> {
    const groups = planTerms(req.tokens, await this.vocabulary(db));
    const query = groups
      .map((alts) => `(${alts.map((a) => (a.prefix ? `${a.term}:*` : a.term)).join(' | ')})`)
      .join(' & ');
    const typeFilter = req.mediaType ? sql`AND s.media_type = ${req.mediaType}` : sql``;
    const pool = Math.max(POOL, req.offset + req.limit);
    const exact = await mediaIdsByTitle(db, req.normalised, req.mediaType);
    const rows = await sql<{ id: number }>`
      SELECT h.media_id AS id FROM (
        SELECT s.media_id, s.rank_key, s.popularity, ts_rank(s.document_tsv, q) AS score
        FROM media_search s, to_tsquery('simple', ${query}) q
        WHERE s.document_tsv @@ q ${typeFilter}
        ORDER BY s.rank_key LIMIT ${pool}) h
      ORDER BY h.score + h.popularity / 250.0 DESC, h.rank_key`.execute(db);
    const count = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (
        SELECT 1 FROM media_search s WHERE s.document_tsv @@ to_tsquery('simple', ${query}) ${typeFilter}
        LIMIT ${SEARCH_COUNT_CAP}) x`.execute(db);
    return {
      ids: order(
        exact,
        rows.rows.map((r) => Number(r.id)),
        req.offset,
        req.limit,
      ),
      total: Math.max(exact.length, Number(count.rows[0]?.n ?? 0)),
    };
  }
}

/** Titles equal to the whole query come first, whatever their popularity. */
async function mediaIdsByTitle(db: DbOrTrx, titleNorm: string, mediaType: string | null): Promise<number[]> {
  let q = db.selectFrom('media_items').select('id').where('title_norm', '=', titleNorm);
  if (mediaType) q = q.where('media_type', '=', mediaType);
  const rows = await q.orderBy('popularity', 'desc').limit(20).execute();
  return rows.map((r) => Number(r.id));
}

export function createSearchIndex(dialect: Dialect, db: Db): SearchIndex {
  const vocabulary = () => vocabularyOf(db);
  return dialect === 'postgres' ? new PostgresSearchIndex(vocabulary) : new SqliteSearchIndex(vocabulary);
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
