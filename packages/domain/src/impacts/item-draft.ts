/**
 * What makes an impact item (a cause a brand's members fund with coins, SPEC.md 2 "Impacts") one the
 * console may save (issue 33 scope 4): one rule for the console's form, the API and the operator
 * commands, every problem at once as a field and a code. Texts: the brand's default language at
 * least; any of the 8 languages may have its own name, description and unit.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../constants';
import { isSafeText } from '../text-safety';

export const IMPACT_SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const IMPACT_SLUG_MAX = 60;
export const IMPACT_NAME_MAX = 80;
export const IMPACT_DESCRIPTION_MAX = 1000;
export const IMPACT_UNIT_MAX = 30;
/** Coins per unit. */
export const IMPACT_PRICE_MAX = 1_000_000;
export const IMPACT_TARGET_MAX = 1_000_000_000;

export interface ImpactText {
  lang: string;
  name: string;
  description: string;
  unit: string;
}

export interface ImpactItemDraft {
  slug: string;
  texts: readonly ImpactText[];
  pricePerUnit: number;
  targetQuantity: number;
  memberTarget: number;
}

export type ImpactItemDraftCode =
  | 'invalid_slug'
  | 'unknown_language'
  | 'duplicate_language'
  | 'default_language_required'
  | 'required'
  | 'too_long'
  | 'unsafe_text'
  | 'invalid_price'
  | 'invalid_target'
  | 'below_funded'
  | 'invalid_member_target';

export interface ImpactItemDraftProblem {
  /** `slug`, `texts`, `texts.<lang>.name|description|unit`, `pricePerUnit`, `targetQuantity`, `memberTarget`. */
  field: string;
  code: ImpactItemDraftCode;
}

/** Trimmed, languages left wholly empty dropped. */
export function cleanImpactItemDraft(draft: ImpactItemDraft): ImpactItemDraft {
  return {
    ...draft,
    slug: draft.slug.trim(),
    texts: draft.texts
      .map((t) => ({
        lang: t.lang,
        name: t.name.trim(),
        description: t.description.trim(),
        unit: t.unit.trim(),
      }))
      .filter((t) => t.name !== '' || t.description !== '' || t.unit !== ''),
  };
}

const PARTS = [
  ['name', IMPACT_NAME_MAX, 'line'],
  ['description', IMPACT_DESCRIPTION_MAX, 'multiline'],
  ['unit', IMPACT_UNIT_MAX, 'line'],
] as const;

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * Every problem of a (cleaned) draft, in the form's order; empty when it may be saved. `fundedQuantity` is what members
 * funded so far (0 for a new item): the target never goes below it.
 */
export function impactItemDraftProblems(
  draft: ImpactItemDraft,
  defaultLanguage: LanguageCode,
  fundedQuantity = 0,
): ImpactItemDraftProblem[] {
  const problems: ImpactItemDraftProblem[] = [];
  if (draft.slug.length > IMPACT_SLUG_MAX || !IMPACT_SLUG_PATTERN.test(draft.slug))
    problems.push({ field: 'slug', code: 'invalid_slug' });
  // In the form's order: the numbers, then the texts language by language.
  if (!wholeIn(draft.pricePerUnit, 1, IMPACT_PRICE_MAX))
    problems.push({ field: 'pricePerUnit', code: 'invalid_price' });
  const targetValid = wholeIn(draft.targetQuantity, 1, IMPACT_TARGET_MAX);
  if (!targetValid) problems.push({ field: 'targetQuantity', code: 'invalid_target' });
  else if (draft.targetQuantity < fundedQuantity)
    problems.push({ field: 'targetQuantity', code: 'below_funded' });
  // Within the target when the target itself is one (else its own problem says what is wrong).
  if (!wholeIn(draft.memberTarget, 1, targetValid ? draft.targetQuantity : IMPACT_TARGET_MAX))
    problems.push({ field: 'memberTarget', code: 'invalid_member_target' });
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
    for (const [part, max, shape] of PARTS) {
      const field = `texts.${t.lang}.${part}`;
      const text = t[part];
      if (text === '') problems.push({ field, code: 'required' });
      else if (text.length > max) problems.push({ field, code: 'too_long' });
      else if (!isSafeText(text, shape)) problems.push({ field, code: 'unsafe_text' });
    }
  }
  if (!seen.has(defaultLanguage))
    problems.push({ field: `texts.${defaultLanguage}.name`, code: 'default_language_required' });
  return problems;
}

/** The funding modal's quick picks: one unit, the invited target and twice it, in coins. */
export function impactQuickPicks(pricePerUnit: number, memberTarget: number): number[] {
  return [...new Set([pricePerUnit, pricePerUnit * memberTarget, pricePerUnit * memberTarget * 2])];
}
