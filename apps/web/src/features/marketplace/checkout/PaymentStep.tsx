import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { formatMoney, formatNumber } from '../../../app/format';
import type { Quote } from './OrderSummary';
import { Review, type ReviewRow } from './Review';
import styles from './Checkout.module.css';

export interface PaymentProfile {
  coinsBalance: number;
  /** The card charged on the hosted page when the member pays with the saved card. */
  savedCardLast4: string | null;
}

/** Whether a method can pay this quote: coins need a balance that covers the total in coins. */
export function methodUsable(method: string, quote: Quote, profile: PaymentProfile): boolean {
  if (method === 'coins') return quote.totalCoins !== null && profile.coinsBalance >= quote.totalCoins;
  return true;
}

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
  const { t, i18n } = useTranslation();
  const free = quote !== undefined && quote.total === 0;
  const count = (n: number) => formatNumber(n, i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };

  const describe = (method: string, current: Quote) => {
    switch (method) {
      case 'card':
        return {
          title: profile.savedCardLast4
            ? t('marketplace.checkout.payment.card', { last4: profile.savedCardLast4 })
            : t('marketplace.checkout.payment.savedCard'),
          hint: t('marketplace.checkout.payment.cardHint'),
        };
      case 'new_card':
        return {
          title: t('marketplace.checkout.payment.newCard'),
          hint: t('marketplace.checkout.payment.newCardHint'),
        };
      case 'coins': {
        const coins = current.totalCoins ?? 0;
        return {
          title: t('marketplace.checkout.payment.coins', { count: coins, formatted: count(coins) }),
          hint: methodUsable(method, current, profile)
            ? t('marketplace.checkout.payment.coinsHint', { balance: count(profile.coinsBalance) })
            : t('marketplace.checkout.payment.coinsShort', { balance: count(profile.coinsBalance) }),
        };
      }
      default:
        return { title: method, hint: '' };
    }
  };

  const usable = quote && value ? methodUsable(value, quote, profile) : false;
  const payLabel = !quote
    ? t('marketplace.checkout.payment.place')
    : free
      ? t('marketplace.checkout.payment.placeFree')
      : value === 'coins'
        ? t('marketplace.checkout.payment.payCoins', { formatted: count(quote.totalCoins ?? 0) })
        : t('marketplace.checkout.payment.payCard', {
            total: formatMoney(quote.total, quote.currency, i18n.language),
          });

  return (
    <form className={styles.panel} onSubmit={submit} data-testid="checkout-payment">
      <Review rows={review} />
      {free ? (
        <Notice tone="success" data-testid="payment-free">
          {t('marketplace.checkout.payment.free')}
        </Notice>
      ) : (
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
