/**
 * What a member can buy (issue 11 item 1). Every kind is priced by the server (pricing.ts), paid
 * through one hosted-page session (modules/payment) and credited by one function per kind
 * (credit.ts). Only plans are sold today; the other kinds are typed now so the issues that sell
 * them add a price and a credit function, nothing else.
 */
export type Purchasable =
  | { kind: 'plan'; planId: number }
  | { kind: 'upsell_offer'; offerId: number }
  | { kind: 'giveaway_entries'; sweepId: string; entries: number }
  | { kind: 'coin_pack'; packId: number }
  | { kind: 'marketplace_order'; orderId: number };

export type PurchasableKind = Purchasable['kind'];
export type PurchasableOf<K extends PurchasableKind> = Extract<Purchasable, { kind: K }>;

/** A price as the server computed it: what the hosted page charges, never what a client sent. */
export interface Price {
  amountMinor: number;
  currency: string;
  symbol: string;
  /** Shown on the transaction and the invoice. */
  description: string;
}

/** Failures of the purchase path, as GraphQL error codes. */
export type PurchaseProblem =
  | 'plan_not_found'
  /** A kind whose selling issue has not landed yet: refused before any session exists. */
  | 'not_sold_yet'
  | 'subscription_not_found'
  | 'payment_not_confirmed';

/**
 * The purchasable a session was opened for. Sessions store a plan id today; the kinds sold later
 * add their own column (their issue's migration) and a branch here.
 */
export function purchasableOfSession(session: { plan_id: number | null }): Purchasable | null {
  return session.plan_id === null ? null : { kind: 'plan', planId: Number(session.plan_id) };
}
