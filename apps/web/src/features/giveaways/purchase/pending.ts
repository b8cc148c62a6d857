/**
 * SPEC.md 4 "Payment return": a giveaway purchase keeps what it bought in local storage while the
 * member is on the provider's page (features/payment PENDING_PURCHASE_KEYS.sweep), so the return
 * can credit it: `{ sweepId, entries, offer, source, ref }`.
 */
import { savePendingPurchase } from '../../payment';

/** Where a purchase started: the giveaway's page or one of the tag-driven modals. */
export const PURCHASE_SOURCES = ['page', 'upsell', 'bonus', 'funnel', 'alternative'] as const;
export type PurchaseSource = (typeof PURCHASE_SOURCES)[number];

export interface PendingEntryPurchase {
  sweepId: string;
  entries: number;
  offer: string;
  source: PurchaseSource;
  /** The payment reference the return carries as subscription_id. */
  ref: string;
}

/** The return's slug of a giveaway purchase (its pending record is PENDING_PURCHASE_KEYS.sweep). */
export const ENTRY_PURCHASE_SLUG = 'sweep';

export function savePendingEntryPurchase(pending: PendingEntryPurchase): void {
  savePendingPurchase(ENTRY_PURCHASE_SLUG, pending);
}

const isSource = (value: unknown): value is PurchaseSource =>
  typeof value === 'string' && (PURCHASE_SOURCES as readonly string[]).includes(value);

/** The record, or null when there is none or it is not one we wrote (an old or edited value). */
export function parsePendingEntryPurchase(value: unknown): PendingEntryPurchase | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { sweepId, entries, offer, source, ref } = record;
  if (typeof sweepId !== 'string' || sweepId === '') return null;
  if (typeof entries !== 'number' || !Number.isInteger(entries) || entries <= 0) return null;
  if (typeof offer !== 'string' || typeof ref !== 'string' || ref === '') return null;
  return { sweepId, entries, offer, source: isSource(source) ? source : 'page', ref };
}
