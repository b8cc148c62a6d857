import { useCallback, useEffect, useState } from 'react';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { goToHostedPage } from '../../payment';
import { startCoinPurchaseMutation } from '../queries';
import { savePendingCoinPurchase } from './pending';

export interface CoinPurchase {
  /** Opens the hosted payment page for the pack; the member comes back to `returnPath`. */
  start(pack: { id: string; currency: string }, returnPath: string): Promise<void>;
  /** The pack on its way to the payment page, else null. */
  busyPack: string | null;
  /** The refusal of the last attempt, translated (errors.<code>), to show next to the action. */
  error: string | null;
}

/**
 * Buying a coin pack (the top bar's pill and the wallet tab): the server prices the pack of the host
 * brand and opens a hosted payment session; the pending purchase is kept for the return; the browser
 * leaves for the payment page, where the card is typed.
 */
export function useStartCoinPurchase(): CoinPurchase {
  const errorMessage = useResultErrorMessage();
  const [busyPack, setBusyPack] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Back from the payment page into a page the browser kept (back-forward cache): the purchase is
  // no longer on its way, so the dialog must not stay busy (a busy dialog cannot be closed).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyPack(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const start = useCallback(
    async (pack: { id: string; currency: string }, returnPath: string) => {
      const packId = pack.id;
      setBusyPack(packId);
      setError(null);
      try {
        const payload = ensureSucceeded(
          (await gqlRequest(startCoinPurchaseMutation, { packId, method: 'card', returnPath })).member
            .startCoinPurchase,
        );
        if (!payload.url || !payload.ref || !payload.coins) throw new Error('no hosted page');
        savePendingCoinPurchase({ packId, coins: payload.coins, currency: pack.currency, ref: payload.ref });
        goToHostedPage(payload.url);
        // The page is leaving: the button keeps its spinner until it has.
      } catch (failure) {
        setBusyPack(null);
        setError(errorMessage(failure));
      }
    },
    [errorMessage],
  );

  return { start, busyPack, error };
}
