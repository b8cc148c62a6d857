/**
 * SPEC.md 4 "Payment return" for an order paid by card: while the member is on the provider's page
 * the order waiting for its payment is kept in local storage (features/payment
 * PENDING_PURCHASE_KEYS.order), so the return can confirm it: `{ orderId, ref, welcomeGift }`.
 */
import { clearPendingPurchase, savePendingPurchase, type PendingRecord } from '../../payment';

export interface PendingOrder extends PendingRecord {
  orderId: string;
  /** The welcome gift's checkout, so a failed payment returns to it rather than to the cart's. */
  welcomeGift: boolean;
}

export const ORDER_PURCHASE_SLUG = 'order';

export function savePendingOrder(pending: PendingOrder): void {
  savePendingPurchase(ORDER_PURCHASE_SLUG, pending);
}

/** The record, or null when there is none or it is not one we wrote. */
export function parsePendingOrder(value: unknown): PendingOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { orderId, ref, welcomeGift } = value as Record<string, unknown>;
  if (typeof orderId !== 'string' || orderId === '') return null;
  if (typeof ref !== 'string' || ref === '') return null;
  return { orderId, ref, welcomeGift: welcomeGift === true };
}

export function clearPendingOrder(): void {
  clearPendingPurchase(ORDER_PURCHASE_SLUG);
}
