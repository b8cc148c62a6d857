/**
 * Search that forgives (issue #3): one interface, two engines.
 * - Text is normalised in TS (normaliseSearchText) for both the index and the query, so case,
 *   accents and punctuation never decide a match.
 * - The last query word matches as a prefix, known words before it exactly; a word the index does
 *   not know (not a word nor the start of one) is widened to the indexed words one edit away
 *   (insert, delete, substitute, swap), most frequent first — one typo still finds the title
 *   (planTerms).
 * - SQLite: FTS5 (unicode61, remove_diacritics 2, prefix indexes); PostgreSQL: a stored tsvector
 *   ('simple') with GIN. Both only find the matches, in popularity order; ranking is shared (rank):
 *   exact titles first, then titles holding more of the query's words, then popularity.
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
  /** Matches counted up to the ranked pool (or the page asked for, if deeper). */
  total: number;
  /** True when there are more matches than `total` counts. */
  totalCapped: boolean;
}

export interface SearchIndex {
  search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit>;
}

export interface Vocabulary {
  loadedAt: number;
  sorted: string[];
  counts: Map<string, number>;
  byLength: Map<number, string[]>;
  /** Titles in the index, for match estimates. */
  titles: number;
}

const VOCABULARY_TTL_MS = 5 * 60_000;
const vocabularies = new WeakMap<object, Promise<Vocabulary>>();
const loadedAt = new WeakMap<object, number>();

async function loadVocabulary(db: DbOrTrx): Promise<Vocabulary> {
  const [rows, titles] = await Promise.all([
    db.selectFrom('search_terms').select(['term', 'doc_count']).execute(),
    db
      .selectFrom('media_search')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return buildVocabulary(
    rows.map((r) => [r.term, Number(r.doc_count)]),
    Number(titles?.n ?? 0),
  );
}

/** The indexed words with how many titles hold each, sorted and grouped for prefix and typo lookups. */
export function buildVocabulary(entries: Iterable<readonly [string, number]>, titles = 0): Vocabulary {
  const counts = new Map(entries);
  const sorted = [...counts.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const t of sorted) {
    const list = byLength.get(t.length) ?? [];
    list.push(t);
    byLength.set(t.length, list);
  }
  return { loadedAt: Date.now(), sorted, counts, byLength, titles };
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
const RANK_ID_SPAN = 10_000_000;
export function searchRankKey(popularity: number, mediaId: number): number {
  return (100 - Math.max(0, Math.min(100, Math.round(popularity)))) * RANK_ID_SPAN + mediaId;
}
const mediaIdOf = (rankKey: number) => rankKey % RANK_ID_SPAN;

/**
 * A prefix with few completions is faster as an OR of those exact words than as an engine prefix
 * query: FTS5 builds the whole merged doclist of a prefix that has no prefix index (5+ letters)
 * before it returns a row, and PostgreSQL's GIN partial match does the same, while an OR of exact
 * terms streams in popularity order and stops at the page. Beyond `max` completions (a short
 * prefix of a large vocabulary) the engine's own prefix search is kept.
 */
export function expandPrefixes(
  groups: TermMatch[][],
  vocabulary: Vocabulary,
  opts: { minLength: number; max: number },
): TermMatch[][] {
  return groups.map((alts) =>
    alts.flatMap((a) => {
      if (!a.prefix || a.term.length < opts.minLength) return [a];
      const words = completions(vocabulary.sorted, a.term, opts.max + 1);
      return words.length > 0 && words.length <= opts.max
        ? words.map((term) => ({ term, prefix: false }))
        : [a];
    }),
  );
}

function completions(sorted: string[], prefix: string, limit: number): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && out.length < limit && sorted[i]!.startsWith(prefix); i++)
    out.push(sorted[i]!);
  return out;
}

/**
 * Roughly how many titles match, from the vocabulary's document counts, taking the words as
 * independent (good enough to tell a broad query from a narrow one). A prefix the engine expands
 * itself (too many completions to list) counts as matching everything.
 */
export function estimateMatches(groups: TermMatch[][], vocabulary: Vocabulary): number {
  const n = vocabulary.titles;
  if (n === 0) return 0;
  let share = 1;
  for (const alts of groups) {
    let docs = 0;
    for (const a of alts) docs += a.prefix ? n : (vocabulary.counts.get(a.term) ?? 0);
    share *= Math.min(1, docs / n);
  }
  return share * n;
}

/** How many query words a title holds (the last one may be a prefix): the text half of the rank. */
export function titleScore(titleNorm: string, groups: TermMatch[][]): number {
  const words = titleNorm.split(' ');
  let score = 0;
  for (const alts of groups)
    if (alts.some((a) => words.some((w) => (a.prefix ? w.startsWith(a.term) : w === a.term)))) score++;
  return score;
}

/** The most popular matches a page is ranked from. */
const POOL = 300;

/**
 * Ranks the matches (rank keys in popularity order): titles equal to the query first, then titles
 * holding more of the query's words (a match in the title beats one in the cast or genres), then
 * popularity. Only the `pool` most popular matches are re-ranked, so a broad query costs the same
 * as a narrow one.
 */
async function rank(
  db: DbOrTrx,
  req: SearchRequest,
  groups: TermMatch[][],
  rankKeys: number[],
): Promise<SearchHit> {
  const pool = rankKeys.slice(0, Math.max(POOL, req.offset + req.limit)).map(mediaIdOf);
  const [exact, titles] = await Promise.all([
    mediaIdsByTitle(db, req.normalised, req.mediaType),
    pool.length === 0
      ? Promise.resolve([])
      : db.selectFrom('media_items').select(['id', 'title_norm']).where('id', 'in', pool).execute(),
  ]);
  const score = new Map(titles.map((t) => [Number(t.id), titleScore(t.title_norm, groups)]));
  const ranked = pool
    .map((id, popularityOrder) => ({ id, popularityOrder, score: score.get(id) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.popularityOrder - b.popularityOrder)
    .map((r) => r.id);
  const seen = new Set<number>();
  const ids: number[] = [];
  for (const id of [...exact, ...ranked]) {
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  const limit = scanLimit(req);
  return {
    ids: ids.slice(req.offset, req.offset + req.limit),
    total: Math.max(exact.length, Math.min(rankKeys.length, limit - 1)),
    totalCapped: rankKeys.length >= limit,
  };
}

/**
 * One scan gives both the pool and the count: matches come in rank-key (popularity) order and the
 * scan stops one row past the pool, so a broad query ("night", 31,000 titles) costs what a narrow
 * one does; the count then says "300+" (totalCapped) instead of walking every match.
 */
const scanLimit = (req: SearchRequest) => Math.max(POOL, req.offset + req.limit) + 1;

class SqliteSearchIndex implements SearchIndex {
  constructor(private readonly vocabulary: (db: DbOrTrx) => Promise<Vocabulary>) {}

  async search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit> {
    const vocabulary = await this.vocabulary(db);
    // Prefixes of 2–4 letters have FTS5 prefix indexes; longer ones are expanded.
    const groups = planTerms(req.tokens, vocabulary);
    const terms = expandPrefixes(groups, vocabulary, { minLength: 5, max: 40 });
    // Terms are letters and digits only (normaliseSearchText), so quoting them is safe.
    const text = terms
      .map((alts) => `(${alts.map((a) => `document : "${a.term}"${a.prefix ? '*' : ''}`).join(' OR ')})`)
      .join(' AND ');
    const match = req.mediaType ? `media_type : "${req.mediaType}" AND ${text}` : text;
    const rows = await sql<{ rk: number }>`
      SELECT rowid AS rk FROM media_fts WHERE media_fts MATCH ${match}
      ORDER BY rowid LIMIT ${scanLimit(req)}`.execute(db);
    return rank(
      db,
      req,
      groups,
      rows.rows.map((r) => Number(r.rk)),
    );
  }
}

/**
 * Popularity tiers of PostgreSQL's partial GIN indexes (migration 0006): rank_key bounds, most
 * popular first, then everything. Each must equal an index predicate literally.
 */
const PG_TIERS = [sql.lit(110_000_000), sql.lit(310_000_000), null] as const;

class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly vocabulary: (db: DbOrTrx) => Promise<Vocabulary>) {}

  async search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit> {
    const vocabulary = await this.vocabulary(db);
    const groups = planTerms(req.tokens, vocabulary);
    const terms = expandPrefixes(groups, vocabulary, { minLength: 2, max: 40 });
    const query = terms
      .map((alts) => `(${alts.map((a) => (a.prefix ? `${a.term}:*` : a.term)).join(' | ')})`)
      .join(' & ');
    const typeFilter = req.mediaType ? sql`AND s.media_type = ${req.mediaType}` : sql``;
    const limit = scanLimit(req);
    // A broad query looks among the most popular titles first, fills its pool there and stops; a
    // narrow one has few matches, so it goes straight to the full index (one round trip).
    const broad = estimateMatches(terms, vocabulary) >= 3 * limit;
    let rankKeys: number[] = [];
    for (const bound of broad ? PG_TIERS : [null]) {
      const tier = bound ? sql`AND s.rank_key < ${bound}` : sql``;
      const rows = await sql<{ rk: string | number }>`
        SELECT s.rank_key AS rk FROM media_search s
        WHERE s.document_tsv @@ to_tsquery('simple', ${query}) ${tier} ${typeFilter}
        ORDER BY s.rank_key LIMIT ${limit}`.execute(db);
      rankKeys = rows.rows.map((r) => Number(r.rk));
      if (rankKeys.length >= limit) break;
    }
    return rank(db, req, groups, rankKeys);
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
