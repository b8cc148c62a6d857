import type { z } from 'zod';
import type { LanguageCode } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import type { Brand } from '../brand';
import type { MemberEventAction, MemberEventType } from '../events';
import type { PaymentProvider } from '../payment';

/**
 * What a member can buy (issue 11 item 1), by kind name. The checkout names no kind: each module
 * that sells something adds its kind here (TypeScript declaration merging, in its `purchasable.ts`)
 * and registers a PurchasableKindDefinition with its module (docs/modules.md), so a new kind touches
 * only the module that sells it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the selling modules
export interface PurchasableKinds {}

export type PurchasableKind = keyof PurchasableKinds & string;
export type Purchasable = PurchasableKinds[PurchasableKind];
export type PurchasableOf<K extends PurchasableKind> = PurchasableKinds[K];

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
  /** A kind no module sells: refused before any session exists. */
  | 'not_sold_yet'
  | 'subscription_not_found'
  | 'payment_not_confirmed'
  /** The session did not sell what the return claims (another giveaway, another entry count). */
  | 'purchase_mismatch'
  /** Giveaway entries (modules/giveaways quote.ts). */
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

export type PriceResult = { ok: true; price: Price } | { ok: false; errorCode: PurchaseProblem };

export type DescribeResult =
  { ok: true; description: string; symbol: string } | { ok: false; errorCode: PurchaseProblem };

export type CreditResult = DescribeResult;

/** Who buys, and when: some prices depend on it (a giveaway's period, its once-per-member packs). */
export interface PriceBuyer {
  memberId: number;
  now: Date;
}

/** A verified payment, as the credit functions receive it. */
export interface PaidPurchase {
  memberId: number;
  brandId: string;
  /** The refId the return names (`sub_…`): for a plan, the new subscription's ref_id. */
  ref: string;
  method: string;
  amountMinor: number;
  currency: string | null;
  symbol: string | null;
  chargeReference: string;
  paymentToken: string;
  now: string;
}

/**
 * One kind of purchase, as the module that sells it registers it with the checkout. Every function
 * takes `db | trx`; `credit` and `release` run inside the checkout's transaction.
 */
export interface PurchasableKindDefinition<K extends PurchasableKind = PurchasableKind> {
  kind: K;
  /** Reads the purchasable back from its session's JSON (strict: an unknown field is refused). */
  schema: z.ZodType<PurchasableOf<K>>;
  /** The plan the session row names (plans only: sessions opened before the purchase path had one). */
  planIdOf?: (p: PurchasableOf<K>) => number;
  /** The server's price for this brand and buyer (SPEC.md 4 'Checkout'), or why it is not for sale. */
  quote: (db: DbOrTrx, p: PurchasableOf<K>, brand: Brand, buyer: PriceBuyer) => Promise<PriceResult>;
  /** What an already credited purchase was, for a replayed return's receipt (found even off sale). */
  describe: (db: DbOrTrx, p: PurchasableOf<K>, brandId: string) => Promise<DescribeResult>;
  /** Its name in the member's language (data_translations), or null when none is stored. */
  translate: (db: DbOrTrx, p: PurchasableOf<K>, lang: LanguageCode) => Promise<string | null>;
  /** Credits it once, in the transaction that claimed the purchase's idempotency key. */
  credit: (
    trx: DbOrTrx,
    deps: { provider: PaymentProvider },
    p: PurchasableOf<K>,
    paid: PaidPurchase,
  ) => Promise<CreditResult>;
  /** What it gives back when the member cancels the hosted page (absent: it holds nothing). */
  release?: (
    trx: DbOrTrx,
    p: PurchasableOf<K>,
    owner: { memberId: number; brandId: string },
    nowIso: string,
  ) => Promise<void>;
  /** The SPEC.md 7 `members` event recorded with the credit, if the kind has one. */
  event?: { type: MemberEventType; action: MemberEventAction };
}

/** Identity, typed by the kind: `definePurchasable({ kind: 'coin_pack', ... })`. */
export function definePurchasable<K extends PurchasableKind>(
  definition: PurchasableKindDefinition<K>,
): PurchasableKindDefinition<K> {
  return definition;
}
