/**
 * What makes a title edit one the member area can show (issue 32 point 6, docs/titles.md): the
 * console's form, the API and the `edit-title` command share this one rule. Every problem comes back
 * at once, as a field path and a code of the error catalogue, so the form marks each field and the
 * server refuses exactly the same things.
 */
import { isCountryCode } from '../brand-admin/brand-draft';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type MediaType } from '../constants';
import { isSafeText } from '../text-safety';

export const TITLE_TEXT_MAX_LENGTH = 200;
export const TITLE_DESCRIPTION_MAX_LENGTH = 5_000;
export const TITLE_CREDITS_MAX = 50;
export const CREDIT_NAME_MAX_LENGTH = 120;

/** The credit roles each media type's page shows (the catalogue's seed and the library readers use these). */
export const CREDIT_ROLES_BY_TYPE: Readonly<Record<MediaType, readonly string[]>> = {
  movie: ['director', 'cast', 'writer', 'producer', 'studio'],
  stream: ['cast', 'producer', 'studio'],
  music: ['artist', 'producer', 'writer', 'studio'],
  audiobook: ['author', 'narrator', 'publisher', 'producer'],
  ebook: ['author', 'narrator', 'publisher', 'writer'],
  game: ['studio', 'publisher', 'producer', 'writer'],
  software: ['studio', 'publisher', 'producer'],
};

export const TITLE_PROBLEM_CODES = [
  'title_text_missing',
  'title_text_too_long',
  'title_description_too_long',
  'language_invalid',
  'release_date_invalid',
  'country_invalid',
  'genre_invalid',
  'credit_name_invalid',
  'credit_role_invalid',
  'credits_too_many',
  'invalid_characters',
] as const;
export type TitleProblemCode = (typeof TITLE_PROBLEM_CODES)[number];

/** A problem of one field; `field` is a path into the edit (`texts.de-de.title`, `credits.2.role`). */
export interface TitleProblem {
  field: string;
  code: TitleProblemCode;
}

/** One language's texts; an empty title or description in a language other than en-us removes it. */
export interface TitleTextsEdit {
  lang: string;
  title: string;
  description: string;
}

export interface TitleEdit {
  texts: readonly TitleTextsEdit[];
  /** Genre ids of the title's media type. */
  genreIds: readonly number[];
  credits: readonly { name: string; role: string }[];
  /** YYYY-MM-DD or null (unknown). */
  releaseDate: string | null;
  isFree: boolean;
  /** ISO 3166-1 alpha-2 codes where the title is not offered (media_items.geo_blocked). */
  restrictedCountries: readonly string[];
}

/** A calendar day that exists: 2024-02-29 yes, 2023-02-29 no. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function textProblems(texts: readonly TitleTextsEdit[]): TitleProblem[] {
  const problems: TitleProblem[] = [];
  const seen = new Set<string>();
  for (const t of texts) {
    if (!(LANGUAGE_CODES as readonly string[]).includes(t.lang) || seen.has(t.lang)) {
      problems.push({ field: `texts.${t.lang}`, code: 'language_invalid' });
      continue;
    }
    seen.add(t.lang);
    const title = t.title.trim();
    const isDefault = t.lang === DEFAULT_LANGUAGE;
    if (title.length === 0 && (isDefault || t.description.trim() !== ''))
      problems.push({ field: `texts.${t.lang}.title`, code: 'title_text_missing' });
    if (title.length > TITLE_TEXT_MAX_LENGTH)
      problems.push({ field: `texts.${t.lang}.title`, code: 'title_text_too_long' });
    else if (!isSafeText(title))
      problems.push({ field: `texts.${t.lang}.title`, code: 'invalid_characters' });
    if (t.description.length > TITLE_DESCRIPTION_MAX_LENGTH)
      problems.push({ field: `texts.${t.lang}.description`, code: 'title_description_too_long' });
    else if (!isSafeText(t.description, 'multiline'))
      problems.push({ field: `texts.${t.lang}.description`, code: 'invalid_characters' });
  }
  if (!seen.has(DEFAULT_LANGUAGE))
    problems.push({ field: `texts.${DEFAULT_LANGUAGE}.title`, code: 'title_text_missing' });
  return problems;
}

function creditProblems(
  mediaType: MediaType,
  credits: TitleEdit['credits'],
  stored: TitleEdit['credits'],
): TitleProblem[] {
  if (credits.length > TITLE_CREDITS_MAX) return [{ field: 'credits', code: 'credits_too_many' }];
  const roles = CREDIT_ROLES_BY_TYPE[mediaType];
  // A credit an import brought with a role of its own (a sidecar's, an EPUB's) may stay as it is.
  const kept = (c: { name: string; role: string }) =>
    stored.some((s) => s.name === c.name && s.role === c.role);
  return credits.flatMap((c, i) => {
    const out: TitleProblem[] = [];
    const name = c.name.trim();
    if (name.length === 0 || name.length > CREDIT_NAME_MAX_LENGTH || !isSafeText(name))
      out.push({ field: `credits.${i}.name`, code: 'credit_name_invalid' });
    if (!roles.includes(c.role) && !kept(c))
      out.push({ field: `credits.${i}.role`, code: 'credit_role_invalid' });
    return out;
  });
}

/**
 * Every problem of an edit of a title of `mediaType`, whose type's genres are `genreIdsOfType` and
 * whose credits are now `storedCredits`; an empty list means the edit may be saved.
 */
export function titleEditProblems(
  edit: TitleEdit,
  mediaType: MediaType,
  genreIdsOfType: readonly number[],
  storedCredits: TitleEdit['credits'] = [],
): TitleProblem[] {
  const problems = textProblems(edit.texts);
  edit.genreIds.forEach((id, i) => {
    if (!genreIdsOfType.includes(id) || edit.genreIds.indexOf(id) !== i)
      problems.push({ field: `genreIds.${i}`, code: 'genre_invalid' });
  });
  problems.push(...creditProblems(mediaType, edit.credits, storedCredits));
  if (edit.releaseDate !== null && !isCalendarDate(edit.releaseDate))
    problems.push({ field: 'releaseDate', code: 'release_date_invalid' });
  edit.restrictedCountries.forEach((code, i) => {
    if (!isCountryCode(code) || edit.restrictedCountries.indexOf(code) !== i)
      problems.push({ field: `restrictedCountries.${i}`, code: 'country_invalid' });
  });
  return problems;
}
