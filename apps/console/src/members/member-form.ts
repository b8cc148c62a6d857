/**
 * The members screens' forms as plain data: what a new member's form sends (createMember) and what an
 * adjustment's form sends (adjustCoins), each checked here first so a slip is named on its control
 * before a round trip; the server checks everything again (modules/member, modules/wallet).
 */
import type { NewMemberInput } from '../gql/graphql';

export type NewMemberField = 'email' | 'firstName' | 'lastName' | 'language' | 'planId';
export type AdjustField = 'amount' | 'reason';

export interface NewMemberForm {
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  /** A plan id, or '' for none. */
  planId: string;
}

/** The most coins one adjustment moves either way (the server's ADJUST_COINS_MAX). */
export const ADJUST_COINS_MAX = 1_000_000;
/** The reason is the member's history line (the server's ADJUST_REASON_MAX). */
export const ADJUST_REASON_MAX = 200;
/** A first or last name (the server's MEMBER_NAME_MAX). */
export const MEMBER_NAME_MAX = 80;

export type Checked<T, F> = { ok: true; value: T } | { ok: false; field: F; errorCode: string };

export function emptyNewMemberForm(defaultLanguage: string): NewMemberForm {
  return { email: '', firstName: '', lastName: '', language: defaultLanguage, planId: '' };
}

/** The form as createMember's input, or the first field that cannot be sent as it is. */
export function newMemberInput(form: NewMemberForm): Checked<NewMemberInput, NewMemberField> {
  const email = form.email.trim();
  // The server decides what a plausible address is; here only that there is one.
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, field: 'email', errorCode: 'invalid_email' };
  for (const field of ['firstName', 'lastName'] as const) {
    const value = form[field].trim();
    if (value === '' || value.length > MEMBER_NAME_MAX)
      return { ok: false, field, errorCode: 'member_name_required' };
  }
  if (!form.language) return { ok: false, field: 'language', errorCode: 'invalid_language' };
  return {
    ok: true,
    value: {
      email,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      language: form.language,
      planId: form.planId === '' ? null : form.planId,
    },
  };
}

const NEW_MEMBER_FIELDS: readonly string[] = ['email', 'firstName', 'lastName', 'language', 'planId'];
const ADJUST_FIELDS: readonly string[] = ['amount', 'reason'];

function fieldOf(extra: unknown): string | null {
  if (typeof extra !== 'object' || extra === null || !('field' in extra)) return null;
  const field = (extra as { field: unknown }).field;
  return typeof field === 'string' ? field : null;
}

/** The control a refused createMember names (responseResult.extra.field), if it is one of the form's. */
export function newMemberFieldOf(extra: unknown): NewMemberField | null {
  const field = fieldOf(extra);
  return field && NEW_MEMBER_FIELDS.includes(field) ? (field as NewMemberField) : null;
}

/** The control a refused adjustCoins names, if it is one of the form's. */
export function adjustFieldOf(extra: unknown): AdjustField | null {
  const field = fieldOf(extra);
  return field && ADJUST_FIELDS.includes(field) ? (field as AdjustField) : null;
}

/**
 * An adjustment as typed: a whole number of coins, negative to take (a typographic minus too), not
 * 0, at most ADJUST_COINS_MAX either way; a reason of 1 to ADJUST_REASON_MAX characters.
 */
export function adjustment(
  amountText: string,
  reasonText: string,
): Checked<{ amount: number; reason: string }, AdjustField> {
  const text = amountText
    .trim()
    .replace(/^[\u2212\u2012\u2013]/, '-')
    .replace(/^\+/, '');
  const amount = /^-?\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > ADJUST_COINS_MAX)
    return { ok: false, field: 'amount', errorCode: 'coins_amount_invalid' };
  const reason = reasonText.trim();
  if (reason === '' || reason.length > ADJUST_REASON_MAX)
    return { ok: false, field: 'reason', errorCode: 'coins_reason_invalid' };
  return { ok: true, value: { amount, reason } };
}
