import {
  cleanImpactItemDraft,
  impactItemDraftProblems,
  LANGUAGE_CODES,
  type ImpactItemDraftProblem,
  type ImpactText,
  type LanguageCode,
} from '@member-area/domain';

type TextForm = { name: string; description: string; unit: string };

/** The impact item form: numbers as typed (strings), a name, description and unit per language. */
export interface ImpactForm {
  slug: string;
  categoryId: string;
  pricePerUnit: string;
  targetQuantity: string;
  memberTarget: string;
  texts: Record<LanguageCode, TextForm>;
}

export function emptyImpactForm(categoryId = ''): ImpactForm {
  return {
    slug: '',
    categoryId,
    pricePerUnit: '',
    targetQuantity: '',
    memberTarget: '1',
    texts: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, { name: '', description: '', unit: '' }]),
    ) as ImpactForm['texts'],
  };
}

export function formOfItem(item: {
  slug: string;
  categoryId: string;
  pricePerUnit: number;
  targetQuantity: number;
  memberTarget: number;
  texts: readonly ImpactText[];
}): ImpactForm {
  const form = emptyImpactForm(item.categoryId);
  for (const t of item.texts)
    if (t.lang in form.texts)
      form.texts[t.lang as LanguageCode] = { name: t.name, description: t.description, unit: t.unit };
  return {
    ...form,
    slug: item.slug,
    pricePerUnit: String(item.pricePerUnit),
    targetQuantity: String(item.targetQuantity),
    memberTarget: String(item.memberTarget),
  };
}

/** A whole number as typed, or NaN (which the domain rule refuses with the field's own problem). */
function wholeNumber(text: string): number {
  return /^\s*\d{1,10}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** What the form sends (the slug apart): numbers parsed, languages trimmed, empty ones left out. */
export function inputOfForm(form: ImpactForm) {
  const draft = cleanImpactItemDraft({
    slug: form.slug,
    texts: LANGUAGE_CODES.map((lang) => ({ lang, ...form.texts[lang] })),
    pricePerUnit: wholeNumber(form.pricePerUnit),
    targetQuantity: wholeNumber(form.targetQuantity),
    memberTarget: wholeNumber(form.memberTarget),
  });
  return {
    categoryId: form.categoryId,
    texts: draft.texts as ImpactText[],
    pricePerUnit: draft.pricePerUnit,
    targetQuantity: draft.targetQuantity,
    memberTarget: draft.memberTarget,
  };
}

/** The form's problems before it is sent, by the very rule the server applies. */
export function impactFormProblems(
  form: ImpactForm,
  defaultLanguage: LanguageCode,
  fundedQuantity = 0,
): ImpactItemDraftProblem[] {
  const input = inputOfForm(form);
  const problems = impactItemDraftProblems(
    { ...input, slug: form.slug.trim() },
    defaultLanguage,
    fundedQuantity,
  );
  return form.categoryId === '' ? [{ field: 'categoryId', code: 'required' }, ...problems] : problems;
}

/** The problems of a refused save (`extra.problems`). */
export function problemsOfExtra(extra: unknown): ImpactItemDraftProblem[] {
  const problems = (extra as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (p): p is ImpactItemDraftProblem =>
      typeof p === 'object' && p !== null && typeof p.field === 'string' && typeof p.code === 'string',
  );
}
