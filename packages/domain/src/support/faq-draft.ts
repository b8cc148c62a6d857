/**
 * What makes a help article (a question of the brand's faq/support screen, SPEC.md 3) one members
 * may read (issue 33 scope 4): one rule for the console's form, the API and the operator commands,
 * every problem at once as a field and a code. The brand's default language is required; any of the
 * 8 languages may have its own question and answer (members read English where theirs has none).
 */
import { LANGUAGE_CODES, type LanguageCode } from '../constants';
import { isSafeText } from '../text-safety';

/** Slugs key the article's translations and never change: lower-case words joined by dashes. */
export const FAQ_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FAQ_SLUG_MAX = 60;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 4000;

export interface FaqText {
  lang: string;
  question: string;
  answer: string;
}

export interface FaqDraft {
  slug: string;
  texts: readonly FaqText[];
}

export type FaqDraftCode =
  | 'invalid_slug'
  | 'unknown_language'
  | 'duplicate_language'
  | 'default_language_required'
  | 'question_required'
  | 'answer_required'
  | 'too_long'
  | 'unsafe_text';

export interface FaqDraftProblem {
  /** `slug`, `texts`, or `texts.<lang>.question` / `texts.<lang>.answer`. */
  field: string;
  code: FaqDraftCode;
}

/** A draft trimmed, languages with neither question nor answer left out. */
export function cleanFaqDraft(draft: FaqDraft): FaqDraft {
  return {
    slug: draft.slug.trim(),
    texts: draft.texts
      .map((t) => ({ lang: t.lang, question: t.question.trim(), answer: t.answer.trim() }))
      .filter((t) => t.question !== '' || t.answer !== ''),
  };
}

function textProblems(t: FaqText, part: 'question' | 'answer', max: number): FaqDraftProblem[] {
  const field = `texts.${t.lang}.${part}`;
  const text = t[part];
  if (text === '') return [{ field, code: part === 'question' ? 'question_required' : 'answer_required' }];
  if (text.length > max) return [{ field, code: 'too_long' }];
  if (!isSafeText(text, part === 'answer' ? 'multiline' : 'line')) return [{ field, code: 'unsafe_text' }];
  return [];
}

/** Every problem of a (cleaned) draft; empty when it may be saved. */
export function faqDraftProblems(draft: FaqDraft, defaultLanguage: LanguageCode): FaqDraftProblem[] {
  const problems: FaqDraftProblem[] = [];
  // `new` is the console's address of the add form (/articles/new), never an article's.
  if (draft.slug.length > FAQ_SLUG_MAX || !FAQ_SLUG_PATTERN.test(draft.slug) || draft.slug === 'new')
    problems.push({ field: 'slug', code: 'invalid_slug' });
  const seen = new Set<string>();
  for (const t of draft.texts) {
    if (!(LANGUAGE_CODES as readonly string[]).includes(t.lang)) {
      problems.push({ field: 'texts', code: 'unknown_language' });
      continue;
    }
    if (seen.has(t.lang)) {
      problems.push({ field: 'texts', code: 'duplicate_language' });
      continue;
    }
    seen.add(t.lang);
    problems.push(
      ...textProblems(t, 'question', FAQ_QUESTION_MAX),
      ...textProblems(t, 'answer', FAQ_ANSWER_MAX),
    );
  }
  if (!seen.has(defaultLanguage))
    problems.push({ field: `texts.${defaultLanguage}.question`, code: 'default_language_required' });
  return problems;
}

/** Why `slugs` is not an order of exactly the brand's articles (`current`), or null. */
export function faqOrderProblem(
  current: readonly string[],
  slugs: readonly string[],
): 'invalid_order' | null {
  if (slugs.length !== current.length || new Set(slugs).size !== slugs.length) return 'invalid_order';
  const known = new Set(current);
  return slugs.every((s) => known.has(s)) ? null : 'invalid_order';
}
