/**
 * A marketplace order on the purchase path (modules/checkout pricing.ts): its price is the total
 * the order was placed at (priced by the server at placeOrder, checkout-pricing.ts), payable only
 * while the order is this member's, of this brand, and still waiting for its payment.
 */
import type { DbOrTrx } from '../../db/kysely';
import type { PriceResult } from '../checkout';
import { orderDescription } from './order-mails';
import { findOrder } from './repo';

export async function priceOrder(
  db: DbOrTrx,
  orderId: number,
  brandId: string,
  memberId: number,
): Promise<PriceResult> {
  const order = await findOrder(db, orderId);
  if (
    !order ||
    order.brand_id !== brandId ||
    Number(order.member_id) !== memberId ||
    order.status !== 'pending_payment'
  )
    return { ok: false, errorCode: 'order_not_found' };
  return {
    ok: true,
    price: {
      amountMinor: order.total,
      currency: order.currency,
      symbol: order.symbol,
      description: orderDescription('en-us', orderId),
    },
  };
}

/** What an order was, for a replayed return's receipt and the hosted page (any status). */
export async function describeOrder(
  db: DbOrTrx,
  orderId: number,
  brandId: string | null,
  lang: string,
): Promise<{ ok: true; description: string; symbol: string } | { ok: false; errorCode: 'order_not_found' }> {
  const order = await findOrder(db, orderId);
  if (!order || (brandId !== null && order.brand_id !== brandId))
    return { ok: false, errorCode: 'order_not_found' };
  return { ok: true, description: orderDescription(lang, orderId), symbol: order.symbol };
}
