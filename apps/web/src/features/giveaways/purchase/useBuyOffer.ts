import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { PurchaseSource } from './pending';
import { useStartEntryPurchase } from './useStartEntryPurchase';

export type OfferSource = Extract<PurchaseSource, 'upsell' | 'alternative' | 'bonus' | 'funnel'>;

/**
 * Buying a pack from a modal through the giveaways' one purchase path (server-priced, hosted page,
 * date of birth asked when missing), coming back to the screen the member is on. `busy` stays true
 * while the browser leaves for the payment page or the date of birth is asked; `error` is the
 * refusal, translated.
 */
export function useBuyOffer() {
  const purchase = useStartEntryPurchase();
  const { pathname } = useLocation();
  const { start } = purchase;
  const buy = useCallback(
    (input: { sweepId: string; offer: string; source: OfferSource }) =>
      start({ ...input, returnPath: pathname }),
    [start, pathname],
  );
  return { buy, busy: purchase.busyOffer !== null, error: purchase.error, clearError: purchase.clearError };
}
