import { z } from 'zod';
import { ENTRY_SOURCES, type EntrySource } from '../sweep/model';
/**
 * What a member can buy (issue 11 item 1). Every kind is priced by the server (pricing.ts), paid
 * through one hosted-page session (modules/payment) and credited by one function per kind
 * (credit.ts). Plans and giveaway entries are sold; the other kinds are typed now so the issues
 * that sell them add a price and a credit function, nothing else.
 */
export type Purchasable =
  | { kind: 'plan'; planId: number }
  /** The cross-industry upsell: `offerId` is the brand's `crosssell_offers` row (modules/crosssell). */
  | { kind: 'upsell_offer'; offerId: number }
  /**
   * `offer` names the pack (packages/domain sweeps offers); `entries` is what the server priced;
   * `source` is where the member bought it (modules/sweep ENTRY_SOURCES: an upsell's own purchase
   * does not re-arm the upsell).
   */
  | { kind: 'giveaway_entries'; sweepId: string; offer: string; entries: number; source?: EntrySource }
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
  | 'payment_not_confirmed'
  /** The session did not sell what the return claims (another giveaway, another entry count). */
  | 'purchase_mismatch'
  /** Giveaway entries (modules/sweep quote.ts). */
  | 'sweep_not_found'
  | 'sweep_closed'
  | 'sweep_not_started'
  | 'offer_not_available'
  /** Coin packs (modules/wallet pack-quote.ts): unknown here, another brand's, or off sale. */
  | 'coin_pack_not_found'
  /** A marketplace order that is not this member's, or no longer waits for its payment. */
  | 'order_not_found'
  /** The cross-industry upsell (modules/crosssell): not offered here, or no subscription to add it to. */
  | 'crosssell_not_available';

const PurchasableJson = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('plan'), planId: z.number().int() }),
  z.strictObject({ kind: z.literal('upsell_offer'), offerId: z.number().int() }),
  z.strictObject({
    kind: z.literal('giveaway_entries'),
    sweepId: z.string(),
    offer: z.string(),
    entries: z.number().int().positive(),
    source: z.enum(ENTRY_SOURCES).optional(),
  }),
  z.strictObject({ kind: z.literal('coin_pack'), packId: z.number().int() }),
  z.strictObject({ kind: z.literal('marketplace_order'), orderId: z.number().int() }),
]);

/**
 * The purchasable a session was opened for: its `purchasable` JSON (migration 0011 filled it in for
 * the plan sessions opened before), or null when it is missing or unreadable, so nothing is credited.
 */
export function purchasableOfSession(session: {
  plan_id: number | null;
  purchasable: string | null;
}): Purchasable | null {
  if (session.purchasable === null)
    return session.plan_id === null ? null : { kind: 'plan', planId: Number(session.plan_id) };
  try {
    const parsed = PurchasableJson.safeParse(JSON.parse(session.purchasable));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
