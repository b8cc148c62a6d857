import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useStartEntryPurchase } from '../purchase';

export type OfferSource = 'upsell' | 'alternative' | 'bonus' | 'funnel';

/**
 * Starts buying a pack from a modal through the giveaways' one purchase path, returning to the
 * screen the member is on. Resolves with an error code to show in the modal, or null once the
 * purchase path took over (the hosted page, or its date of birth question).
 */
export function useBuyOffer() {
  const { start } = useStartEntryPurchase();
  const { pathname } = useLocation();
  return useCallback(
    async (input: { sweepId: string; offer: string; source: OfferSource }): Promise<string | null> => {
      const outcome = await start({ ...input, returnPath: pathname });
      return outcome.ok ? null : outcome.errorCode;
    },
    [start, pathname],
  );
}
