/**
 * member.addCredits (SPEC.md 7) and its rule (SPEC.md 5: "Credits are added only on the clickplay
 * layout and only when the current balance is above 0"). The client names the amount, so the
 * server bounds it: per call, per member over a rolling day, and the description's length.
 */
import type { Layout } from '../constants';

/** The most credits one call may add. */
export const ADD_CREDITS_MAX_PER_CALL = 100;
/** The most credits a member may add within ADD_CREDITS_WINDOW_HOURS (a rolling day). */
export const ADD_CREDITS_DAILY_MAX = 500;
export const ADD_CREDITS_WINDOW_HOURS = 24;
/** The history line the member gives, trimmed: 1 to this many characters. */
export const ADD_CREDITS_DESCRIPTION_MAX = 120;
/** The caller's idempotency key (requestId): 1 to this many characters of [A-Za-z0-9_.:-]. */
export const ADD_CREDITS_REQUEST_ID_MAX = 100;
const REQUEST_ID = /^[A-Za-z0-9_.:-]+$/;

/** SPEC.md 5: the clickplay layout only, and only while the balance is above 0. */
export function creditsAllowed(layout: Layout, balance: number): boolean {
  return layout === 'clickplay' && balance > 0;
}

export type AddCreditsProblem =
  | 'credits_not_available'
  | 'credits_need_balance'
  | 'invalid_amount'
  | 'invalid_description'
  | 'credits_limit_reached';

export interface AddCreditsRequest {
  layout: Layout;
  /** The balance now (inside the transaction that would add the credits). */
  balance: number;
  amount: number;
  description: string;
  /** Credits this member added within the last ADD_CREDITS_WINDOW_HOURS. */
  addedInWindow: number;
}

/**
 * Why these credits may not be added, or null. In the order a member would fix them: the wrong
 * place (not clickplay), nothing held yet, then the request itself, then the day's cap.
 */
export function addCreditsProblem(r: AddCreditsRequest): AddCreditsProblem | null {
  if (r.layout !== 'clickplay') return 'credits_not_available';
  if (!creditsAllowed(r.layout, r.balance)) return 'credits_need_balance';
  if (!Number.isSafeInteger(r.amount) || r.amount < 1 || r.amount > ADD_CREDITS_MAX_PER_CALL)
    return 'invalid_amount';
  const description = r.description.trim();
  if (description.length === 0 || description.length > ADD_CREDITS_DESCRIPTION_MAX)
    return 'invalid_description';
  if (r.addedInWindow + r.amount > ADD_CREDITS_DAILY_MAX) return 'credits_limit_reached';
  return null;
}

/** Whether a requestId can be an idempotency key (else the call is refused as invalid input). */
export function isValidCreditRequestId(requestId: string): boolean {
  return requestId.length > 0 && requestId.length <= ADD_CREDITS_REQUEST_ID_MAX && REQUEST_ID.test(requestId);
}

/** The ledger key of an addCredits call (issue 13 contract: `credit:{memberId}:{requestId}`). */
export function creditKey(memberId: number, requestId: string): string {
  return `credit:${memberId}:${requestId}`;
}
