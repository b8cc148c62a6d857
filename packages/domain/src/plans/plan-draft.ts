/**
 * A plan as an operator writes it (issue 31 scope 6): the console's plan form and the
 * `create-plan` command both pass it through `checkPlanDraft` before anything is written, so the
 * same input gets the same answer on either door.
 */
import { CHAMPION_MEMBERSHIP_IDS, LANGUAGE_CODES, MEDIA_TYPES, type LanguageCode } from '../constants';
import { billingPeriodDays } from '../billing/periods';
import { isSafeText, INVALID_CHARACTERS } from '../text-safety';

/** What a plan grants besides media: the offer named VPN (SPEC.md 4), written as this type. */
export const PLAN_VPN_TYPE = 'vpn';
export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const PLAN_NAME_MAX = 80;
export const PLAN_DESCRIPTION_MAX = 500;
/** Prices are minor units; 10,000,000 is 100,000.00 in a two-decimal currency: a typo guard. */
export const PLAN_PRICE_MAX_MINOR = 10_000_000;
export const PLAN_TRIAL_DAYS_MAX = 365;
export const PLAN_INTERVAL_COUNT_MAX = 36;
/** No billing period longer than three years, whatever the interval and count. */
export const PLAN_PERIOD_DAYS_MAX = 3 * 365;
/** A group is a short slug the member area sorts plans by (premium, trial, champion, …). */
const GROUP_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;

export interface PlanText {
  lang: string;
  name: string;
  description: string;
}

export interface PlanDraft {
  texts: readonly PlanText[];
  group: string;
  priceInitialMinor: number;
  priceRecurringMinor: number;
  trialDays: number;
  interval: string;
  intervalCount: number;
  /** Media types of the plan's offers, plus `vpn` for the VPN offer. */
  mediaTypes: readonly string[];
  /** A Champion membership id (147–151), or null for a plan without one. */
  membershipId: number | null;
}

/** A draft that passed: texts trimmed, empty languages dropped, media types deduplicated in order. */
export interface CheckedPlanDraft extends PlanDraft {
  texts: readonly (PlanText & { lang: LanguageCode })[];
  interval: PlanInterval;
}

export type PlanDraftErrorCode =
  | 'invalid_input'
  | typeof INVALID_CHARACTERS
  | 'plan_name_required'
  | 'plan_text_too_long'
  | 'plan_price_invalid'
  | 'plan_trial_days_invalid'
  | 'plan_interval_invalid'
  | 'plan_media_types_invalid'
  | 'plan_membership_invalid';

export type PlanDraftCheck =
  { ok: true; draft: CheckedPlanDraft } | { ok: false; errorCode: PlanDraftErrorCode; field: string };

const isLanguage = (lang: string): lang is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(lang);
const isPrice = (n: number) => Number.isInteger(n) && n >= 0 && n <= PLAN_PRICE_MAX_MINOR;
/** What a plan may grant, in the order plans list them: the media types, then VPN. */
export const PLAN_GRANT_TYPES: readonly string[] = [...MEDIA_TYPES, PLAN_VPN_TYPE];

/** Is the membership id one the product knows (Champion 147–151) or none. */
export function isKnownMembershipId(id: number | null): boolean {
  return id === null || (CHAMPION_MEMBERSHIP_IDS as readonly number[]).includes(id);
}

function checkTexts(
  texts: readonly PlanText[],
  defaultLanguage: string,
):
  | { ok: true; texts: CheckedPlanDraft['texts'] }
  | { ok: false; errorCode: PlanDraftErrorCode; field: string } {
  const seen = new Set<string>();
  const kept: (PlanText & { lang: LanguageCode })[] = [];
  for (const t of texts) {
    if (!isLanguage(t.lang) || seen.has(t.lang))
      return { ok: false, errorCode: 'invalid_input', field: 'texts' };
    seen.add(t.lang);
    const name = t.name.trim();
    const description = t.description.trim();
    const field = `texts.${t.lang}`;
    if (!isSafeText(name) || !isSafeText(description, 'multiline'))
      return { ok: false, errorCode: INVALID_CHARACTERS, field };
    if (name.length > PLAN_NAME_MAX || description.length > PLAN_DESCRIPTION_MAX)
      return { ok: false, errorCode: 'plan_text_too_long', field };
    // A description without a name names nothing: the language is only half written.
    if (name === '' && description !== '') return { ok: false, errorCode: 'plan_name_required', field };
    if (name !== '') kept.push({ lang: t.lang, name, description });
  }
  if (!kept.some((t) => t.lang === defaultLanguage))
    return { ok: false, errorCode: 'plan_name_required', field: `texts.${defaultLanguage}` };
  return { ok: true, texts: kept };
}

/**
 * Checks a plan draft against the rules every plan obeys; the first problem found answers, with
 * the field it is about. `defaultLanguage` is the brand's: a plan must at least be named in it.
 */
export function checkPlanDraft(draft: PlanDraft, defaultLanguage: string): PlanDraftCheck {
  const texts = checkTexts(draft.texts, defaultLanguage);
  if (!texts.ok) return texts;
  if (!GROUP_PATTERN.test(draft.group)) return { ok: false, errorCode: 'invalid_input', field: 'group' };
  if (!isPrice(draft.priceInitialMinor))
    return { ok: false, errorCode: 'plan_price_invalid', field: 'priceInitialMinor' };
  if (!isPrice(draft.priceRecurringMinor))
    return { ok: false, errorCode: 'plan_price_invalid', field: 'priceRecurringMinor' };
  if (!Number.isInteger(draft.trialDays) || draft.trialDays < 0 || draft.trialDays > PLAN_TRIAL_DAYS_MAX)
    return { ok: false, errorCode: 'plan_trial_days_invalid', field: 'trialDays' };
  const interval = draft.interval;
  if (!(PLAN_INTERVALS as readonly string[]).includes(interval))
    return { ok: false, errorCode: 'plan_interval_invalid', field: 'interval' };
  if (
    !Number.isInteger(draft.intervalCount) ||
    draft.intervalCount < 1 ||
    draft.intervalCount > PLAN_INTERVAL_COUNT_MAX ||
    billingPeriodDays(interval, draft.intervalCount) > PLAN_PERIOD_DAYS_MAX
  )
    return { ok: false, errorCode: 'plan_interval_invalid', field: 'intervalCount' };
  if (draft.mediaTypes.length === 0 || draft.mediaTypes.some((t) => !PLAN_GRANT_TYPES.includes(t)))
    return { ok: false, errorCode: 'plan_media_types_invalid', field: 'mediaTypes' };
  if (!isKnownMembershipId(draft.membershipId))
    return { ok: false, errorCode: 'plan_membership_invalid', field: 'membershipId' };
  return {
    ok: true,
    draft: {
      ...draft,
      texts: texts.texts,
      interval: interval as PlanInterval,
      mediaTypes: PLAN_GRANT_TYPES.filter((t) => draft.mediaTypes.includes(t)),
    },
  };
}
