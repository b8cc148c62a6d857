/**
 * What undoing an order takes, inside the caller's transaction (an operator's cancellation, the
 * reservations job, a payment page that never opened): its units back in stock from the order's own
 * snapshot, the hosted payment page of an unpaid order closed before anyone can pay on it, and the
 * refund of a paid one to where the money came from (coins to the wallet under
 * `order:{id}:refund`, a card through the PaymentProvider).
 */
import type { DbOrTrx } from '../../db/kysely';
import { completeSession, findSessionBySubscriptionRef, type PaymentProvider } from '../payment';
import { postCoins } from '../wallet';
import { orderDescription, type CancellationRefund } from './order-mails';
import type { OrderRow } from './repo';
import { Refusal } from './refusal';
import { returnProductStock, returnVariantStock } from './stock-repo';
import { storedLines } from './views';

/**
 * Lines in one order (product, then variant), the order every stock write follows, so two
 * transactions touching the same products lock their rows in the same order and never deadlock.
 */
export function inLockOrder<T extends { productId: number; variantId: number }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
}

/** Puts an order's units back, from the snapshot it was sold with. */
export async function restock(trx: DbOrTrx, order: OrderRow): Promise<void> {
  const lines = inLockOrder(
    storedLines(order).map((l) => ({
      productId: Number(l.id),
      variantId: Number(l.variantId ?? 0),
      quantity: l.quantity,
    })),
  );
  for (const l of lines) {
    if (l.variantId > 0) await returnVariantStock(trx, l.productId, l.variantId, l.quantity);
    else await returnProductStock(trx, l.productId, l.quantity);
  }
}

export type SessionState = 'closed' | 'paid';

/**
 * Closes the hosted page of an unpaid order so nobody can pay on it any more; 'paid' when someone
 * already did (the page claimed its session first): the order must then be settled, not cancelled.
 * The close is `UPDATE … WHERE status = 'open'`, the same row the page's claim updates, so exactly
 * one of the two wins.
 */
export async function closePaymentPage(trx: DbOrTrx, order: OrderRow): Promise<SessionState> {
  if (!order.payment_ref) return 'closed';
  const session = await findSessionBySubscriptionRef(trx, Number(order.member_id), order.payment_ref);
  if (!session) return 'closed';
  if (session.status === 'succeeded') return 'paid';
  if (session.status !== 'open') return 'closed';
  return (await completeSession(trx, session.id, { status: 'cancelled' })) ? 'closed' : 'paid';
}

/** Gives a paid order's money back where it came from. A refused card refund throws (nothing is cancelled). */
export async function refundOrder(
  trx: DbOrTrx,
  provider: PaymentProvider,
  order: OrderRow,
  lang: string,
  now: Date,
): Promise<CancellationRefund & { reference?: string }> {
  const id = Number(order.id);
  if (order.payment_method === 'coins' && Number(order.coins_spent) > 0) {
    const coins = Number(order.coins_spent);
    await postCoins(trx, {
      memberId: Number(order.member_id),
      kind: 'refund',
      amount: coins,
      description: orderDescription(lang, id),
      key: `order:${id}:refund`,
      ref: String(id),
      now: now.toISOString(),
    });
    return { kind: 'coins', coins };
  }
  if (order.payment_method === 'card' && order.total > 0 && order.payment_ref) {
    const session = await findSessionBySubscriptionRef(trx, Number(order.member_id), order.payment_ref);
    const charge = session?.charge_reference;
    const refund = charge
      ? await provider.refund(
          trx,
          { chargeReference: charge, amountMinor: order.total, currency: order.currency },
          now,
        )
      : null;
    if (!refund?.ok) throw new Refusal('payment_not_confirmed', { refund: 'failed' });
    return { kind: 'card', amountMinor: order.total, reference: refund.reference };
  }
  return { kind: 'none' };
}
