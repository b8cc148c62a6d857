/**
 * A renewal that failed (SPEC.md 4 "Payment outcomes: offer applied, or payment failed"; SPEC.md 8
 * "Your payment failed."): what the membership screen may call the next billing date, and when
 * the shell's past-due banner shows.
 */

export interface RenewalState {
  /** The date the current period ends and the next charge falls due (null once cancelled). */
  nextBillingDate: string | null;
  cancelled: boolean;
  /** The last renewal charge was declined and has not succeeded since. */
  paymentFailed: boolean;
}

export type BillingDateView =
  /** A renewal still ahead of us: the only date that may be labelled "next billing date". */
  | { kind: 'next'; date: string }
  /** The renewal fell due and its charge was declined: overdue since that date. */
  | { kind: 'overdue'; since: string }
  /** The renewal fell due and has not been charged yet (the renewal job runs hourly). */
  | { kind: 'due'; since: string }
  | { kind: 'none' };

/** A date that has passed is never the "next" billing date, whatever the state says. */
export function billingDateView(state: RenewalState, now: string): BillingDateView {
  if (state.cancelled || state.nextBillingDate === null) return { kind: 'none' };
  const date = state.nextBillingDate;
  if (Date.parse(date) > Date.parse(now)) return { kind: 'next', date };
  return state.paymentFailed ? { kind: 'overdue', since: date } : { kind: 'due', since: date };
}

/**
 * Identifies one failed renewal, or null when nothing is past due. A member's dismissal of the
 * banner is stored against this key, so it lasts until the state changes: a renewal that later
 * fails again (a new due date) or another subscription brings the banner back.
 */
export function pastDueNoticeKey(state: RenewalState & { subscriptionId: string }): string | null {
  if (state.cancelled || !state.paymentFailed) return null;
  return `${state.subscriptionId}:${state.nextBillingDate ?? ''}`;
}
