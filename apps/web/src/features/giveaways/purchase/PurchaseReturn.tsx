import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/graphql';
import { accountKeys } from '../../account';
import { ensureSucceeded } from '../../../app/outcome';
import { queryKeys } from '../../member';
import {
  PurchaseReturnFeedback,
  usePurchaseReturn,
  type PaymentReturnState,
  type ReceiptView,
} from '../../payment';
import { FailedUpsellFunnel } from './FailedUpsellFunnel';
import { formatCount, formatPrice } from '../format';
import { addEntriesMutation, giveawayKeys } from '../queries';
import { ENTRY_PURCHASE_SLUG, parsePendingEntryPurchase, type PendingEntryPurchase } from './pending';
import { purchaseReturnOpen } from './store';

/** Upsells whose failed payment leads to the failed-upsell funnel (SPEC.md 4 "Sweep feature"). */
const FUNNEL_SOURCES: ReadonlySet<string> = new Set(['upsell', 'alternative']);

/**
 * SPEC.md 4 "Payment return" for giveaway entries (slug 'sweep'), anywhere in the shell, through
 * the shared usePurchaseReturn: sweep.addEntriesAfterPaypalSuccess credits the pending purchase
 * (the server credits a verified payment once; a replay answers the same receipt), then the
 * receipt shows the giveaway, entries, amount and reference, and the giveaways and the account are
 * read again. After a failed upsell payment, the failed-upsell funnel follows the failure receipt.
 */
export function PurchaseReturn() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [funnelNext, setFunnelNext] = useState(false);
  const [funnelOpen, setFunnelOpen] = useState(false);
  const language = useRef(i18n.language);
  language.current = i18n.language;

  const credit = async (
    purchase: PendingEntryPurchase,
    ref: string,
    returned: PaymentReturnState,
  ): Promise<ReceiptView> => {
    const payload = ensureSucceeded(
      (
        await gqlRequest(addEntriesMutation, {
          sweepId: purchase.sweepId,
          entries: purchase.entries,
          paymentRef: ref,
        })
      ).sweep.addEntriesAfterPaypalSuccess,
    );
    const lang = language.current;
    const currency = payload.sweep?.price.currency;
    void queryClient.invalidateQueries({ queryKey: giveawayKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.account });
    return {
      outcome: 'success',
      lead: t('payment.receipt.paymentReceived'),
      price:
        payload.amount !== null && payload.amount !== undefined && currency
          ? formatPrice(payload.amount, currency, lang)
          : returned.price,
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
          value: formatCount(payload.entries ?? purchase.entries, lang),
          testId: 'receipt-entries',
        },
      ],
    };
  };

  const view = usePurchaseReturn({
    slug: ENTRY_PURCHASE_SLUG,
    parsePending: parsePendingEntryPurchase,
    credit,
    nothingPending: t('giveaways.purchase.noPending'),
    onFailedPayment: (pending) => setFunnelNext(pending !== null && FUNNEL_SOURCES.has(pending.source)),
  });

  const { working, receipt, closeReceipt } = view;
  useEffect(() => {
    purchaseReturnOpen.set(working || receipt !== null || funnelOpen);
  }, [working, receipt, funnelOpen]);
  useEffect(() => () => purchaseReturnOpen.set(false), []);

  const close = () => {
    const success = receipt?.outcome === 'success';
    closeReceipt();
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
      <PurchaseReturnFeedback
        view={view}
        progressLabel={t('giveaways.purchase.finishing')}
        onClose={close}
        data-testid="purchase-return-working"
      />
      {funnelOpen ? <FailedUpsellFunnel onClose={() => setFunnelOpen(false)} /> : null}
    </>
  );
}
