import type { LanguageCode } from '@member-area/domain';

/** The language a problem's field points into (`texts.fr-ca.name` → `fr-ca`), or null for a form field. */
export function problemLanguage(problem: { field: string }): string | null {
  return /^texts\.([a-z]{2}-[a-z]{2})\./.exec(problem.field)?.[1] ?? null;
}

/** The brand's default language first, then the others in the catalogue's order. */
export function defaultLanguageFirst(
  languages: readonly LanguageCode[],
  defaultLanguage: LanguageCode,
): LanguageCode[] {
  return [defaultLanguage, ...languages.filter((code) => code !== defaultLanguage)];
}

/** The open panels after one is folded (`open` false) or unfolded; the set given is left as it was. */
export function withPanel(panels: ReadonlySet<string>, code: string, open: boolean): ReadonlySet<string> {
  const next = new Set(panels);
  if (open) next.add(code);
  else next.delete(code);
  return next;
}

/** The open panels with those the problems point into unfolded too (the same set when none is new). */
export function withProblemPanels(
  panels: ReadonlySet<string>,
  problems: readonly { field: string }[],
): ReadonlySet<string> {
  const langs = problems.map(problemLanguage).filter((lang): lang is string => lang !== null);
  return langs.every((lang) => panels.has(lang)) ? panels : new Set([...panels, ...langs]);
}

/** The field a refused save focuses: its first problem's, or `textsField` for one about the texts as a whole. */
export function focusFieldOf(problem: { field: string }, textsField?: string): string {
  return problem.field === 'texts' && textsField !== undefined ? textsField : problem.field;
}
