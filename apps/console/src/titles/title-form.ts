/**
 * The title form's state and its rules (pure): the form is built from the server's detail, checked
 * with the domain's own rule before it is sent (the server checks it again), and turned into the
 * mutation's input. Problems are keyed by the rule's field paths (`texts.de-de.title`, `credits.2.role`).
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  isCatalogueMediaType,
  titleEditProblems,
  type TitleProblem,
} from '@member-area/domain';

export interface TitleForm {
  texts: { lang: string; title: string; description: string }[];
  genreIds: string[];
  credits: { name: string; role: string }[];
  releaseDate: string;
  isFree: boolean;
  /** Comma- or space-separated ISO codes as typed. */
  countries: string;
}

export interface TitleDetailLike {
  title: { mediaType: string; releaseDate?: string | null; isFree: boolean };
  texts: readonly { lang: string; title: string; description: string }[];
  genreIds: readonly string[];
  genreOptions: readonly { id: string }[];
  credits: readonly { name: string; role: string }[];
  restrictedCountries: readonly string[];
}

export function formOf(detail: TitleDetailLike): TitleForm {
  return {
    texts: LANGUAGE_CODES.map(
      (lang) => detail.texts.find((t) => t.lang === lang) ?? { lang, title: '', description: '' },
    ).map((t) => ({ ...t })),
    genreIds: [...detail.genreIds],
    credits: detail.credits.map((c) => ({ ...c })),
    releaseDate: detail.title.releaseDate ?? '',
    isFree: detail.title.isFree,
    countries: detail.restrictedCountries.join(', '),
  };
}

/** The codes typed, upper-cased, in order, each once as typed (the rule names a repeat). */
export function countriesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');
}

/** The mutation's input (TitleInput). */
export function inputOf(form: TitleForm) {
  return {
    texts: form.texts.map((t) => ({
      lang: t.lang,
      title: t.title.trim(),
      description: t.description.trim(),
    })),
    genreIds: form.genreIds,
    credits: form.credits.map((c) => ({ name: c.name.trim(), role: c.role })),
    releaseDate: form.releaseDate.trim() === '' ? null : form.releaseDate.trim(),
    isFree: form.isFree,
    restrictedCountries: countriesOf(form.countries),
  };
}

/** What the domain's rule says of the form before it is sent (the server says the same). */
export function titleFormProblems(form: TitleForm, detail: TitleDetailLike): TitleProblem[] {
  const mediaType = detail.title.mediaType;
  if (!isCatalogueMediaType(mediaType)) return [];
  const input = inputOf(form);
  return titleEditProblems(
    { ...input, genreIds: input.genreIds.map(Number) },
    mediaType,
    detail.genreOptions.map((g) => Number(g.id)),
    detail.credits,
  );
}

/** The language tab a problem lives on (null: not a text). */
export function languageOfProblem(field: string): string | null {
  const [head, lang] = field.split('.');
  return head === 'texts' ? (lang ?? DEFAULT_LANGUAGE) : null;
}

/** The form control a problem names (its `data-field`), for the error summary's links. */
export function controlOfProblem(field: string): string {
  if (field.startsWith('restrictedCountries')) return 'countries';
  if (field.startsWith('genreIds')) return 'genres';
  return field;
}

/** The problems the server sent back in `extra.problems`, when they have the right shape. */
export function problemsOfExtra(extra: unknown): TitleProblem[] {
  const list = (extra as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is TitleProblem =>
      typeof p === 'object' && p !== null && typeof p.field === 'string' && typeof p.code === 'string',
  );
}
