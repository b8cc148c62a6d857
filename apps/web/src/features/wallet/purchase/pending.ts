/**
 * SPEC.md 4 "Payment return": a coin purchase keeps what it bought in local storage while the member
 * is on the provider's page (features/payment PENDING_PURCHASE_KEYS.coins, `ma_pending_coin_purchase`),
 * so the return can credit it once: `{ packId, coins, currency, ref }`.
 */
import { savePendingPurchase } from '../../payment';

/** The return's slug of a coin purchase (payment/model.ts returnSlugOf on the server). */
export const COIN_PURCHASE_SLUG = 'coins';

export interface PendingCoinPurchase {
  packId: string;
  /** The coins the pack adds, bonus included (shown while the return is credited). */
  coins: number;
  /** The pack's currency (ISO 4217), to write the amount the server answers on the receipt. */
  currency: string;
  /** The payment reference the return carries as subscription_id. */
  ref: string;
}

export function savePendingCoinPurchase(pending: PendingCoinPurchase): void {
  savePendingPurchase(COIN_PURCHASE_SLUG, pending);
}

/** The record, or null when there is none or it is not one this feature wrote (old or edited). */
export function parsePendingCoinPurchase(value: unknown): PendingCoinPurchase | null {
  if (typeof value !== 'object' || value === null) return null;
  const { packId, coins, currency, ref } = value as Record<string, unknown>;
  if (typeof packId !== 'string' || packId === '') return null;
  if (typeof coins !== 'number' || !Number.isSafeInteger(coins) || coins <= 0) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  if (typeof ref !== 'string' || ref === '') return null;
  return { packId, coins, currency, ref };
}
