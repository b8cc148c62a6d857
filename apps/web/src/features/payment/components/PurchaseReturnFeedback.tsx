import { Spinner } from '../../../ui/Spinner';
import type { PurchaseReturnView } from '../usePurchaseReturn';
import { ReceiptModal } from './ReceiptModal';
import styles from './Payment.module.css';

/**
 * What a purchase return shows (usePurchaseReturn): a quiet status while the purchase is credited
 * (`progressLabel` names what is being finished), then the receipt. `onClose` replaces the
 * receipt's own closing when the feature does more on close (giveaways' funnel).
 */
export function PurchaseReturnFeedback({
  view,
  progressLabel,
  onClose,
  'data-testid': testId,
}: {
  view: PurchaseReturnView;
  progressLabel: string;
  onClose?(): void;
  'data-testid': string;
}) {
  return (
    <>
      {view.working ? (
        <div className={styles.returnProgress} role="status" data-testid={testId}>
          <Spinner size={16} />
          {progressLabel}
        </div>
      ) : null}
      <ReceiptModal receipt={view.receipt} onClose={onClose ?? view.closeReceipt} />
    </>
  );
}
