import { useCallback, useEffect, useRef, useState } from 'react';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { goToHostedPage } from '../../payment';
import { startEntryPurchaseMutation } from '../queries';
import { savePendingEntryPurchase, type PurchaseSource } from './pending';
import { dateOfBirthRequest } from './store';

export interface StartEntryPurchaseInput {
  sweepId: string;
  /** standard | multiplier | one_time | bonus (packages/domain ENTRY_OFFERS), priced by the server. */
  offer: string;
  source: PurchaseSource;
  /** Where the hosted page sends the member back (a path of this app, e.g. the giveaway's page). */
  returnPath: string;
}

export interface EntryPurchase {
  start(input: StartEntryPurchaseInput): Promise<void>;
  /** The offer on its way to the payment page (its button shows the spinner), else null. */
  busyOffer: string | null;
  /** The refusal of the last attempt, translated (errors.<code>), to show next to the action. */
  error: string | null;
  clearError(): void;
}

const mutationFailed = (error: unknown): error is { errorCode: string } =>
  typeof error === 'object' && error !== null && 'errorCode' in error;

/**
 * The one way into buying entries (the giveaway's page and the upsell, bonus and funnel modals): the
 * server prices the pack and opens a hosted payment session; the pending purchase is kept for the
 * return; the browser leaves for the payment page. A member without a date of birth on file is
 * asked for it once (DateOfBirthDialog, shown by the shell's GiveawayShellLayer) and the purchase
 * is sent again with it.
 */
export function useStartEntryPurchase(): EntryPurchase {
  const errorMessage = useResultErrorMessage();
  const [busyOffer, setBusyOffer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    async (input: StartEntryPurchaseInput) => {
      setBusyOffer(input.offer);
      setError(null);
      const send = async (dateOfBirth?: string) => {
        const payload = ensureSucceeded(
          (
            await gqlRequest(startEntryPurchaseMutation, {
              sweepId: input.sweepId,
              offer: input.offer,
              method: 'card',
              returnPath: input.returnPath,
              dateOfBirth: dateOfBirth ?? null,
            })
          ).sweep.startEntryPurchase,
        );
        if (!payload.url || !payload.ref || !payload.entries) throw new Error('no hosted page');
        savePendingEntryPurchase({
          sweepId: input.sweepId,
          entries: payload.entries,
          offer: input.offer,
          source: input.source,
          ref: payload.ref,
        });
        goToHostedPage(payload.url);
      };
      const stop = (message: string | null) => {
        if (!mounted.current) return;
        setBusyOffer(null);
        setError(message);
      };

      try {
        await send();
      } catch (failure) {
        if (!mutationFailed(failure) || failure.errorCode !== 'dob_required') {
          stop(errorMessage(failure));
          return;
        }
        // SPEC.md 5: entrants must be over 18. The date is kept by the server once given.
        dateOfBirthRequest.set({
          submit: async (dateOfBirth) => {
            try {
              await send(dateOfBirth);
              return null;
            } catch (refusal) {
              return errorMessage(refusal);
            }
          },
          cancel: () => {
            dateOfBirthRequest.set(null);
            stop(null);
          },
        });
      }
    },
    [errorMessage],
  );

  return { start, busyOffer, error, clearError: useCallback(() => setError(null), []) };
}
