import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { Spinner } from '../../../ui/Spinner';
import { accountKeys, ensureSucceeded, useAccountErrorMessage } from '../../account';
import { queryKeys } from '../../member';
import { readPaymentReturn, ReceiptModal, withoutPaymentReturn, type ReceiptView } from '../../payment';
import { FailedUpsellFunnel } from '../modals';
import { formatCount, formatPrice } from '../format';
import { addEntriesMutation, giveawayKeys } from '../queries';
import { clearPendingEntryPurchase, readPendingEntryPurchase, type PendingEntryPurchase } from './pending';
import { purchaseReturnOpen } from './store';
import styles from './PurchaseReturn.module.css';

// A return is credited once per page load, even when React mounts this twice.
const handled = new Set<string>();

/** Upsells whose failed payment leads to the failed-upsell funnel (SPEC.md 4 "Sweep feature"). */
const FUNNEL_SOURCES: ReadonlySet<string> = new Set(['upsell', 'alternative']);

/**
 * SPEC.md 4 "Payment return" for giveaway entries (slug 'sweep'), anywhere in the shell: reads the
 * state and subscription_id, clears the query, credits the pending purchase through
 * sweep.addEntriesAfterPaypalSuccess (the server credits a verified payment once; a replay answers
 * the same receipt), shows the receipt with the giveaway, entries, amount and reference, refreshes
 * the giveaways and the account, and clears the pending record. A failed payment shows the failure
 * receipt ('update payment method'); after a failed upsell, the failed-upsell funnel follows it.
 */
export function PurchaseReturn() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useSafeNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useAccountErrorMessage();
  const [working, setWorking] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const [funnelNext, setFunnelNext] = useState(false);
  const [funnelOpen, setFunnelOpen] = useState(false);
  const language = useRef(i18n.language);
  language.current = i18n.language;

  useEffect(() => {
    purchaseReturnOpen.set(working || receipt !== null || funnelOpen);
  }, [working, receipt, funnelOpen]);
  useEffect(() => () => purchaseReturnOpen.set(false), []);

  useEffect(() => {
    const result = readPaymentReturn(search);
    if (result.kind !== 'payment' || result.state.slug !== 'sweep') return;
    const key = search.toString();
    navigate({ pathname: location.pathname, search: withoutPaymentReturn(search) }, { replace: true });
    if (handled.has(key)) return;
    handled.add(key);

    const pending = readPendingEntryPurchase();
    if (!result.state.isSuccess) {
      // The pending record stays: the member may try the same purchase again.
      setReceipt({ outcome: 'failure' });
      setFunnelNext(pending !== null && FUNNEL_SOURCES.has(pending.source));
      return;
    }
    const paymentRef = search.get('subscription_id') ?? pending?.ref ?? null;
    if (!pending || !paymentRef) {
      setReceipt({ outcome: 'failure', reason: t('giveaways.purchase.noPending') });
      return;
    }

    const credit = async (purchase: PendingEntryPurchase, ref: string) => {
      setWorking(true);
      try {
        const payload = ensureSucceeded(
          (
            await gqlRequest(addEntriesMutation, {
              sweepId: purchase.sweepId,
              entries: purchase.entries,
              paymentRef: ref,
            })
          ).sweep.addEntriesAfterPaypalSuccess,
        );
        clearPendingEntryPurchase();
        const lang = language.current;
        const entries = payload.entries ?? purchase.entries;
        const currency = payload.sweep?.price.currency;
        setReceipt({
          outcome: 'success',
          price:
            payload.amount !== null && payload.amount !== undefined && currency
              ? formatPrice(payload.amount, currency, lang)
              : result.state.price,
          reference: payload.transactionId ?? ref,
          details: [
            ...(payload.sweep
              ? [
                  {
                    label: t('giveaways.receipt.giveaway'),
                    value: payload.sweep.name,
                    testId: 'receipt-giveaway',
                  },
                ]
              : []),
            {
              label: t('giveaways.receipt.entries'),
              value: formatCount(entries, lang),
              testId: 'receipt-entries',
            },
          ],
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: giveawayKeys.all }),
          queryClient.invalidateQueries({ queryKey: accountKeys.account }),
        ]);
      } catch (failure) {
        setReceipt({ outcome: 'failure', reason: errorMessage(failure) });
      } finally {
        setWorking(false);
      }
    };
    void credit(pending, paymentRef);
  }, [search, location.pathname, navigate, queryClient, errorMessage, t]);

  const closeReceipt = () => {
    const success = receipt?.outcome === 'success';
    setReceipt(null);
    // The purchase set new giveaway tags (sweep_entries, sa_upsell): the shell's member is read
    // again once the receipt is closed, so the upsell modal follows the receipt instead of covering it.
    if (success) void queryClient.invalidateQueries({ queryKey: queryKeys.viewer });
    if (funnelNext) {
      setFunnelNext(false);
      setFunnelOpen(true);
    }
  };

  return (
    <>
      {working ? (
        <div className={styles.toast} role="status" data-testid="purchase-return-working">
          <Spinner size={16} />
          {t('giveaways.purchase.finishing')}
        </div>
      ) : null}
      <ReceiptModal receipt={receipt} onClose={closeReceipt} />
      {funnelOpen ? <FailedUpsellFunnel onClose={() => setFunnelOpen(false)} /> : null}
    </>
  );
}
