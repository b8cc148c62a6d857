/** A library's media type and the ids of imported titles (issue 32 point 1, docs/libraries.md "Identity"). */
import type { MediaType } from '../constants';

/**
 * What a library holds (issue 32 point 1). `series` is not a catalogue media type: the catalogue
 * lists a series as a `movie` whose details.type is 'series' with its episodes (as the generated
 * catalogue does, seed/catalogue/generate.ts).
 */
export const LIBRARY_MEDIA_TYPES = [
  'movie',
  'series',
  'music',
  'audiobook',
  'ebook',
  'game',
  'software',
] as const;
export type LibraryMediaType = (typeof LIBRARY_MEDIA_TYPES)[number];

export function isLibraryMediaType(value: unknown): value is LibraryMediaType {
  return typeof value === 'string' && (LIBRARY_MEDIA_TYPES as readonly string[]).includes(value);
}

/** The catalogue media type a library's titles are listed under, and the details.type a series carries. */
export function catalogueMediaTypeOf(type: LibraryMediaType): MediaType {
  return type === 'series' ? 'movie' : type;
}

/**
 * Imported titles take ids from here up (issue 32): the generated demo catalogue stops at 9,000,000
 * (`seed:catalogue --titles` refuses more), so the two never meet.
 */
export const IMPORTED_MEDIA_ID_FIRST = 9_000_001;
/**
 * The last id an imported title may take: tracks and episodes have ids title × 100 + n (n ≤ 99),
 * and 20,000,000 × 100 + 99 stays below 2^31 (the 32-bit integer columns and MAX_MEDIA_ID).
 */
export const IMPORTED_MEDIA_ID_LAST = 20_000_000;

/**
 * The most parts (tracks, episodes, chapters, builds) one title holds: part ids are title × 100 + n.
 * The catalogue's writer refuses more, and the scanner cuts a larger folder into several titles.
 */
export const TITLE_PARTS_MAX = 99;

export function isImportedMediaId(id: number): boolean {
  return Number.isInteger(id) && id >= IMPORTED_MEDIA_ID_FIRST && id <= IMPORTED_MEDIA_ID_LAST;
}
