import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useResultErrorMessage } from '../../app/outcome';
import type { ReceiptView } from './components/ReceiptModal';
import { readPaymentReturn, type PaymentReturnState } from './payment-return';
import { clearPendingPurchase, readPendingPurchase } from './pending-purchase';
import { useTakePaymentReturn } from './useTakePaymentReturn';

/** What a purchase kept before leaving for the hosted page: at least the payment's reference. */
export interface PendingRecord {
  /** The payment reference the return carries as subscription_id. */
  ref: string;
}

export interface PurchaseReturnConfig<P extends PendingRecord> {
  /** The return's slug this purchase answers (`sweep`, `coins`); PENDING_PURCHASE_KEYS names its record. */
  slug: string;
  /** The pending record, or null when there is none or it is not one the feature wrote. */
  parsePending(value: unknown): P | null;
  /**
   * Credits the verified payment on the server and answers the receipt; throws the refusal.
   * `returned` is the return's state (its price, when the server's answer lacks one).
   */
  credit(pending: P, paymentRef: string, returned: PaymentReturnState): Promise<ReceiptView>;
  /** Why nothing is credited when no purchase is waiting (a replayed return, another device's). */
  nothingPending: string;
  /** A failed payment (the failure receipt is shown; the record stays for another try). */
  onFailedPayment?(pending: P | null): void;
  /** What the failure receipt says happens next, when the purchase has its own wording. */
  failureReason?: string;
}

export interface PurchaseReturnView {
  /** The credit is on its way to the server. */
  working: boolean;
  receipt: ReceiptView | null;
  closeReceipt(): void;
}

/**
 * Whether the return pays for the purchase kept on this device: there is one, and the return names
 * its reference (or none at all). A return of another purchase (an older one, replayed) must not
 * credit, nor clear, the one waiting now.
 */
export function isWaitingPurchase<P extends PendingRecord>(
  pending: P | null,
  returnedRef: string | null,
): pending is P {
  if (!pending) return false;
  const ref = returnedRef?.trim() || null;
  return ref === null || ref === pending.ref;
}

/**
 * SPEC.md 4 "Payment return" for a purchase that keeps pending data (giveaway entries, coins),
 * anywhere in the shell: reads `state` and `subscription_id`, clears the query, then credits the
 * pending purchase once on the server (which verifies the payment and credits a payment once, a
 * replay answering the same receipt) and clears the record. A failed payment shows the failure
 * receipt and keeps the record; a return whose reference is not the waiting purchase's (or with
 * none waiting) credits nothing and says so.
 */
export function usePurchaseReturn<P extends PendingRecord>(
  config: PurchaseReturnConfig<P>,
): PurchaseReturnView {
  const [search] = useSearchParams();
  const takeReturn = useTakePaymentReturn();
  const errorMessage = useResultErrorMessage();
  const [working, setWorking] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  // The latest callbacks and texts, read when a return arrives (they change with the language).
  const latest = useRef({ config, errorMessage });
  latest.current = { config, errorMessage };
  const { slug } = config;

  useEffect(() => {
    const result = readPaymentReturn(search);
    if (result.kind !== 'payment' || result.state.slug !== slug) return;
    if (!takeReturn(search)) return;

    const { config: current } = latest.current;
    const pending = current.parsePending(readPendingPurchase(slug));
    if (!result.state.isSuccess) {
      setReceipt({ outcome: 'failure', reason: current.failureReason ?? null });
      current.onFailedPayment?.(pending);
      return;
    }
    if (!isWaitingPurchase(pending, search.get('subscription_id'))) {
      setReceipt({ outcome: 'nothing', reason: current.nothingPending });
      return;
    }

    const run = async () => {
      setWorking(true);
      try {
        const view = await current.credit(pending, pending.ref, result.state);
        clearPendingPurchase(slug);
        setReceipt(view);
      } catch (failure) {
        setReceipt({ outcome: 'failure', reason: latest.current.errorMessage(failure) });
      } finally {
        setWorking(false);
      }
    };
    void run();
  }, [search, takeReturn, slug]);

  return { working, receipt, closeReceipt: useCallback(() => setReceipt(null), []) };
}
