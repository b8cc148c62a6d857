/**
 * The in-server half of PostgreSQL search (issue #3): posting lists read from search_postings
 * (migration 0007) are decoded, merged and intersected here, block by block in popularity order.
 * Pure functions, no SQL: the reads are in search-index.ts.
 *
 * A posting list holds the titles with one word in one popularity block as big-endian int32
 * entries `rank_key * 2 + inTitle`, sorted, so lists sort in rank order (rank_key = (100 -
 * popularity) * 10^7 + id, at most 1,009,999,999, so an entry stays below 2^31) and inTitle (1 when
 * the word is in the title, not only in the cast or genres) brings the text half of the rank along
 * with the match.
 *
 * Blocks are popularity bands that double in width: 100, 99, 98–97, 96–93, 92–85, 84–69, 68–37
 * and 36–0 (popularityBlock). The most popular titles come in small blocks, so a broad query reads
 * little; the long tail in a few large ones, so a narrow query that must read everything reads few
 * rows (each row read costs more than its bytes).
 */

/** Blocks 0 … 7. */
export const BLOCK_COUNT = 8;

/**
 * The block of a title of this popularity. Migration 0007 and rebuildSearchPostings write the same
 * rule in SQL (a CASE over 100 - popularity).
 */
export function popularityBlock(popularity: number): number {
  const fromTop = 100 - popularity;
  if (fromTop < 1) return 0;
  return Math.min(BLOCK_COUNT - 1, Math.floor(Math.log2(fromTop)) + 1);
}

/** Pseudo-term listing every title: its block sizes drive the read plan. */
export const ALL_TITLES_TERM = '';
/** Pseudo-term listing the titles of one media type. */
export const mediaTypeTerm = (mediaType: string) => `type:${mediaType}`;

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

export function decodeIds(bytes: Uint8Array): Int32Array {
  const out = new Int32Array(bytes.byteLength >> 2);
  new Uint8Array(out.buffer).set(bytes.subarray(0, out.length << 2));
  // Big-endian on the wire; Buffer#swap32 turns every 4 bytes around natively, in place.
  if (LITTLE_ENDIAN) Buffer.from(out.buffer).swap32();
  return out;
}

export function encodeIds(ids: readonly number[]): Uint8Array {
  const out = new Uint8Array(ids.length * 4);
  const view = new DataView(out.buffer);
  ids.forEach((id, i) => view.setInt32(i * 4, id));
  return out;
}

/** A posting entry: the title's rank key and whether the word is in its title. */
export const entryOf = (rankKey: number, inTitle: boolean) => rankKey * 2 + (inTitle ? 1 : 0);

/**
 * The union of posting lists, one entry per title (sorted): a title in several lists is in its
 * title when it is in any of them.
 */
export function unionEntries(lists: readonly Int32Array[]): Int32Array {
  const nonEmpty = lists.filter((l) => l.length > 0);
  if (nonEmpty.length === 0) return new Int32Array(0);
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  const all = new Int32Array(nonEmpty.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const l of nonEmpty) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) {
    const e = all[i]!;
    // key * 2 and key * 2 + 1 sort next to each other: keep one, with the flag of either.
    if (n > 0 && all[n - 1]! >> 1 === e >> 1) all[n - 1] = all[n - 1]! | e;
    else all[n++] = e;
  }
  return all.subarray(0, n);
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
 * The titles of one block matching every group: a group matches when the title holds any of its
 * words (its lists are merged), and every group must match (the shortest is intersected first).
 * Each match is scored by the groups whose word is in its title.
 */
export function matchBlock(groups: readonly (readonly Int32Array[])[]): BlockMatches {
  if (groups.length === 0) return { ids: new Int32Array(0), titleScores: new Uint8Array(0) };
  const merged = groups.map(unionEntries).sort((x, y) => x.length - y.length);
  const first = merged[0]!;
  let ids = new Int32Array(first.length);
  let scores = new Uint8Array(first.length);
  for (let i = 0; i < first.length; i++) {
    ids[i] = first[i]! >> 1;
    scores[i] = first[i]! & 1;
  }
  for (let g = 1; g < merged.length && ids.length > 0; g++) {
    const list = merged[g]!;
    let n = 0;
    let j = 0;
    // Kept matches are written over the arrays being read: n never passes i.
    for (let i = 0; i < ids.length && j < list.length; i++) {
      const id = ids[i]!;
      j = seek(list, j, id);
      if (j < list.length && list[j]! >> 1 === id) {
        ids[n] = id;
        scores[n++] = scores[i]! + (list[j]! & 1);
      }
    }
    ids = ids.subarray(0, n);
    scores = scores.subarray(0, n);
  }
  return { ids, titleScores: scores };
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
 * up `rate` of the titles (at least one block; everything left when the rate is unknown or zero).
 * Reads half again as much as expected, so one read usually suffices.
 */
export function blocksToRead(
  blockSizes: readonly number[],
  from: number,
  wanted: number,
  rate: number,
): number {
  const left = blockSizes.length - from;
  if (left <= 0) return 0;
  if (!(rate > 0)) return left;
  const titlesNeeded = (1.5 * wanted) / Math.min(1, rate);
  let titles = 0;
  let n = 0;
  while (n < left && titles < titlesNeeded) titles += blockSizes[from + n++] ?? 0;
  return Math.max(1, n);
}

/** Posting lists of one read: key `${block} ${word}`. */
export type PostingLists = Map<string, Int32Array>;
export const postingKey = (block: number, word: string) => `${block} ${word}`;

export interface Matches {
  /** The first matches in rank order. */
  rankKeys: number[];
  /** Per matched rank key, how many of the query's words its title holds (the text half of the rank). */
  titleScores: Map<number, number>;
}

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
  let scanned = 0;
  let rate = share;
  for (let from = 0; rankKeys.length < limit && from < blockSizes.length;) {
    const count = blocksToRead(blockSizes, from, limit - rankKeys.length, rate);
    const lists = await read(from, count);
    for (let block = from; block < from + count && rankKeys.length < limit; block++) {
      const matched = matchBlock(
        words.map((g) => g.map((w) => lists.get(postingKey(block, w))).filter((l) => l !== undefined)),
      );
      for (let i = 0; i < matched.ids.length && rankKeys.length < limit; i++) {
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
