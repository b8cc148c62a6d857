import type { DbOrTrx } from '../../db/kysely';
import { creditPlan, type PaidPurchase } from '../billing/credit-plan';
import type { PaymentProvider } from '../payment/provider';
import { creditOrder } from '../ecommerce/order-credit';
import { creditCrossSell } from '../crosssell/credit';
import { creditEntries } from '../sweep/credit-entries';
import { creditCoinPack } from '../wallet/credit-coin-pack';
import type { PurchasableKind, PurchasableOf, PurchaseProblem } from './purchasable';

export type { PaidPurchase };

export type CreditResult =
  { ok: true; description: string; symbol: string } | { ok: false; errorCode: PurchaseProblem };

export type Credit<K extends PurchasableKind> = (
  trx: DbOrTrx,
  deps: { provider: PaymentProvider },
  purchasable: PurchasableOf<K>,
  paid: PaidPurchase,
) => Promise<CreditResult>;

/**
 * One credit function per kind, run in the transaction that claimed the purchase's idempotency
 * key, so a purchase is credited once or not at all. A kind that is not sold yet answers
 * `not_sold_yet` here until its issue writes its module's credit function.
 */
export const credit: { [K in PurchasableKind]: Credit<K> } = {
  plan: (trx, deps, purchasable, paid) => creditPlan(trx, deps.provider, purchasable.planId, paid),
  upsell_offer: (trx, _deps, purchasable, paid) => creditCrossSell(trx, purchasable, paid),
  giveaway_entries: (trx, _deps, purchasable, paid) => creditEntries(trx, purchasable, paid),
  coin_pack: (trx, _deps, purchasable, paid) => creditCoinPack(trx, purchasable, paid),
  marketplace_order: (trx, _deps, purchasable, paid) => creditOrder(trx, purchasable, paid),
};
