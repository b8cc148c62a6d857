/**
 * The giveaway screens' forms: what the fields hold, the GraphQL input they become, and where a
 * refusal belongs. The rules are the server's (GiveawayAdminService, PostalService): a refusal names
 * its field and a problem code, which `problemText` translates (giveaways.problems.<code>). Only
 * the typing of whole numbers is checked here, since an Int cannot carry "abc".
 */
import type { TFunction } from 'i18next';
import type { GiveawayEditInput, GiveawayInput, PostalEntryInput } from '../gql/graphql';
import { errorText } from '../app/errors';

export type GiveawayCategory = 'promotional' | 'monthly_exclusive';
export const GIVEAWAY_CATEGORIES: readonly GiveawayCategory[] = ['promotional', 'monthly_exclusive'];

export interface GiveawayForm {
  name: string;
  prize: string;
  month: string;
  months: string;
  price: string;
  entries: string;
  multiplierPrice: string;
  factor: string;
  category: GiveawayCategory;
  physical: boolean;
  memberOnly: boolean;
  description: string;
  image: string;
}

export type GiveawayFormField = keyof GiveawayForm;

/** The month after `period` (YYYY-MM): the first a new giveaway can start in. */
export function nextMonth(period: string): string {
  const [year = 2000, month = 1] = period.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

export function emptyGiveawayForm(currentMonth: string): GiveawayForm {
  return {
    name: '',
    prize: '',
    month: nextMonth(currentMonth),
    months: '1',
    price: '',
    entries: '',
    multiplierPrice: '',
    factor: '',
    category: 'promotional',
    physical: false,
    memberOnly: false,
    description: '',
    image: '',
  };
}

/** Never changed once the giveaway exists: each month keeps its published draw commitment. */
export const FIXED_FIELDS = ['month', 'months', 'category'] as const;

/** An amount in minor units as the form shows it (499 → "4.99" with 2 decimals). */
export function majorText(minor: number, decimals: number): string {
  return decimals === 0 ? String(minor) : (minor / 10 ** decimals).toFixed(decimals);
}

/** The form of an existing giveaway (the edit page). */
export function giveawayFormOf(
  g: {
    name: string;
    prize: string;
    description: string;
    image: string;
    firstMonth: string;
    monthsOpen: number;
    category: string;
    physical: boolean;
    memberOnly: boolean;
    priceMinor: number;
    priceEntries: number;
    multiplierMinor: number;
    multiplierFactor: number;
  },
  decimals: number,
): GiveawayForm {
  const promotional = g.category === 'promotional';
  return {
    name: g.name,
    prize: g.prize,
    month: g.firstMonth,
    months: String(g.monthsOpen),
    price: promotional ? majorText(g.priceMinor, decimals) : '',
    entries: promotional ? String(g.priceEntries) : '',
    multiplierPrice: promotional ? majorText(g.multiplierMinor, decimals) : '',
    factor: promotional ? String(g.multiplierFactor) : '',
    category: promotional ? 'promotional' : 'monthly_exclusive',
    physical: g.physical,
    memberOnly: g.memberOnly,
    // A giveaway created without a description shows its prize there: keep it empty then.
    description: g.description === g.prize ? '' : g.description,
    image: g.image,
  };
}

/** The input of updateGiveaway: createGiveaway's without the fields that never change. */
export function giveawayEditInputFromForm(input: GiveawayInput): GiveawayEditInput {
  const { month: _month, months: _months, category: _category, ...edit } = input;
  return edit;
}

/** A refusal as the forms show it: the field it belongs to (null: the whole form) and its text. */
export interface FieldRefusal<F extends string> {
  field: F | null;
  text: string;
}

const WHOLE = /^\d{1,9}$/;
const NUMBER_PROBLEM = {
  months: 'months_invalid',
  entries: 'entries_invalid',
  factor: 'factor_invalid',
} as const;

/** The input of createGiveaway, or the first whole-number field that is not one. */
export function giveawayInputFromForm(
  form: GiveawayForm,
):
  | { ok: true; input: GiveawayInput }
  | { ok: false; field: 'months' | 'entries' | 'factor'; problem: string } {
  const promotional = form.category === 'promotional';
  for (const field of ['months', 'entries', 'factor'] as const) {
    const text = form[field].trim();
    if (text !== '' && !WHOLE.test(text)) return { ok: false, field, problem: NUMBER_PROBLEM[field] };
  }
  const whole = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ok: true,
    input: {
      name: form.name,
      prize: form.prize,
      month: form.month.trim(),
      months: whole(form.months) ?? 1,
      // A monthly exclusive giveaway is free: its prices are not sent.
      price: promotional ? optional(form.price) : null,
      entries: promotional ? whole(form.entries) : null,
      multiplierPrice: promotional ? optional(form.multiplierPrice) : null,
      factor: promotional ? whole(form.factor) : null,
      category: form.category,
      physical: form.physical,
      memberOnly: form.memberOnly,
      description: optional(form.description),
      image: optional(form.image),
    },
  };
}

interface ProblemExtra {
  field?: string | null;
  problem?: string;
  params?: Record<string, string | undefined>;
}

/** The translated text of a problem code the server (or giveawayInputFromForm) named. */
export function problemText(
  t: TFunction,
  problem: string,
  params: Record<string, string | undefined> = {},
): string {
  return t(`giveaways.problems.${problem}`, { ...params, defaultValue: t('errors.invalid_input') });
}

/** Where a refused createGiveaway, runDraw or grantMonthlyEntries belongs, in words. */
export function refusalOf<F extends string>(
  t: TFunction,
  result: { errorCode?: string | null; message?: string | null; extra?: unknown },
  fields: readonly F[],
): FieldRefusal<F> {
  const extra = (result.extra ?? {}) as ProblemExtra;
  if (result.errorCode === 'invalid_input' && extra.problem) {
    const field = fields.find((f) => f === extra.field) ?? null;
    return { field, text: problemText(t, extra.problem, extra.params ?? {}) };
  }
  // The server's message is in the staff member's language already (its error catalogue).
  return { field: null, text: result.message || errorText(t, result.errorCode) };
}

export interface PostalForm {
  envelopeRef: string;
  fullName: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  country: string;
  received: string;
}

export type PostalFormField = keyof PostalForm;

export const POSTAL_FIELDS: readonly PostalFormField[] = [
  'envelopeRef',
  'fullName',
  'address',
  'city',
  'postcode',
  'phone',
  'email',
  'country',
  'received',
];

export function emptyPostalForm(): PostalForm {
  return {
    envelopeRef: '',
    fullName: '',
    address: '',
    city: '',
    postcode: '',
    phone: '',
    email: '',
    country: '',
    received: '',
  };
}

export function postalInputFromForm(form: PostalForm): PostalEntryInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    envelopeRef: form.envelopeRef,
    fullName: form.fullName,
    address: form.address,
    city: form.city,
    postcode: form.postcode,
    phone: optional(form.phone),
    email: form.email,
    country: optional(form.country),
    received: optional(form.received),
  };
}

/**
 * Every field a refused postal entry names, each with its text (the first one takes the focus),
 * and the sentence for the form's summary.
 */
export function postalRefusal(
  t: TFunction,
  result: { errorCode?: string | null; message?: string | null; extra?: unknown },
): { fields: Partial<Record<PostalFormField, string>>; summary: string } {
  const code = result.errorCode ?? 'internal_error';
  // The server's message is in the staff member's language already (its error catalogue).
  const message = result.message || errorText(t, code);
  const extra = (result.extra ?? {}) as {
    fields?: string[];
    envelopeRef?: string;
    field?: string;
    problem?: string;
  };
  const known = (names: readonly string[] | undefined) =>
    (names ?? []).filter((n): n is PostalFormField => (POSTAL_FIELDS as readonly string[]).includes(n));
  const all = (names: PostalFormField[], text: string) => ({
    fields: Object.fromEntries(names.map((n) => [n, text])) as Partial<Record<PostalFormField, string>>,
    summary: text,
  });
  switch (code) {
    case 'postal_duplicate':
      return all(['envelopeRef'], t('giveaways.postal.duplicate', { envelope: extra.envelopeRef ?? '' }));
    case 'postal_po_box':
      return all(['address'], t('giveaways.postal.poBox'));
    case 'postal_invalid_email':
      return all(['email'], t('giveaways.postal.invalidEmail'));
    case 'postal_incomplete':
      return all(known(extra.fields), t('giveaways.postal.incomplete'));
    case 'invalid_characters':
      return all(known(extra.fields), message);
    case 'invalid_input':
      return all(['received'], problemText(t, extra.problem ?? 'received_in_future'));
    default:
      return all([], message);
  }
}
