import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import type { Quote } from './OrderSummary';
import { PaymentChoices } from './PaymentChoices';
import { methodUsable, type PaymentProfile } from './payment-methods';
import { usePayLabel } from './usePaymentTexts';
import { Review, type ReviewRow } from './Review';
import styles from './Checkout.module.css';

/**
 * Payment (SPEC.md 4 'Checkout'): the ways this total can be paid, as the server lists them: the
 * saved card or a new one (both confirmed on the provider's hosted page) and coins where the brand
 * takes them, with the member's balance. A free order (the welcome gift with free shipping) is
 * simply placed.
 */
export function PaymentStep({
  quote,
  profile,
  value,
  onChange,
  review,
  onPay,
  placing,
  error,
  back,
}: {
  quote: Quote | undefined;
  profile: PaymentProfile;
  value: string | null;
  onChange(method: string): void;
  review: readonly ReviewRow[];
  onPay(): void;
  placing: boolean;
  error: string | null;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const free = quote !== undefined && quote.total === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };
  const payLabel = usePayLabel(quote, value);
  const usable = quote && value ? methodUsable(value, quote, profile) : false;

  return (
    <form className={styles.panel} onSubmit={submit} data-testid="checkout-payment">
      <Review rows={review} />
      {free ? (
        <Notice tone="success" data-testid="payment-free">
          {t('marketplace.checkout.payment.free')}
        </Notice>
      ) : (
        <PaymentChoices quote={quote} profile={profile} value={value} onChange={onChange} />
      )}
      {error ? (
        <Notice tone="danger" role="alert" data-testid="checkout-error">
          {error}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        {back}
        <Button
          type="submit"
          size="lg"
          loading={placing}
          loadingLabel={t('marketplace.checkout.payment.placing')}
          disabled={!quote || (!free && !usable)}
          data-testid="place-order"
        >
          {payLabel}
        </Button>
      </div>
    </form>
  );
}
