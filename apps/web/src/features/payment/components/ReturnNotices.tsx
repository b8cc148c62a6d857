import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import type { CardNotice } from './return-actions';
import styles from './Payment.module.css';

/** While a return is handled, and what became of a card's. */
export function ReturnNotices({ working, cardNotice }: { working: boolean; cardNotice: CardNotice }) {
  const { t } = useTranslation();
  return (
    <>
      {working ? (
        <Notice tone="info" role="status" data-testid="payment-return-working">
          <span className={styles.returning}>
            <Spinner size={16} />
            {t('payment.returning')}
          </span>
        </Notice>
      ) : null}
      {cardNotice ? (
        <Notice
          tone={cardNotice.tone}
          role={cardNotice.tone === 'danger' ? 'alert' : 'status'}
          data-testid="card-notice"
        >
          {cardNotice.text}
        </Notice>
      ) : null}
    </>
  );
}
