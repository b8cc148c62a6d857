import {
  cleanFaqDraft,
  faqDraftProblems,
  LANGUAGE_CODES,
  type FaqDraftProblem,
  type FaqText,
  type LanguageCode,
} from '@member-area/domain';

/** The article form: the slug and a question and answer per language (empty: not written). */
export interface ArticleForm {
  slug: string;
  texts: Record<LanguageCode, { question: string; answer: string }>;
}

export function emptyArticleForm(): ArticleForm {
  return {
    slug: '',
    texts: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, { question: '', answer: '' }]),
    ) as ArticleForm['texts'],
  };
}

export function formOfArticle(article: { slug: string; texts: readonly FaqText[] }): ArticleForm {
  const form = emptyArticleForm();
  for (const t of article.texts)
    if (t.lang in form.texts) form.texts[t.lang as LanguageCode] = { question: t.question, answer: t.answer };
  return { ...form, slug: article.slug };
}

/** What the form sends: every language, trimmed, the empty ones left out (the server drops them too). */
export function textsOfForm(form: ArticleForm): FaqText[] {
  return cleanFaqDraft({
    slug: form.slug,
    texts: LANGUAGE_CODES.map((lang) => ({ lang, ...form.texts[lang] })),
  }).texts as FaqText[];
}

/** The form's problems before it is sent, by the very rule the server applies. */
export function articleFormProblems(form: ArticleForm, defaultLanguage: LanguageCode): FaqDraftProblem[] {
  return faqDraftProblems({ slug: form.slug.trim(), texts: textsOfForm(form) }, defaultLanguage);
}

/** A suggested slug from a question: lower-case words joined by dashes, accents dropped. */
export function slugFromQuestion(question: string): string {
  return question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The problems of a refused save (`extra.problems`). */
export function problemsOfExtra(extra: unknown): FaqDraftProblem[] {
  const problems = (extra as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (p): p is FaqDraftProblem =>
      typeof p === 'object' && p !== null && typeof p.field === 'string' && typeof p.code === 'string',
  );
}

/** The list with the item at `index` moved one place up (-1) or down (1); null at an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] | null {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return null;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
