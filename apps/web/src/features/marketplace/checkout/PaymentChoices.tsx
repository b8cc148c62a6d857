import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/Skeleton';
import type { Quote } from './OrderSummary';
import { methodUsable, type PaymentProfile } from './payment-methods';
import { useDescribeMethod } from './usePaymentTexts';
import styles from './Checkout.module.css';

/** The ways this total can be paid, one radio each; one that cannot pay it is shown disabled. */
export function PaymentChoices({
  quote,
  profile,
  value,
  onChange,
}: {
  quote: Quote | undefined;
  profile: PaymentProfile;
  value: string | null;
  onChange(method: string): void;
}) {
  const { t } = useTranslation();
  const describe = useDescribeMethod(profile);
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.panelTitle}>{t('marketplace.checkout.payment.title')}</legend>
      {!quote ? (
        <>
          <Skeleton width="100%" height={60} />
          <Skeleton width="100%" height={60} />
        </>
      ) : (
        quote.paymentMethods.map((method) => {
          const text = describe(method, quote);
          return (
            <label key={method} className={styles.choice} data-testid={`payment-${method}`}>
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={value === method}
                disabled={!methodUsable(method, quote, profile)}
                onChange={() => onChange(method)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{text.title}</span>
                <span className={styles.choiceHint}>{text.hint}</span>
              </span>
            </label>
          );
        })
      )}
    </fieldset>
  );
}
