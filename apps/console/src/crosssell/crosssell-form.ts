/**
 * The cross-sell offer form's state and its mapping to the API's input: the price typed in major
 * units (4.99) becomes minor units (499); the server checks it again (packages/domain's rule) and
 * sets the currency and what the add-on grants itself.
 */
import {
  cleanCrossSellOfferDraft,
  crossSellOfferDraftProblems,
  LANGUAGE_CODES,
  type CrossSellOfferDraftProblem,
  type LanguageCode,
} from '@member-area/domain';

export interface CrossSellFormText {
  title: string;
  description: string;
  callToAction: string;
}

export interface CrossSellForm {
  type: string;
  price: string;
  texts: Record<LanguageCode, CrossSellFormText>;
}

const blank = (): CrossSellFormText => ({ title: '', description: '', callToAction: '' });

export function emptyCrossSellForm(type: string): CrossSellForm {
  return {
    type,
    price: '',
    texts: Object.fromEntries(LANGUAGE_CODES.map((c) => [c, blank()])) as Record<
      LanguageCode,
      CrossSellFormText
    >,
  };
}

export function formOfOffer(offer: {
  type: string;
  amountMinor: number;
  texts: readonly ({ lang: string } & CrossSellFormText)[];
}): CrossSellForm {
  const form = emptyCrossSellForm(offer.type);
  form.price = (offer.amountMinor / 100).toFixed(2);
  for (const t of offer.texts)
    if ((LANGUAGE_CODES as readonly string[]).includes(t.lang))
      form.texts[t.lang as LanguageCode] = {
        title: t.title,
        description: t.description,
        callToAction: t.callToAction,
      };
  return form;
}

/** Major units with at most two decimals (a comma or a point) in minor units; NaN when not a price. */
export function minorUnitsOf(price: string): number {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(price.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

export function inputOfForm(form: CrossSellForm) {
  return {
    amountMinor: minorUnitsOf(form.price),
    texts: LANGUAGE_CODES.map((lang) => ({ lang, ...form.texts[lang] })).filter(
      (t) => t.title.trim() !== '' || t.description.trim() !== '' || t.callToAction.trim() !== '',
    ),
  };
}

/** The shared rule's problems of the form, before asking the server. */
export function crossSellFormProblems(form: CrossSellForm): CrossSellOfferDraftProblem[] {
  const input = inputOfForm(form);
  return crossSellOfferDraftProblems(
    cleanCrossSellOfferDraft({ type: form.type, amountMinor: input.amountMinor, texts: input.texts }),
  );
}

/** The problems of a refused save (`extra.problems`). */
export function problemsOfExtra(extra: unknown): CrossSellOfferDraftProblem[] {
  const problems = (extra as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (p): p is CrossSellOfferDraftProblem =>
      typeof p === 'object' && p !== null && typeof p.field === 'string' && typeof p.code === 'string',
  );
}
