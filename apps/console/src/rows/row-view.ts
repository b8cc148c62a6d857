/** Pure helpers of the rows screens (tested in row-view.test.ts). */
import { LANGUAGE_CODES, MEDIA_TYPES, type LanguageCode } from '@member-area/domain';

export const ROW_MEDIA_TYPES = MEDIA_TYPES;
export const ROW_TITLE_MAX = 80;
export const ROW_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

/** The list with the item at `index` swapped with its neighbour above (-1) or below (+1); null at an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] | null {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return null;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A row's title in `lang`, else its English one. */
export function rowTitle(titles: readonly { lang: string; text: string }[], lang: string): string {
  return titles.find((t) => t.lang === lang)?.text ?? titles.find((t) => t.lang === 'en-us')?.text ?? '';
}

/** The media types the tabs show: the brand's own first (in the catalogue's order), or all. */
export function rowTabs(brandTypes: readonly string[] | null | undefined): string[] {
  const offered = MEDIA_TYPES.filter((type) => brandTypes?.includes(type));
  return offered.length > 0 ? offered : [...MEDIA_TYPES];
}

export interface RowForm {
  key: string;
  titles: Record<LanguageCode, string>;
  /** Comma- or space-separated, as typed. */
  tags: string;
  genre: string;
}

export function emptyRowForm(mediaType: string): RowForm {
  return {
    key: '',
    titles: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ''])) as Record<LanguageCode, string>,
    tags: `${mediaType}_overview`,
    genre: '',
  };
}

export function rowFormOf(row: {
  titles: readonly { lang: string; text: string }[];
  tags: readonly string[];
  genre?: string | null;
}): RowForm {
  const form = emptyRowForm('');
  for (const t of row.titles)
    if ((LANGUAGE_CODES as string[]).includes(t.lang)) form.titles[t.lang as LanguageCode] = t.text;
  return { ...form, tags: row.tags.join(', '), genre: row.genre ?? '' };
}

export function tagsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The form as the server's RowSettingsInput. */
export function settingsOf(form: RowForm) {
  return {
    titles: LANGUAGE_CODES.map((lang) => ({ lang, text: form.titles[lang].trim() })).filter(
      (t) => t.lang === 'en-us' || t.text !== '',
    ),
    tags: tagsOf(form.tags),
    genre: form.genre === '' ? null : form.genre,
  };
}
