/**
 * A brand's curated rows (slots; SPEC.md 3 "Slot", issue 32 point 6, docs/catalogue.md "Rows"):
 * what a content editor may write. Pure rules; the server's RowCurationService applies them.
 */
import { LANGUAGE_CODES, DEFAULT_LANGUAGE, type LanguageCode } from '../constants';

/** SPEC.md 3: the free slots are preset with these ids, and always present on every brand. */
export const PRESET_ROW_IDS = {
  movie_free: 193,
  audiobook_free: 194,
  ebook_free: 198,
} as const satisfies Record<string, number>;
export type PresetRowSlug = keyof typeof PRESET_ROW_IDS;

/** A brand's own row has an id from here on: never one of the seed's (presets, 1000 + n). */
export const OWN_ROW_ID_MIN = 100_000;
/** Titles a row shows at most, and so the most titles a brand may pin in one row. */
export const ROW_LENGTH = 24;
export const ROW_PINS_MAX = ROW_LENGTH;
export const ROW_TITLE_MAX = 80;
export const ROW_TAGS_MAX = 10;
/** A tag as `slotsWithTags` matches it: lowercase letters, digits and `_`. */
export const ROW_TAG_PATTERN = /^[a-z0-9_]{1,40}$/;
/** The key of a brand's own row: its slug is `<brandId>-<key>`. */
export const ROW_KEY_PATTERN = /^[a-z0-9_]{1,40}$/;

export type RowRefusal =
  | 'row_not_found'
  | 'row_preset'
  | 'row_not_own'
  | 'invalid_row_type'
  | 'invalid_row_key'
  | 'row_key_taken'
  | 'invalid_row_title'
  | 'invalid_row_tags'
  | 'invalid_row_genre'
  | 'row_order_mismatch'
  | 'row_pins_full'
  | 'pin_wrong_type'
  | 'pin_not_listed'
  | 'pin_not_found'
  | 'pin_order_mismatch';

export type RowCheck<T> = { ok: true; value: T } | { ok: false; errorCode: RowRefusal };
const refuse = (errorCode: RowRefusal): { ok: false; errorCode: RowRefusal } => ({ ok: false, errorCode });

/** Whether a row (by slug or id) is one of SPEC.md 3's preset free rows: never hidden nor deleted. */
export function isPresetRow(row: { slug: string } | { id: number }): boolean {
  return 'slug' in row
    ? Object.prototype.hasOwnProperty.call(PRESET_ROW_IDS, row.slug)
    : (Object.values(PRESET_ROW_IDS) as number[]).includes(row.id);
}

export const ownRowSlug = (brandId: string, key: string) => `${brandId}-${key}`;

/**
 * A row's title per language: English (en-us) required, every given text 1..80 characters once
 * trimmed; an empty text in another language means "use English" and is dropped.
 */
export function checkRowTitles(
  titles: Readonly<Partial<Record<string, string | null | undefined>>>,
): RowCheck<Partial<Record<LanguageCode, string>> & { 'en-us': string }> {
  const out: Partial<Record<LanguageCode, string>> = {};
  for (const [lang, text] of Object.entries(titles)) {
    if (!(LANGUAGE_CODES as string[]).includes(lang)) return refuse('invalid_row_title');
    const trimmed = (text ?? '').trim();
    if (trimmed === '' && lang !== DEFAULT_LANGUAGE) continue;
    if ([...trimmed].length < 1 || [...trimmed].length > ROW_TITLE_MAX) return refuse('invalid_row_title');
    out[lang as LanguageCode] = trimmed;
  }
  if (!out[DEFAULT_LANGUAGE]) return refuse('invalid_row_title');
  return { ok: true, value: out as Partial<Record<LanguageCode, string>> & { 'en-us': string } };
}

/** A row's tags, trimmed and without repeats: each `[a-z0-9_]{1,40}`, at most 10. */
export function checkRowTags(tags: readonly string[]): RowCheck<string[]> {
  const unique = [...new Set(tags.map((t) => t.trim()))];
  if (unique.length > ROW_TAGS_MAX) return refuse('invalid_row_tags');
  if (!unique.every((t) => ROW_TAG_PATTERN.test(t))) return refuse('invalid_row_tags');
  return { ok: true, value: unique };
}

export function checkRowKey(key: string): RowCheck<string> {
  return ROW_KEY_PATTERN.test(key) ? { ok: true, value: key } : refuse('invalid_row_key');
}

/** A new order of a brand's rows of one media type: exactly those rows, each once. */
export function checkRowOrder(current: readonly string[], wanted: readonly string[]): RowCheck<string[]> {
  return isPermutation(current, wanted) ? { ok: true, value: [...wanted] } : refuse('row_order_mismatch');
}

/** A new order of a row's pins: exactly the pinned titles, each once. */
export function checkPinOrder(current: readonly number[], wanted: readonly number[]): RowCheck<number[]> {
  return isPermutation(current, wanted) ? { ok: true, value: [...wanted] } : refuse('pin_order_mismatch');
}

function isPermutation<T>(current: readonly T[], wanted: readonly T[]): boolean {
  if (current.length !== wanted.length || new Set(wanted).size !== wanted.length) return false;
  const have = new Set(current);
  return wanted.every((x) => have.has(x));
}

/**
 * Pins a title in a row: it must be of the row's media type and listed to the brand (shared or the
 * brand's own, not hidden). A title already pinned moves to `position`; a new one is inserted there
 * (0 = first; default and beyond the end = last). At most ROW_PINS_MAX pins.
 */
export function placePin(
  row: { mediaType: string; pins: readonly number[] },
  title: { id: number; mediaType: string; listed: boolean } | null,
  position?: number | null,
): RowCheck<number[]> {
  if (!title || !title.listed) return refuse('pin_not_listed');
  if (title.mediaType !== row.mediaType) return refuse('pin_wrong_type');
  const rest = row.pins.filter((id) => id !== title.id);
  if (rest.length >= ROW_PINS_MAX) return refuse('row_pins_full');
  const at = position == null ? rest.length : Math.max(0, Math.min(rest.length, Math.trunc(position)));
  return { ok: true, value: [...rest.slice(0, at), title.id, ...rest.slice(at)] };
}

/** Hiding applies to any row but the presets (SPEC.md 3: the free rows are always present). */
export function checkHide(row: { slug: string }, hidden: boolean): RowCheck<boolean> {
  return hidden && isPresetRow(row) ? refuse('row_preset') : { ok: true, value: hidden };
}

/** Only a brand's own row can be deleted (a preset never is: it is shared). */
export function checkDelete(row: { slug: string; own: boolean }): RowCheck<true> {
  if (isPresetRow(row)) return refuse('row_preset');
  return row.own ? { ok: true, value: true } : refuse('row_not_own');
}

/**
 * Positions for rows in a new order: the positions those rows hold now, sorted, handed out in the
 * new order. Rows of other media types keep theirs, so a mixed list (home) keeps its interleaving.
 */
export function reorderPositions(
  rows: readonly { slug: string; position: number }[],
  order: readonly string[],
): { slug: string; position: number }[] {
  const positions = rows.map((r) => r.position).sort((a, b) => a - b);
  let last = -Infinity;
  return order.map((slug, i) => {
    // Two rows at one position (a rebuild moved a shared row onto a brand's) are told apart.
    last = Math.max(positions[i]!, last + 1);
    return { slug, position: last };
  });
}
