/**
 * A card order whose hosted payment page the member cancelled (docs/ARCHITECTURE.md "The purchase
 * path"): runs in the transaction that closed the page (`UPDATE … WHERE status = 'open'`, so a
 * payment that claimed the page first means this never runs). The order is cancelled, its units go
 * back in stock and its lines back into the member's cart, so "Back to cart" finds what they chose;
 * a welcome gift is not put in the cart (it is claimed from its own banner again). The caller holds
 * the member lock, taken before the page was closed, as placing an order and the reservations job
 * take it first: one member's order moves queue instead of deadlocking.
 */
import type { DbOrTrx } from '../../db/kysely';
import type { PurchasableOf } from '../checkout';
import { bumpCartVersion, putCartLine } from './cart-repo';
import { inLockOrder, restock } from './order-cancel';
import { storedLines } from './views';
import { cancelOrder, findOrder, insertOrderEvent } from './repo';

export async function releaseOrder(
  trx: DbOrTrx,
  purchase: PurchasableOf<'marketplace_order'>,
  owner: { memberId: number; brandId: string },
  nowIso: string,
): Promise<void> {
  const order = await findOrder(trx, purchase.orderId);
  if (!order || Number(order.member_id) !== owner.memberId || order.brand_id !== owner.brandId) return;
  if (!(await cancelOrder(trx, Number(order.id), 'pending_payment', nowIso))) return;
  await restock(trx, order);
  await insertOrderEvent(trx, {
    order_id: Number(order.id),
    status: 'cancelled',
    note: 'payment cancelled on its page',
    created_at: nowIso,
  });
  if (Number(order.free_gift) === 1) return;
  await bumpCartVersion(trx, owner.memberId, nowIso);
  const lines = inLockOrder(
    storedLines(order).map((l) => ({
      productId: Number(l.id),
      variantId: Number(l.variantId ?? 0),
      quantity: l.quantity,
    })),
  );
  for (const l of lines) await putCartLine(trx, { memberId: owner.memberId, ...l, now: nowIso }, 'add');
}
