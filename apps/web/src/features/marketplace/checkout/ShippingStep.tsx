import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { Fee } from '../components/Price';
import type { Quote } from './OrderSummary';
import { Review, type ReviewRow } from './Review';
import styles from './Checkout.module.css';

/**
 * Shipping (SPEC.md 4 'Checkout'): the options the server offers for the address's country, each
 * with its delivery fee ("Free" with the usual fee struck through for a Champion's standard
 * shipping) and delivery time.
 */
export function ShippingStep({
  quote,
  value,
  onChange,
  review,
  onContinue,
  back,
}: {
  quote: Quote | undefined;
  value: string | null;
  onChange(option: string): void;
  review: readonly ReviewRow[];
  onContinue(): void;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const options = quote?.shippingOptions ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value && options.some((option) => option.id === value)) onContinue();
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="checkout-shipping">
      <Review rows={review} />
      <fieldset className={styles.choices}>
        <legend className={styles.panelTitle}>{t('marketplace.checkout.shipping.title')}</legend>
        {!quote ? (
          <>
            <Skeleton width="100%" height={60} />
            <Skeleton width="100%" height={60} />
          </>
        ) : (
          options.map((option) => (
            <label key={option.id} className={styles.choice} data-testid={`shipping-${option.id}`}>
              <input
                type="radio"
                name="shippingOption"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>
                  {t([
                    `marketplace.checkout.shipping.option.${option.id}`,
                    'marketplace.checkout.shipping.option.other',
                  ])}
                </span>
                <span className={styles.choiceHint}>
                  {t('marketplace.checkout.shipping.days', { min: option.minDays, max: option.maxDays })}
                </span>
              </span>
              <span className={styles.choiceSide}>
                <Fee fee={option.fee} listFee={option.listFee} currency={quote.currency} />
              </span>
            </label>
          ))
        )}
      </fieldset>
      <div className={styles.actions}>
        {back}
        <Button type="submit" size="lg" disabled={!value} data-testid="continue-to-payment">
          {t('marketplace.checkout.continueToPayment')}
        </Button>
      </div>
    </form>
  );
}
