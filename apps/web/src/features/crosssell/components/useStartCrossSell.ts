import { useState } from 'react';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { goToHostedPage } from '../../payment';
import type { useCrossSellOffer } from '../hooks';
import { savePendingCrossSell } from '../pending';
import { startCrossSellMutation } from '../queries';

type CrossSellOffer = NonNullable<ReturnType<typeof useCrossSellOffer>['data']>;

/**
 * Accepting the offer: the purchase starts (member.startCrossSellPurchase), is kept for the return,
 * the offer is marked as shown, and the browser leaves for the hosted page; a refusal stays here.
 */
export function useStartCrossSell(markDisplayed: () => Promise<unknown>) {
  const errorMessage = useResultErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async (data: CrossSellOffer, type: 'media' | 'vpn') => {
    setBusy(true);
    setError(null);
    try {
      const payload = ensureSucceeded(
        (await gqlRequest(startCrossSellMutation, { offerId: data.id, returnPath: '/' })).member
          .startCrossSellPurchase,
      );
      if (!payload.url || !payload.ref) throw new Error('no hosted page');
      savePendingCrossSell({ offerId: data.id, type, currency: data.currency, ref: payload.ref });
      await markDisplayed();
      goToHostedPage(payload.url);
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure));
    }
  };
  return { busy, error, accept };
}
