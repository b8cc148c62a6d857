import { addDays } from './periods';

/**
 * What support may do to a member's money and access (issue 33, docs/console.md "Member actions"):
 * refund a payment in full or in part, and extend a subscription's access by a number of days.
 * Amounts are minor units of the payment's currency.
 */

/** What is left to refund of a payment: its amount less every refund of it so far, never below 0. */
export function refundableAmount(paidMinor: number, refundedMinor: readonly number[]): number {
  const refunded = refundedMinor.reduce((sum, r) => sum + r, 0);
  return Math.max(0, paidMinor - refunded);
}

export type RefundProblem =
  /** Not a whole, positive number of minor units. */
  | 'refund_amount_invalid'
  /** More than is left refundable of the payment. */
  | 'refund_exceeds_payment'
  /** Nothing is left: the payment was refunded in full already. */
  | 'payment_fully_refunded';

export interface RefundCheck {
  /** What the payment charged, minor units. */
  paidMinor: number;
  /** Its earlier refunds, minor units each. */
  refundedMinor: readonly number[];
  /** What staff ask to refund now, minor units; null for the full rest. */
  amountMinor: number | null;
}

/** The amount to refund (the rest of the payment when none is named), or why it cannot be. */
export function checkRefund(
  c: RefundCheck,
): { ok: true; amountMinor: number; full: boolean } | { ok: false; problem: RefundProblem } {
  const left = refundableAmount(c.paidMinor, c.refundedMinor);
  if (left === 0) return { ok: false, problem: 'payment_fully_refunded' };
  const amount = c.amountMinor ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, problem: 'refund_amount_invalid' };
  if (amount > left) return { ok: false, problem: 'refund_exceeds_payment' };
  return { ok: true, amountMinor: amount, full: amount === left };
}

/** The days staff may extend access by at once. */
export const EXTEND_ACCESS_MIN_DAYS = 1;
export const EXTEND_ACCESS_MAX_DAYS = 365;

export type ExtendProblem =
  /** Not a whole number of days in 1–365. */
  | 'extend_days_invalid'
  /** Access has no end to push: a plan given by staff, nothing renewing. */
  | 'access_has_no_end';

/**
 * The subscription's dates once access is extended by `days`: a running subscription is next
 * billed that much later; a cancelled one (in its paid period) ends that much later.
 */
export function extendAccess(
  s: { cancelled: boolean; nextBillingDate: string | null; endDate: string | null },
  days: number,
):
  | { ok: true; field: 'next_billing_date' | 'end_date'; from: string; to: string }
  | { ok: false; problem: ExtendProblem } {
  if (!Number.isInteger(days) || days < EXTEND_ACCESS_MIN_DAYS || days > EXTEND_ACCESS_MAX_DAYS)
    return { ok: false, problem: 'extend_days_invalid' };
  const field = s.cancelled ? 'end_date' : 'next_billing_date';
  const from = s.cancelled ? s.endDate : s.nextBillingDate;
  if (from === null) return { ok: false, problem: 'access_has_no_end' };
  return { ok: true, field, from, to: addDays(from, days) };
}
