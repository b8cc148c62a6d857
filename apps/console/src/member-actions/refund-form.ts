/**
 * What the refund and extend dialogs check before they send (the server checks again, with the
 * domain's `checkRefund` and `extendAccess`): a part refund is typed in the currency's own decimals
 * ("2.50", "1200" yen), at most what is left of the payment; a reason is required.
 */
import { EXTEND_ACCESS_MAX_DAYS, EXTEND_ACCESS_MIN_DAYS } from '@member-area/domain';
import { majorTextToMinor } from '../plans/plan-money';

export type RefundField = 'amount' | 'reason';
export type RefundMode = 'full' | 'part';

export type Checked<T, F extends string> =
  { ok: true; value: T } | { ok: false; errorCode: string; field: F };

/** The refund to send: amountMinor null is all that is left. */
export function checkRefundForm(
  input: { mode: RefundMode; amount: string; reason: string },
  payment: { refundableMinor: number; currency: string },
  lang: string,
): Checked<{ amountMinor: number | null; reason: string }, RefundField> {
  let amountMinor: number | null = null;
  if (input.mode === 'part') {
    const minor = majorTextToMinor(input.amount, payment.currency, lang);
    if (minor === null || minor <= 0)
      return { ok: false, errorCode: 'refund_amount_invalid', field: 'amount' };
    if (minor > payment.refundableMinor)
      return { ok: false, errorCode: 'refund_exceeds_payment', field: 'amount' };
    // The whole rest typed out is the full refund.
    amountMinor = minor;
  }
  const reason = input.reason.trim();
  if (reason === '' || reason.length > 500)
    return { ok: false, errorCode: 'refund_reason_invalid', field: 'reason' };
  return { ok: true, value: { amountMinor, reason } };
}

/** The days to extend access by: a whole number in 1–365. */
export function checkExtendDays(text: string): Checked<number, 'days'> {
  const trimmed = text.trim();
  const days = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
  return Number.isInteger(days) && days >= EXTEND_ACCESS_MIN_DAYS && days <= EXTEND_ACCESS_MAX_DAYS
    ? { ok: true, value: days }
    : { ok: false, errorCode: 'extend_days_invalid', field: 'days' };
}

/** The field a server refusal names (`extra.field`), when it is one of the refund form's. */
export function refundFieldOf(extra: unknown): RefundField | null {
  const field = (extra as { field?: unknown } | null)?.field;
  return field === 'amount' || field === 'reason' ? field : null;
}
