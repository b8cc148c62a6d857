/**
 * The in-server half of PostgreSQL search (issue #3): posting lists read from search_postings
 * (migration 0007) are decoded, merged and intersected here, block by block in popularity order.
 * Pure functions, no SQL: the reads are in search-index.ts.
 *
 * A posting list holds the titles with one word in one popularity block as entries
 * `rank_key * 2 + inTitle`, sorted and stored as varint gaps (decodePostings), so lists sort in
 * rank order (rank_key = (100 -
 * popularity) * 10^7 + id, at most 1,009,999,999, so an entry stays below 2^31) and inTitle (1 when
 * the word is in the title, not only in the cast or genres) brings the text half of the rank along
 * with the match.
 *
 * Blocks are popularity bands that double in width: 100, 99, 98–97, 96–93, 92–85, 84–69, 68–37
 * and 36–0 (popularityBlock). The most popular titles come in small blocks, so a broad query reads
 * little; the long tail in a few large ones, so a narrow query that must read everything reads few
 * rows (each row read costs more than its bytes).
 */

// The constants and the codec are the catalogue's (its writer updates posting lists too).
export {
  ALL_TITLES_TERM,
  BLOCK_COUNT,
  decodePostings,
  encodePostings,
  entryOf,
  mediaTypeTerm,
  popularityBlock,
} from '../catalogue';

/** Two sorted lists merged, one entry per title, "in the title" kept from either. */
function mergeEntries(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    const kx = x >> 1;
    const ky = y >> 1;
    if (kx < ky) {
      out[n++] = x;
      i++;
    } else if (ky < kx) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x | y;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/**
 * The union of posting lists, one entry per title (sorted): a title in several lists is in its
 * title when it is in any of them. Lists are merged in pairs, round after round, so a prefix with
 * many completions costs n log k, not a sort.
 */
export function unionEntries(lists: readonly Int32Array[]): Int32Array {
  let work = lists.filter((l) => l.length > 0);
  if (work.length === 0) return new Int32Array(0);
  while (work.length > 1) {
    const next: Int32Array[] = [];
    for (let i = 0; i < work.length; i += 2)
      next.push(i + 1 < work.length ? mergeEntries(work[i]!, work[i + 1]!) : work[i]!);
    work = next;
  }
  return work[0]!;
}

/** First index at or after `from` whose entry's rank key is not below `id` (galloping, then binary search). */
function seek(list: Int32Array, from: number, id: number): number {
  if (from >= list.length || list[from]! >> 1 >= id) return from;
  let step = 1;
  while (from + step < list.length && list[from + step]! >> 1 < id) step <<= 1;
  let lo = from + (step >> 1);
  let hi = Math.min(list.length, from + step + 1);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! >> 1 < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The titles of one block that match, each with how many query words its title holds. */
export interface BlockMatches {
  /** Rank keys, in order. */
  ids: Int32Array;
  titleScores: Uint8Array;
}

/**
 * The first `limit` titles of one block matching every group: a group matches when the title
 * holds any of its words (its lists are merged), and every group must match. Title at a time: the
 * shortest group's titles are walked in order and looked up in the others (galloping), so the walk
 * stops as soon as `limit` are found. Each match is scored by the groups whose word is in its title.
 */
export function matchBlock(groups: readonly (readonly Int32Array[])[], limit = Infinity): BlockMatches {
  if (groups.length === 0) return { ids: new Int32Array(0), titleScores: new Uint8Array(0) };
  const merged = groups.map(unionEntries).sort((x, y) => x.length - y.length);
  const driver = merged[0]!;
  const others = merged.slice(1);
  const at = new Array<number>(others.length).fill(0);
  const size = Math.min(driver.length, limit);
  const ids = new Int32Array(size);
  const scores = new Uint8Array(size);
  let n = 0;
  for (let i = 0; i < driver.length && n < size; i++) {
    const id = driver[i]! >> 1;
    let score = driver[i]! & 1;
    let all = true;
    for (let g = 0; g < others.length; g++) {
      const list = others[g]!;
      const j = (at[g] = seek(list, at[g]!, id));
      if (j >= list.length) {
        // This group has nothing left: no later title can match either.
        i = driver.length;
        all = false;
        break;
      }
      if (list[j]! >> 1 !== id) {
        all = false;
        break;
      }
      score += list[j]! & 1;
    }
    if (all) {
      ids[n] = id;
      scores[n++] = score;
    }
  }
  return { ids: ids.subarray(0, n), titleScores: scores.subarray(0, n) };
}

/**
 * Roughly what share of the titles match (0–1), from each word's document count, taking the query's
 * words as independent: good enough to size the first read; the second is sized from what was seen.
 */
export function matchShare(
  words: readonly (readonly string[])[],
  docs: (word: string) => number,
  titles: number,
): number {
  if (titles <= 0) return 0;
  let share = 1;
  for (const alternatives of words)
    share *= Math.min(1, alternatives.reduce((n, w) => n + docs(w), 0) / titles);
  return share;
}

/**
 * How many blocks to read next, from `from` on, to expect `wanted` more matches when matches make
 * up `rate` of the titles (at least one block; everything left when the rate is unknown or zero),
 * and no more than `maxTitles` titles' worth unless one block alone holds more. Reads half again
 * as much as expected, so one read usually suffices.
 */
export function blocksToRead(
  blockSizes: readonly number[],
  from: number,
  wanted: number,
  rate: number,
  maxTitles = Infinity,
): number {
  const left = blockSizes.length - from;
  if (left <= 0) return 0;
  const titlesNeeded = Math.min(rate > 0 ? (1.5 * wanted) / Math.min(1, rate) : Infinity, maxTitles);
  let titles = 0;
  let n = 0;
  while (n < left && titles < titlesNeeded) {
    const next = blockSizes[from + n] ?? 0;
    if (n > 0 && titles + next > maxTitles) break;
    titles += next;
    n++;
  }
  return Math.max(1, n);
}

/** Posting lists of one read, by block and word (decoded when first asked for). */
export type PostingLists = (block: number, word: string) => Int32Array | undefined;
export const postingKey = (block: number, word: string) => `${block} ${word}`;

export interface Matches {
  /** The first matches in rank order. */
  rankKeys: number[];
  /** Per matched rank key, how many of the query's words its title holds (the text half of the rank). */
  titleScores: Map<number, number>;
}

/**
 * The first read never covers more than this share of the titles when the words are expected to
 * match more than a pool's worth: words that go together (a first and a last name) match far more
 * often than their document counts say, so a read sized from the counts alone would fetch the
 * long tail for nothing. If the pool is not full, a second read follows.
 */
const FIRST_READ_MAX_SHARE = 0.4;

/**
 * The first `limit` matches in rank order (rank keys), reading blocks `count` at a time from the
 * most popular on: each group of `words` must match (any of its words), and reading stops as soon
 * as `limit` are found. The first read is sized from `share` (the expected share of titles that
 * match), each next one from the share seen so far; a read that finds nothing shrinks the guess
 * eightfold, so a badly overestimated query reaches the end in a few reads.
 */
export async function collectMatches(
  words: readonly (readonly string[])[],
  blockSizes: readonly number[],
  limit: number,
  share: number,
  read: (from: number, count: number) => Promise<PostingLists>,
): Promise<Matches> {
  const rankKeys: number[] = [];
  const titleScores = new Map<number, number>();
  const titles = blockSizes.reduce((a, b) => a + b, 0);
  let scanned = 0;
  let rate = share;
  for (let from = 0; rankKeys.length < limit && from < blockSizes.length;) {
    const first = from === 0 && share * titles >= limit;
    const count = blocksToRead(
      blockSizes,
      from,
      limit - rankKeys.length,
      rate,
      first ? FIRST_READ_MAX_SHARE * titles : Infinity,
    );
    const lists = await read(from, count);
    for (let block = from; block < from + count && rankKeys.length < limit; block++) {
      const matched = matchBlock(
        words.map((g) => g.map((w) => lists(block, w)).filter((l) => l !== undefined)),
        limit - rankKeys.length,
      );
      for (let i = 0; i < matched.ids.length; i++) {
        rankKeys.push(matched.ids[i]!);
        titleScores.set(matched.ids[i]!, matched.titleScores[i]!);
      }
      scanned += blockSizes[block] ?? 0;
    }
    from += count;
    rate = rankKeys.length > 0 ? rankKeys.length / scanned : rate / 8;
  }
  return { rankKeys, titleScores };
}
