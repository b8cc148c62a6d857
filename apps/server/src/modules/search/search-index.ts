/**
 * Search that forgives (issue #3): one interface, two engines.
 * - Text is normalised in TS (normaliseSearchText) for both the index and the query, so case,
 *   accents and punctuation never decide a match.
 * - The last query word matches as a prefix, known words before it exactly; a word the index does
 *   not know (not a word nor the start of one) is widened to the indexed words one edit away
 *   (insert, delete, substitute, swap), most frequent first — one typo still finds the title
 *   (planTerms).
 * - SQLite: FTS5 (unicode61, remove_diacritics 2, prefix indexes); PostgreSQL: an inverted index
 *   in popularity order (search_postings, migration 0007) intersected in the server
 *   (search-postings.ts). Both find the first matches in popularity order and stop at the pool;
 *   ranking is shared (rankPool): exact titles first, then titles holding more of the query's
 *   words together in one place (the title, or one person's name: "Beatriz Bianchi" is her film,
 *   not a film with a Beatriz and a Bianchi), then in the title, then popularity.
 */
import { TYPO_MIN_LENGTH, indexTokens, withinOneEdit } from '@member-area/domain';
import type { Db, DbOrTrx, Dialect } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import {
  HIDDEN_MARKER,
  OWNED_MARKER,
  RANK_ID_SPAN,
  brandMarker,
  onSearchIndexWrite,
  scopedTerm,
  searchRankKey,
} from '../catalogue';
import {
  ALL_TITLES_TERM,
  BLOCK_COUNT,
  collectMatches,
  decodePostings,
  type Matches,
  type PostingLists,
  matchShare,
  mediaTypeTerm,
  postingKey,
} from './search-postings';
import {
  clearSearchPostings,
  countSearchDocuments,
  creditsAmong,
  fillSearchPostings,
  ftsRankKeys,
  listPeopleNames,
  listSearchTerms,
  mediaIdsByTitle,
  postingStatsRows,
  raiseWorkMem,
  readPostings,
  titleNormsOf,
} from './repo';

// The bench's baseline is imported from here.
export { likeSearch } from './repo';

export interface SearchRequest {
  tokens: string[];
  /** The whole normalised query, for exact-title ranking. */
  normalised: string;
  mediaType: string | null;
  /** The request's brand: only titles listed to it are matched (docs/libraries.md "Identity"). */
  brandId: string;
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

const CACHE_TTL_MS = 5 * 60_000;

/** A value loaded from a database, cached per database for a few minutes (seeding changes it). */
function cachedPerDb<T>(load: (db: Db) => Promise<T>) {
  const values = new WeakMap<object, { at: number; value: Promise<T> }>();
  return {
    get(db: Db): Promise<T> {
      const hit = values.get(db);
      if (hit && Date.now() - hit.at <= CACHE_TTL_MS) return hit.value;
      const value = load(db);
      values.set(db, { at: Date.now(), value });
      value.catch(() => values.delete(db));
      return value;
    },
    forget(db: Db): void {
      values.delete(db);
    },
  };
}

async function loadVocabulary(db: DbOrTrx): Promise<Vocabulary> {
  const [rows, titles] = await Promise.all([listSearchTerms(db), countSearchDocuments(db)]);
  return buildVocabulary(
    rows.map((r) => [r.term, Number(r.doc_count)]),
    titles,
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

const vocabularies = cachedPerDb(loadVocabulary);
const postingStats = cachedPerDb(loadPostingStats);
const peopleNames = cachedPerDb(loadPeopleNames);
// The catalogue's writer added or changed titles: new words and names must be known at once.
onSearchIndexWrite((db) => forgetVocabulary(db));

/** The vocabulary of a database, cached per process for a few minutes. */
export const vocabularyOf = (db: Db): Promise<Vocabulary> => vocabularies.get(db);
const postingStatsOf = (db: Db): Promise<PostingStats> => postingStats.get(db);
const peopleNamesOf = (db: Db): Promise<PeopleNames> => peopleNames.get(db);

/** Drops what this process cached about a database's search index (after the seeder wrote to it). */
export function forgetVocabulary(db: Db): void {
  vocabularies.forget(db);
  postingStats.forget(db);
  peopleNames.forget(db);
}

/** The first index of a sorted list whose word is not below `word`. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function hasPrefix(sorted: string[], prefix: string): boolean {
  const at = lowerBound(sorted, prefix);
  return at < sorted.length && sorted[at]!.startsWith(prefix);
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

// The seed and the catalogue's writer compute rank keys with it.
export { searchRankKey };
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
  const out: string[] = [];
  for (
    let i = lowerBound(sorted, prefix);
    i < sorted.length && out.length < limit && sorted[i]!.startsWith(prefix);
    i++
  )
    out.push(sorted[i]!);
  return out;
}

/**
 * Each query word as the indexed words it may match: a prefix becomes its completions (the first
 * `maxCompletions` in order), and alternatives the vocabulary does not hold are dropped, so an
 * empty group means the query matches nothing.
 */
export function indexedWords(
  groups: TermMatch[][],
  vocabulary: Vocabulary,
  maxCompletions: number,
): string[][] {
  return groups.map((alts) => [
    ...new Set(
      alts
        .flatMap((a) => (a.prefix ? completions(vocabulary.sorted, a.term, maxCompletions) : [a.term]))
        .filter((w) => vocabulary.counts.has(w)),
    ),
  ]);
}

/** How many query words a title holds (the last one may be a prefix): the text half of the rank. */
export function titleScore(titleNorm: string, groups: TermMatch[][]): number {
  const words = titleNorm.split(' ');
  let score = 0;
  for (const alts of groups)
    if (alts.some((a) => words.some((w) => (a.prefix ? w.startsWith(a.term) : w === a.term)))) score++;
  return score;
}

/** The words of every person's name (people are few: ~10,000 names at 100,000 titles). */
export interface PeopleNames {
  /** Distinct name words, sorted, for prefix lookups. */
  words: string[];
  /** Name word → the people whose name holds it. */
  byWord: Map<string, number[]>;
}

async function loadPeopleNames(db: DbOrTrx): Promise<PeopleNames> {
  const rows = await listPeopleNames(db);
  return buildPeopleNames(rows.map((r) => [Number(r.id), r.name]));
}

/** Indexes names as the search document does (hyphenated names are also indexed joined). */
export function buildPeopleNames(people: Iterable<readonly [number, string]>): PeopleNames {
  const byWord = new Map<string, number[]>();
  for (const [id, name] of people)
    for (const word of indexTokens(name)) {
      const ids = byWord.get(word);
      if (ids) ids.push(id);
      else byWord.set(word, [id]);
    }
  return { words: [...byWord.keys()].sort(), byWord };
}

/**
 * The people whose one name holds two or more of the query's words, with how many: the query may
 * be a person's full name. Each word group counts once per person (the last word may be a prefix).
 */
export function peopleHolding(groups: TermMatch[][], names: PeopleNames): Map<number, number> {
  const counts = new Map<number, number>();
  for (const alts of groups) {
    const holders = new Set<number>();
    for (const a of alts)
      for (const word of a.prefix ? completions(names.words, a.term, Infinity) : [a.term])
        for (const id of names.byWord.get(word) ?? []) holders.add(id);
    for (const id of holders) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const [id, n] of counts) if (n < 2) counts.delete(id);
  return counts;
}

/** Per title, the most query words one of its credited people holds (`holders` from peopleHolding). */
export function personScores(
  credits: Iterable<{ mediaId: number; personId: number }>,
  holders: ReadonlyMap<number, number>,
): Map<number, number> {
  const best = new Map<number, number>();
  for (const { mediaId, personId } of credits) {
    const score = holders.get(personId) ?? 0;
    if (score > (best.get(mediaId) ?? 0)) best.set(mediaId, score);
  }
  return best;
}

/** The most popular matches a page is ranked from. */
const POOL = 300;

/**
 * Ranks the matches (rank keys in popularity order): titles equal to the query first (`exact`),
 * then titles holding more of the query's words together in one place — the title or one person's
 * name (`personScores`), so a full name beats a first name and a surname that belong to two
 * people (issue 10, item 6) — then more of them in the title (`titleScores` by media id: a title
 * match beats one in the cast or genres), then popularity. Only the `POOL` most popular matches
 * are re-ranked, so a broad query costs the same as a narrow one.
 */
export function rankPool(
  req: Pick<SearchRequest, 'offset' | 'limit'>,
  rankKeys: readonly number[],
  titleScores: ReadonlyMap<number, number>,
  exact: readonly number[],
  people: ReadonlyMap<number, number> = new Map(),
): SearchHit {
  const pool = rankKeys.slice(0, Math.max(POOL, req.offset + req.limit)).map(mediaIdOf);
  const ranked = pool
    .map((id, popularityOrder) => {
      const score = titleScores.get(id) ?? 0;
      return { id, popularityOrder, score, together: Math.max(score, people.get(id) ?? 0) };
    })
    .sort((a, b) => b.together - a.together || b.score - a.score || a.popularityOrder - b.popularityOrder)
    .map((r) => r.id);
  const ids = [...new Set([...exact, ...ranked])];
  const limit = scanLimit(req);
  return {
    ids: ids.slice(req.offset, req.offset + req.limit),
    total: Math.max(exact.length, Math.min(rankKeys.length, limit - 1)),
    totalCapped: rankKeys.length >= limit,
  };
}

/**
 * Which pool titles credit a person whose name holds two or more query words. The names are
 * cached per process (like the vocabulary), so most queries (no such person) read nothing; else
 * one statement reads those people's credits among the pool's titles.
 */
async function poolPeople(
  db: DbOrTrx,
  names: () => Promise<PeopleNames>,
  groups: TermMatch[][],
  pool: readonly number[],
): Promise<Map<number, number>> {
  if (groups.length < 2 || pool.length === 0) return new Map();
  const holders = peopleHolding(groups, await names());
  if (holders.size === 0) return new Map();
  const rows = await creditsAmong(db, pool, [...holders.keys()].slice(0, MAX_HOLDERS));
  return personScores(
    rows.map((r) => ({ mediaId: Number(r.media_id), personId: Number(r.person_id) })),
    holders,
  );
}

/** Bounds the statement's list when a short prefix makes many names match. */
const MAX_HOLDERS = 500;

/** SQLite: scores the pool from its titles and its people (indexed reads), then ranks it. */
async function rank(
  db: DbOrTrx,
  req: SearchRequest,
  groups: TermMatch[][],
  rankKeys: number[],
  names: () => Promise<PeopleNames>,
): Promise<SearchHit> {
  const pool = rankKeys.slice(0, Math.max(POOL, req.offset + req.limit)).map(mediaIdOf);
  const [exact, titles, people] = await Promise.all([
    mediaIdsByTitle(db, req.normalised, req.mediaType, req.brandId),
    titleNormsOf(db, pool),
    poolPeople(db, names, groups, pool),
  ]);
  const scores = new Map(titles.map((t) => [Number(t.id), titleScore(t.title_norm, groups)]));
  return rankPool(req, rankKeys, scores, exact, people);
}

/**
 * One scan gives both the pool and the count: matches come in rank-key (popularity) order and the
 * scan stops one row past the pool, so a broad query ("night", 31,000 titles) costs what a narrow
 * one does; the count then says "300+" (totalCapped) instead of walking every match.
 */
const scanLimit = (req: Pick<SearchRequest, 'offset' | 'limit'>) =>
  Math.max(POOL, req.offset + req.limit) + 1;

class SqliteSearchIndex implements SearchIndex {
  constructor(
    private readonly vocabulary: (db: DbOrTrx) => Promise<Vocabulary>,
    private readonly names: () => Promise<PeopleNames>,
  ) {}

  async search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit> {
    const vocabulary = await this.vocabulary(db);
    // Prefixes of 2–4 letters have FTS5 prefix indexes; longer ones are expanded.
    const groups = planTerms(req.tokens, vocabulary);
    const terms = expandPrefixes(groups, vocabulary, { minLength: 5, max: 40 });
    // Terms are letters and digits only (normaliseSearchText), so quoting them is safe.
    const text = terms
      .map((alts) => `(${alts.map((a) => `document : "${a.term}"${a.prefix ? '*' : ''}`).join(' OR ')})`)
      .join(' AND ');
    const typed = req.mediaType ? `media_type : "${req.mediaType}" AND ${text}` : text;
    // Hidden titles and other brands' titles are left out inside the scan (their markers: see
    // catalogue/search-document.ts), so they never take a place in the pool; the markers'
    // doclists are as small as the brands' own catalogues, and empty for the demo catalogue.
    const match = `(${typed}) NOT (document : "${HIDDEN_MARKER}" OR (document : "${OWNED_MARKER}" NOT document : "${brandMarker(req.brandId)}"))`;
    return rank(db, req, groups, await ftsRankKeys(db, match, scanLimit(req)), this.names);
  }
}

/** A prefix matches at most this many indexed words on PostgreSQL (the most frequent are kept). */
const MAX_COMPLETIONS = 2_000;

/** Titles per popularity block and per media type, read from the pseudo-terms of search_postings. */
interface PostingStats {
  blockSizes: number[];
  typeCounts: Map<string, number>;
  titles: number;
}

async function loadPostingStats(db: DbOrTrx): Promise<PostingStats> {
  const rows = await postingStatsRows(db);
  const blockSizes = new Array<number>(BLOCK_COUNT).fill(0);
  const typeCounts = new Map<string, number>();
  for (const r of rows) {
    const n = Number(r.n);
    if (r.term === ALL_TITLES_TERM) blockSizes[r.block] = n;
    else typeCounts.set(r.term, (typeCounts.get(r.term) ?? 0) + n);
  }
  return { blockSizes, typeCounts, titles: blockSizes.reduce((a, b) => a + b, 0) };
}

/**
 * PostgreSQL: an inverted index in popularity order (search_postings, migration 0007). The words a
 * query may match are known from the vocabulary (a prefix becomes its completions), so one read
 * fetches their posting lists for the most popular blocks; the lists are intersected here
 * (search-postings.ts) and reading stops once the pool is full. How many blocks the first read
 * takes comes from the words' document counts; a second read, if needed, from the match rate seen.
 * A GIN index would find the matches too, but not their order: every match had to be fetched from
 * the heap to be sorted, which is what kept medium queries at 30 ms.
 */
class PostgresSearchIndex implements SearchIndex {
  constructor(
    private readonly vocabulary: (db: DbOrTrx) => Promise<Vocabulary>,
    private readonly stats: (db: DbOrTrx) => Promise<PostingStats>,
    private readonly names: () => Promise<PeopleNames>,
  ) {}

  async search(db: DbOrTrx, req: SearchRequest): Promise<SearchHit> {
    const [vocabulary, stats] = await Promise.all([this.vocabulary(db), this.stats(db)]);
    const groups = planTerms(req.tokens, vocabulary);
    const words = indexedWords(groups, vocabulary, MAX_COMPLETIONS);
    if (req.mediaType) words.push([mediaTypeTerm(req.mediaType)]);
    const exact = mediaIdsByTitle(db, req.normalised, req.mediaType, req.brandId);
    // A word the index does not hold matches nothing: no read at all.
    if (words.some((g) => g.length === 0)) return rankPool(req, [], new Map(), await exact);
    // The brand's own titles are posted under its own terms: one more read, alongside the shared
    // one, of every block at once (a brand's catalogue is small beside the shared one), so they
    // neither take places of the shared pool nor wait for it (see catalogue/search-document.ts).
    const ownWords = words.map((g) => g.map((w) => scopedTerm(req.brandId, w)));
    const ownTerms = [...new Set(ownWords.flat())];
    const terms = [...new Set(words.flat())];
    // The brand's own titles are posted under its own terms (catalogue/search-document.ts): the
    // first read also fetches them, every block at once (a brand's catalogue is small beside the
    // shared one), so they take no place of the shared pool, wait for nothing and cost no statement.
    let ownLists: (lists: PostingLists) => void = () => undefined;
    const ownRead = new Promise<PostingLists>((resolve) => (ownLists = resolve));
    const own = collectMatches(
      ownWords,
      new Array<number>(BLOCK_COUNT).fill(0),
      scanLimit(req),
      0,
      () => ownRead,
    );
    const sharedRead = async (from: number, count: number) => {
      const lists = await this.lists(db, terms, from, count, from === 0 ? ownTerms : []);
      if (from === 0) ownLists(lists);
      return lists;
    };
    const share =
      stats.titles === 0
        ? 0
        : matchShare(words, (w) => vocabulary.counts.get(w) ?? stats.typeCounts.get(w) ?? 0, stats.titles);
    // With no shared titles the one read still runs (block sizes all 0: every block at once).
    // The exact-title lookup runs alongside the reads: one round trip less.
    const [shared, mine, exactIds] = await Promise.all([
      collectMatches(words, stats.blockSizes, scanLimit(req), share, sharedRead),
      own,
      exact,
    ]);
    return this.ranked(db, req, groups, mergeMatches(shared, mine, scanLimit(req)), exactIds);
  }

  /**
   * The posting lists of `terms` in blocks [from, from + count), and of `everyBlock` in all blocks,
   * decoded when first asked for.
   */
  private async lists(db: DbOrTrx, terms: string[], from: number, count: number, everyBlock: string[]) {
    const rows = await readPostings(db, terms, from, from + count, everyBlock);
    const raw = new Map(rows.map((r) => [postingKey(r.block, r.term), r]));
    const decoded = new Map<string, Int32Array>();
    // Decoded when its block is matched: a block past the full pool is never decoded.
    return (block: number, word: string) => {
      const key = postingKey(block, word);
      let list = decoded.get(key);
      const row = list ? undefined : raw.get(key);
      if (row) decoded.set(key, (list = decodePostings(row.postings, row.entries)));
      return list;
    };
  }

  private async ranked(
    db: DbOrTrx,
    req: SearchRequest,
    groups: TermMatch[][],
    matches: Matches,
    exactIds: number[],
  ): Promise<SearchHit> {
    const scores = new Map([...matches.titleScores].map(([key, score]) => [mediaIdOf(key), score]));
    // The postings say which words are in the title, not whose name holds them (poolPeople).
    const pool = matches.rankKeys.slice(0, Math.max(POOL, req.offset + req.limit)).map(mediaIdOf);
    const people = await poolPeople(db, this.names, groups, pool);
    return rankPool(req, matches.rankKeys, scores, exactIds, people);
  }
}

/** The shared and the brand's matches in one rank order, cut at `limit`. */
export function mergeMatches(a: Matches, b: Matches, limit: number): Matches {
  if (b.rankKeys.length === 0) return a;
  const rankKeys = [...a.rankKeys, ...b.rankKeys].sort((x, y) => x - y).slice(0, limit);
  return { rankKeys, titleScores: new Map([...a.titleScores, ...b.titleScores]) };
}

/**
 * Rebuilds search_postings (PostgreSQL) from media_search: run after every catalogue write. The
 * same SQL as migration 0007's backfill; one sort of every (word, title) pair, about a minute at a
 * million titles.
 */
export async function rebuildSearchPostings(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    await raiseWorkMem(trx);
    await clearSearchPostings(trx);
    await fillSearchPostings(trx);
  });
}

export function createSearchIndex(dialect: Dialect, db: Db): SearchIndex {
  const vocabulary = () => vocabularyOf(db);
  const names = () => peopleNamesOf(db);
  return dialect === 'postgres'
    ? new PostgresSearchIndex(vocabulary, () => postingStatsOf(db), names)
    : new SqliteSearchIndex(vocabulary, names);
}
