import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../member';
import { PurchaseReturnFeedback, usePurchaseReturn } from '../../payment';
import { FailedUpsellFunnel } from './FailedUpsellFunnel';
import { ENTRY_PURCHASE_SLUG, parsePendingEntryPurchase } from './pending';
import { useCreditEntries } from './useCreditEntries';
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [funnelNext, setFunnelNext] = useState(false);
  const [funnelOpen, setFunnelOpen] = useState(false);
  const credit = useCreditEntries();

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
