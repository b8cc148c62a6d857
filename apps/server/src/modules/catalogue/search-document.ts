/**
 * What a title puts in the search index, shared by the catalogue's writer and modules/search (which
 * imports it from here: search → catalogue, never back). Pure, no SQL.
 *
 * A title's document is its words (title, people, genres; normalised as the seed does). How a
 * brand's own titles and hidden ones stay out of other brands' results (docs/catalogue.md "Search"):
 * - SQLite (FTS5): the document of a brand's title also carries `OWNED_MARKER` and the brand's
 *   marker, a hidden title's `HIDDEN_MARKER`; every query excludes hidden titles and titles owned by
 *   another brand inside the FTS5 expression, so they never take a place in the scan or the pool.
 * - PostgreSQL (search_postings): a brand's titles are posted under the brand's own terms
 *   (`scopedTerm`), hidden titles are not posted at all; a search reads the shared terms and the
 *   brand's terms and merges the two match lists in rank order.
 */
import { indexTokens } from '@member-area/domain';

/** Every brand-owned title's document holds it (SQLite). Letters only, as normalised text is. */
export const OWNED_MARKER = 'zzownedzz';
/** A hidden title's document holds it (SQLite). */
export const HIDDEN_MARKER = 'zzhiddenzz';
/** The marker of one brand's titles (SQLite): brand ids are [a-z0-9_-], so hex keeps it one token. */
export const brandMarker = (brandId: string) => `zzb${Buffer.from(brandId, 'utf8').toString('hex')}zz`;
const MARKER = /^zz(ownedzz|hiddenzz|b[0-9a-f]+zz)$/;
export const isMarker = (word: string) => MARKER.test(word);

/** PostgreSQL: the posting term of `term` among `brandId`'s own titles (shared titles: the bare term). */
export const scopedTerm = (brandId: string | null, term: string) =>
  brandId == null ? term : `@${brandId}:${term}`;

/** The words of a title's document: its title, its people's names, its genres' titles, each once. */
export function documentWords(title: string, peopleNames: readonly string[], genreTitles: readonly string[]) {
  return [
    ...new Set([
      ...indexTokens(title),
      ...peopleNames.flatMap((n) => indexTokens(n)),
      ...genreTitles.flatMap((g) => indexTokens(g)),
    ]),
  ];
}

/** The stored document: the words, plus on SQLite the markers of its owner and listing. */
export function documentText(
  words: readonly string[],
  opts: { sqlite: boolean; brandId: string | null; hidden: boolean },
): string {
  const markers = !opts.sqlite
    ? []
    : [
        ...(opts.brandId != null ? [OWNED_MARKER, brandMarker(opts.brandId)] : []),
        ...(opts.hidden ? [HIDDEN_MARKER] : []),
      ];
  return [...words, ...markers].join(' ');
}

/** A document's words without its markers. */
export const wordsOf = (document: string) => document.split(' ').filter((w) => w && !isMarker(w));

/** (100 - popularity) * 10^7 + id: matches are scanned most popular first. */
export const RANK_ID_SPAN = 10_000_000;
export function searchRankKey(popularity: number, mediaId: number): number {
  return (100 - Math.max(0, Math.min(100, Math.round(popularity)))) * RANK_ID_SPAN + mediaId;
}

/** Blocks 0 … 7 of search_postings. */
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

/** A posting entry: the title's rank key and whether the word is in its title. */
export const entryOf = (rankKey: number, inTitle: boolean) => rankKey * 2 + (inTitle ? 1 : 0);

/**
 * Decodes a posting list: the gaps between consecutive entries (the first from 0), each as an
 * unsigned LEB128 varint (7 bits a byte, low bits first, high bit set on all but the last byte).
 * Entries of a word sit a few thousand apart, so most take 2 bytes instead of 4: half the bytes
 * to read and send. `count` is the number of entries (search_postings.entries).
 */
export function decodePostings(bytes: Uint8Array, count: number): Int32Array {
  const out = new Int32Array(count);
  const end = bytes.length;
  let n = 0;
  let entry = 0;
  let i = 0;
  while (i < end && n < count) {
    let b = bytes[i++]!;
    let gap = b & 0x7f;
    // Entries stay below 2^31, so the fifth byte holds at most 3 bits and nothing overflows.
    for (let shift = 7; b & 0x80 && i < end; shift += 7) {
      b = bytes[i++]!;
      gap |= (b & 0x7f) << shift;
    }
    entry += gap;
    out[n++] = entry;
  }
  return n === count ? out : out.subarray(0, n);
}

/** The inverse of decodePostings (the writer's incremental updates; the rebuild writes its own in SQL). */
export function encodePostings(entries: ArrayLike<number>): Uint8Array {
  const bytes: number[] = [];
  let previous = 0;
  for (let k = 0; k < entries.length; k++) {
    const entry = entries[k]!;
    let gap = entry - previous;
    previous = entry;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return Uint8Array.from(bytes);
}

/**
 * A posting list with `add` entries put in and every entry of the rank keys `remove` taken out,
 * still sorted: the writer's change to one (term, block) row.
 */
export function changeEntries(
  current: Int32Array,
  remove: ReadonlySet<number>,
  add: readonly number[],
): number[] {
  const out: number[] = [];
  for (let k = 0; k < current.length; k++) if (!remove.has(current[k]! >> 1)) out.push(current[k]!);
  const addKeys = new Set(add.map((e) => e >> 1));
  const kept = out.filter((e) => !addKeys.has(e >> 1));
  return [...kept, ...add].sort((a, b) => a - b);
}
