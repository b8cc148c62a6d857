/**
 * The purchase path's credit for a marketplace order paid on the hosted page (docs/ARCHITECTURE.md
 * "The purchase path"): runs in confirm's transaction, after the member lock and the purchase key,
 * so the order is marked paid once or not at all. The stock was taken when the order was placed;
 * here its hold ends (reserved_until cleared), an order_event is written, and the payment goes on
 * the account's transactions and invoices like every other purchase.
 */
import type { DbOrTrx } from '../../db/kysely';
import { type PaidPurchase, recordPurchasePayment } from '../billing';
import type { CreditResult, PurchasableOf } from '../checkout';
import { orderDescription } from './order-mails';
import { findOrder, insertOrderEvent, markOrderPaid } from './repo';

export async function creditOrder(
  trx: DbOrTrx,
  purchase: PurchasableOf<'marketplace_order'>,
  paid: PaidPurchase,
): Promise<CreditResult> {
  const order = await findOrder(trx, purchase.orderId);
  if (!order || Number(order.member_id) !== paid.memberId || order.brand_id !== paid.brandId)
    return { ok: false, errorCode: 'order_not_found' };
  const description = orderDescription('en-us', Number(order.id));
  const symbol = paid.symbol ?? order.symbol;
  if (!(await markOrderPaid(trx, Number(order.id), paid.ref, paid.now))) {
    // Paid by this very payment before (another path confirmed it): nothing more to do.
    if (order.payment_ref === paid.ref && order.status !== 'cancelled')
      return { ok: true, description, symbol };
    return { ok: false, errorCode: 'order_not_found' };
  }
  await insertOrderEvent(trx, {
    order_id: Number(order.id),
    status: 'paid',
    note: paid.chargeReference,
    created_at: paid.now,
  });
  await recordPurchasePayment(trx, paid, {
    kind: 'order',
    description,
    currency: paid.currency ?? order.currency,
    symbol,
  });
  return { ok: true, description, symbol };
}
