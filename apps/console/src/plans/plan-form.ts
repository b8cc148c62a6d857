/**
 * The plan editor's state and its way to and from the server's PlanInput. Prices are held as the
 * operator types them (major units) and converted with the currency's digits only on save.
 */
import { LANGUAGE_CODES, PLAN_INTERVALS, type LanguageCode } from '@member-area/domain';
import type { ConsolePlanFieldsFragment, PlanInput } from '../gql/graphql';
import { majorTextToMinor, minorToMajorText } from './plan-money';

export interface PlanTextForm {
  name: string;
  description: string;
}

export interface PlanForm {
  texts: Record<LanguageCode, PlanTextForm>;
  group: string;
  priceInitial: string;
  priceRecurring: string;
  trialDays: string;
  interval: string;
  intervalCount: string;
  mediaTypes: string[];
  /** '' for none, else a Champion id ("147"…"151"). */
  membershipId: string;
}

/** A control of the form a refused save can point at (its element has id `plan-field-<name>`). */
export type PlanFormField =
  | `name-${LanguageCode}`
  | 'group'
  | 'priceInitial'
  | 'priceRecurring'
  | 'trialDays'
  | 'interval'
  | 'intervalCount'
  | 'mediaTypes'
  | 'membershipId';

const emptyTexts = (): Record<LanguageCode, PlanTextForm> =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { name: '', description: '' }])) as Record<
    LanguageCode,
    PlanTextForm
  >;

/** The languages in the order the editor lists them: the brand's default first, then the rest. */
export function languagesInOrder(defaultLanguage: string): LanguageCode[] {
  const first = LANGUAGE_CODES.filter((code) => code === defaultLanguage);
  return [...first, ...LANGUAGE_CODES.filter((code) => code !== defaultLanguage)];
}

/** A new plan: a monthly premium plan with no trial, no price yet. */
export function emptyPlanForm(): PlanForm {
  return {
    texts: emptyTexts(),
    group: 'premium',
    priceInitial: '',
    priceRecurring: '',
    trialDays: '0',
    interval: 'month',
    intervalCount: '1',
    mediaTypes: [],
    membershipId: '',
  };
}

export function planFormFromPlan(plan: ConsolePlanFieldsFragment): PlanForm {
  const texts = emptyTexts();
  for (const text of plan.texts) {
    if (text.lang in texts)
      texts[text.lang as LanguageCode] = { name: text.name, description: text.description };
  }
  return {
    texts,
    group: plan.group,
    priceInitial: minorToMajorText(plan.priceInitialMinor, plan.currency),
    priceRecurring: minorToMajorText(plan.priceRecurringMinor, plan.currency),
    trialDays: String(plan.trialDays),
    interval: plan.interval,
    intervalCount: String(plan.intervalCount),
    mediaTypes: [...plan.mediaTypes],
    membershipId:
      plan.membershipId === null || plan.membershipId === undefined ? '' : String(plan.membershipId),
  };
}

/** A whole number typed in a field, or NaN (which the server then refuses with its own code). */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type PlanInputResult =
  { ok: true; input: PlanInput } | { ok: false; field: PlanFormField; errorCode: string };

/**
 * The PlanInput of a form, or the first field the console can already tell is wrong: a price that
 * is not an amount in the currency, a count that is not a whole number. Everything else (names,
 * ranges, media types) the server checks with packages/domain checkPlanDraft and names the field.
 */
export function planInputFromForm(form: PlanForm, currency: string, lang: string): PlanInputResult {
  const priceInitialMinor = majorTextToMinor(form.priceInitial, currency, lang);
  if (priceInitialMinor === null)
    return { ok: false, field: 'priceInitial', errorCode: 'plan_price_invalid' };
  const priceRecurringMinor = majorTextToMinor(form.priceRecurring, currency, lang);
  if (priceRecurringMinor === null)
    return { ok: false, field: 'priceRecurring', errorCode: 'plan_price_invalid' };
  const trialDays = wholeNumber(form.trialDays);
  if (Number.isNaN(trialDays)) return { ok: false, field: 'trialDays', errorCode: 'plan_trial_days_invalid' };
  const intervalCount = wholeNumber(form.intervalCount);
  if (Number.isNaN(intervalCount))
    return { ok: false, field: 'intervalCount', errorCode: 'plan_interval_invalid' };
  return {
    ok: true,
    input: {
      texts: LANGUAGE_CODES.map((code) => ({
        lang: code,
        name: form.texts[code].name.trim(),
        description: form.texts[code].description.trim(),
      })).filter((text) => text.name !== '' || text.description !== ''),
      group: form.group.trim(),
      priceInitialMinor,
      priceRecurringMinor,
      trialDays,
      interval: form.interval,
      intervalCount,
      mediaTypes: [...form.mediaTypes],
      membershipId: form.membershipId === '' ? null : Number(form.membershipId),
    },
  };
}

const SERVER_FIELDS: Record<string, PlanFormField> = {
  group: 'group',
  priceInitialMinor: 'priceInitial',
  priceRecurringMinor: 'priceRecurring',
  trialDays: 'trialDays',
  interval: 'interval',
  intervalCount: 'intervalCount',
  mediaTypes: 'mediaTypes',
  membershipId: 'membershipId',
};

/**
 * The control a refused save points at, from the answer's `extra.field` (checkPlanDraft's names:
 * `texts.fr-ca`, `priceInitialMinor`, …); null when it names none the form has.
 */
export function planFieldOfError(extra: unknown): PlanFormField | null {
  if (!extra || typeof extra !== 'object' || !('field' in extra)) return null;
  const field = (extra as { field: unknown }).field;
  if (typeof field !== 'string') return null;
  const lang = /^texts\.([a-z]{2}-[a-z]{2})$/.exec(field)?.[1];
  if (lang)
    return (LANGUAGE_CODES as readonly string[]).includes(lang) ? `name-${lang as LanguageCode}` : null;
  return SERVER_FIELDS[field] ?? null;
}

/** The interval choices, in the order the select lists them. */
export const INTERVAL_CHOICES = PLAN_INTERVALS;

/** Whether two forms hold the same plan (the save bar's "unsaved changes"). */
export function samePlanForm(a: PlanForm, b: PlanForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
