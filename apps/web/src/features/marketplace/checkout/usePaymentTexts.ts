import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../app/format';
import type { Quote } from './OrderSummary';
import { methodUsable, type PaymentProfile } from './payment-methods';

/** Each way to pay, named as the member knows it, with a hint (the card, the coin balance). */
export function useDescribeMethod(profile: PaymentProfile) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatNumber(n, i18n.language);
  return (method: string, current: Quote) => {
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
}

/** The place-order button's words: free, in coins, or the total by card. */
export function usePayLabel(quote: Quote | undefined, value: string | null): string {
  const { t, i18n } = useTranslation();
  if (!quote) return t('marketplace.checkout.payment.place');
  if (quote.total === 0) return t('marketplace.checkout.payment.placeFree');
  if (value === 'coins')
    return t('marketplace.checkout.payment.payCoins', {
      formatted: formatNumber(quote.totalCoins ?? 0, i18n.language),
    });
  return t('marketplace.checkout.payment.payCard', {
    total: formatMoney(quote.total, quote.currency, i18n.language),
  });
}
