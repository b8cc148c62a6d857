import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import styles from './Payment.module.css';

export interface ReceiptView {
  /** `nothing`: a return that credits nothing (a replay, or no purchase waiting here): no charge to report. */
  outcome: 'success' | 'failure' | 'nothing';
  /** What a success says first: 'Offer applied.' (a plan) unless the purchase names its own words. */
  lead?: string | null;
  planName?: string | null;
  price?: string | null;
  reference?: string | null;
  /** A translated reason shown under 'Your payment failed.' (or the `nothing` notice's text). */
  reason?: string | null;
  /** What else the purchase names (a giveaway and its entries), already translated, above the amount. */
  details?: readonly { label: string; value: string; testId?: string }[];
}

/** SPEC.md 4: the receipt modal shows success, or failure with 'update payment method'. */
export function ReceiptModal({ receipt, onClose }: { receipt: ReceiptView | null; onClose(): void }) {
  const { t } = useTranslation();
  if (receipt?.outcome === 'nothing') return <NothingToCredit reason={receipt.reason} onClose={onClose} />;
  const success = receipt?.outcome === 'success';
  return (
    <Dialog
      open={Boolean(receipt)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={success ? t('payment.receipt.successTitle') : t('payment.receipt.failureTitle')}
      closeLabel={t('account.common.close')}
      data-testid={success ? 'receipt-success' : 'receipt-failure'}
      focusMainAction
      footer={
        success ? (
          <Button onClick={onClose} data-testid="receipt-close">
            {t('payment.receipt.done')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('account.common.close')}
            </Button>
            <ButtonLink to="/account/payment-methods" onClick={onClose} data-testid="receipt-update-payment">
              {t('billing.updatePaymentMethod')}
            </ButtonLink>
          </>
        )
      }
    >
      <div className={[styles.receipt, success ? styles.receiptSuccess : styles.receiptFailure].join(' ')}>
        <span className={styles.receiptIcon}>
          <Icon name={success ? 'check-circle' : 'x-circle'} size={36} />
        </span>
        {success ? (
          <>
            <p className={styles.receiptLead}>{receipt?.lead ?? t('payment.receipt.offerApplied')}</p>
            {receipt?.planName ? (
              <p data-testid="receipt-plan">{t('payment.receipt.plan', { plan: receipt.planName })}</p>
            ) : null}
            {receipt?.details?.length ? (
              <dl className={styles.receiptDetails}>
                {receipt.details.map((detail) => (
                  <div key={detail.label}>
                    <dt>{detail.label}</dt>
                    <dd data-testid={detail.testId}>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {receipt?.price ? (
              <p data-testid="receipt-amount">{t('payment.receipt.charged', { price: receipt.price })}</p>
            ) : null}
            {receipt?.reference ? (
              <p className={styles.receiptRef} data-testid="receipt-reference">
                {t('payment.receipt.reference', { reference: receipt.reference })}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.receiptLead}>{t('billing.paymentFailed')}</p>
            <p>{receipt?.reason ?? t('payment.receipt.failureHelp')}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}

/** A return with nothing to credit: no payment outcome to report, only why nothing changed. */
function NothingToCredit({ reason, onClose }: { reason: string | null | undefined; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('payment.receipt.nothingTitle')}
      closeLabel={t('account.common.close')}
      data-testid="receipt-nothing"
      focusMainAction
      footer={
        <Button onClick={onClose} data-testid="receipt-close">
          {t('payment.receipt.done')}
        </Button>
      }
    >
      <div className={[styles.receipt, styles.receiptNothing].join(' ')}>
        <span className={styles.receiptIcon}>
          <Icon name="info" size={36} />
        </span>
        <p>{reason}</p>
      </div>
    </Dialog>
  );
}
