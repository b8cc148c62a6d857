/**
 * An order's life (SPEC.md 3 'Order' status; issue 13 item 8: paid, shipped, delivered, cancelled
 * moved by an operator). A card order waits in pending_payment until its payment is verified or its
 * hold runs out; coins and zero totals are paid at once. Delivered and cancelled are final.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Paid only with a payment the server verified; cancelled when the hold runs out or by an operator.
  pending_payment: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  // A parcel on its way can still be stopped and refunded.
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canMoveOrder(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && ORDER_TRANSITIONS[from].includes(to);
}

/** Whether cancelling an order in this status gives money or coins back (it was paid). */
export function cancellationRefunds(from: OrderStatus): boolean {
  return from === 'paid' || from === 'shipped';
}

/** A card order holds its stock this long for its payment: the hosted payment session's life. */
export const ORDER_RESERVATION_SECONDS = 60 * 60;

/** ORD-000123: the number a member and an operator read. */
export function orderNumber(id: number | string): string {
  return `ORD-${String(id).padStart(6, '0')}`;
}
