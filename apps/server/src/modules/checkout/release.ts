import type { DbOrTrx } from '../../db/kysely';
import { releaseOrder } from '../ecommerce/order-release';
import type { PurchasableKind, PurchasableOf } from './purchasable';

export type Release<K extends PurchasableKind> = (
  trx: DbOrTrx,
  purchasable: PurchasableOf<K>,
  owner: { memberId: number; brandId: string },
  nowIso: string,
) => Promise<void>;

const nothingHeld = async (): Promise<void> => undefined;

/**
 * What each kind gives back when the member cancels its hosted payment page, run in the
 * transaction that closed the page (PaymentService.cancel), so it happens once and never after a
 * payment. Only an order holds anything before it is paid (its stock, taken when it was placed).
 */
export const release: { [K in PurchasableKind]: Release<K> } = {
  plan: nothingHeld,
  upsell_offer: nothingHeld,
  giveaway_entries: nothingHeld,
  coin_pack: nothingHeld,
  marketplace_order: releaseOrder,
};
