import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../app/format';
import { Fee } from '../components/Price';
import type { Quote } from './OrderSummary';
import styles from './Checkout.module.css';

/** Subtotal, Champion discount, shipping and total exactly as checkoutQuote answered them. */
export function SummaryTotals({
  quote,
  loading,
  shippingOption,
}: {
  quote: Quote;
  loading: boolean;
  shippingOption: string | null;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, quote.currency, i18n.language);
  const chosen =
    quote.shippingOptions.find((option) => option.id === shippingOption) ?? quote.shippingOptions[0];
  return (
    <dl className={styles.totals} aria-busy={loading || undefined}>
      <div className={styles.totalRow}>
        <dt>{t('marketplace.summary.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{money(quote.subtotal)}</dd>
      </div>
      {quote.discount > 0 ? (
        <div className={`${styles.totalRow} ${styles.discount}`}>
          <dt>{t('marketplace.summary.discount', { percent: quote.discountPercent })}</dt>
          <dd data-testid="summary-discount">−{money(quote.discount)}</dd>
        </div>
      ) : null}
      <div className={styles.totalRow}>
        <dt>{t('marketplace.summary.delivery')}</dt>
        <dd data-testid="summary-delivery">
          <Fee fee={quote.deliveryFee} listFee={chosen?.listFee} currency={quote.currency} />
        </dd>
      </div>
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{t('marketplace.summary.total')}</dt>
        <dd data-testid="summary-total">{money(quote.total)}</dd>
      </div>
      {quote.totalCoins !== null && quote.totalCoins !== undefined ? (
        <p className={styles.coins}>
          {t('marketplace.summary.coins', {
            count: quote.totalCoins,
            formatted: formatNumber(quote.totalCoins, i18n.language),
          })}
        </p>
      ) : null}
    </dl>
  );
}
