/**
 * What makes a cross-sell offer (SPEC.md 4 "Cross-industry upsell") one the console may save
 * (issue 33 scope 4): one rule for the console's form, the API and the operator commands, every
 * problem at once as a field and a code. Texts are optional: a language left out keeps the member
 * area's own wording (its locale files); a language given has its title, description and call to
 * action. The price is in minor units of the brand's currency, charged once.
 */
import { LANGUAGE_CODES, UPSELL_TYPES } from '../constants';
import { isSafeText } from '../text-safety';

export const CROSSSELL_TITLE_MAX = 80;
export const CROSSSELL_DESCRIPTION_MAX = 400;
export const CROSSSELL_CTA_MAX = 40;
/** Minor units: 1 to 1,000.00 of the brand's currency. */
export const CROSSSELL_AMOUNT_MAX = 100_000;

export interface CrossSellText {
  lang: string;
  title: string;
  description: string;
  callToAction: string;
}

export interface CrossSellOfferDraft {
  /** media | vpn; fixed once created. */
  type: string;
  amountMinor: number;
  texts: readonly CrossSellText[];
}

export type CrossSellOfferDraftCode =
  | 'invalid_type'
  | 'invalid_price'
  | 'unknown_language'
  | 'duplicate_language'
  | 'required'
  | 'too_long'
  | 'unsafe_text';

export interface CrossSellOfferDraftProblem {
  /** `type`, `amountMinor`, `texts`, `texts.<lang>.title|description|callToAction`. */
  field: string;
  code: CrossSellOfferDraftCode;
}

/** Trimmed, languages left wholly empty dropped (they keep the member area's wording). */
export function cleanCrossSellOfferDraft(draft: CrossSellOfferDraft): CrossSellOfferDraft {
  return {
    ...draft,
    type: draft.type.trim(),
    texts: draft.texts
      .map((t) => ({
        lang: t.lang,
        title: t.title.trim(),
        description: t.description.trim(),
        callToAction: t.callToAction.trim(),
      }))
      .filter((t) => t.title !== '' || t.description !== '' || t.callToAction !== ''),
  };
}

const PARTS = [
  ['title', CROSSSELL_TITLE_MAX, 'line'],
  ['description', CROSSSELL_DESCRIPTION_MAX, 'multiline'],
  ['callToAction', CROSSSELL_CTA_MAX, 'line'],
] as const;

/** Every problem of a (cleaned) draft, in the form's order; empty when it may be saved. */
export function crossSellOfferDraftProblems(draft: CrossSellOfferDraft): CrossSellOfferDraftProblem[] {
  const problems: CrossSellOfferDraftProblem[] = [];
  if (!(UPSELL_TYPES as readonly string[]).includes(draft.type))
    problems.push({ field: 'type', code: 'invalid_type' });
  if (
    !Number.isInteger(draft.amountMinor) ||
    draft.amountMinor < 1 ||
    draft.amountMinor > CROSSSELL_AMOUNT_MAX
  )
    problems.push({ field: 'amountMinor', code: 'invalid_price' });
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
  return problems;
}
