/**
 * SPEC.md 4 "Payment return": a giveaway purchase keeps what it bought in local storage while the
 * member is on the provider's page (features/payment PENDING_PURCHASE_KEYS.sweep), so the return
 * can credit it: `{ sweepId, entries, offer, source, ref }`.
 */
import { clearPendingPurchase, PENDING_PURCHASE_KEYS, readPendingPurchase } from '../../payment';

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

const SLUG = 'sweep';

export function savePendingEntryPurchase(pending: PendingEntryPurchase): void {
  const key = PENDING_PURCHASE_KEYS[SLUG];
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(pending));
  } catch {
    // Storage unavailable: the return finds nothing to credit and says so.
  }
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

export function readPendingEntryPurchase(): PendingEntryPurchase | null {
  return parsePendingEntryPurchase(readPendingPurchase(SLUG));
}

export function clearPendingEntryPurchase(): void {
  clearPendingPurchase(SLUG);
}
