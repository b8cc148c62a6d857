import { useTranslation } from 'react-i18next';
import type { CheckoutQuoteQuery } from '../../../gql/graphql';
import { Skeleton } from '../../../ui/Skeleton';
import { formatMoney, formatNumber } from '../../../app/format';
import { LoadError } from '../components/LoadError';
import { Fee } from '../components/Price';
import styles from './Checkout.module.css';

export type Quote = CheckoutQuoteQuery['ecommerce']['checkoutQuote'];

export interface SummaryLine {
  id: string;
  name: string;
  detail: string | null;
  quantity: number;
  /**
   * The unit's list price (major units), as the subtotal counts it before the Champion discount;
   * null for the welcome gift, which is free.
   */
  unitPrice: number | null;
  image: string;
}

/**
 * The order summary beside every step: what is bought, then subtotal, Champion discount, shipping
 * and total exactly as checkoutQuote answered them (never added up here).
 */
export function OrderSummary({
  lines,
  currency,
  quote,
  loading,
  failed,
  onRetry,
  shippingOption,
}: {
  lines: readonly SummaryLine[];
  /** The currency of the lines' prices. */
  currency: string;
  quote: Quote | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The option chosen; before the shipping step the quote prices the server's default one. */
  shippingOption: string | null;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => (quote ? formatMoney(amount, quote.currency, i18n.language) : '');
  const chosen =
    quote?.shippingOptions.find((option) => option.id === shippingOption) ?? quote?.shippingOptions[0];
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className={styles.panelTitle}>
        {t('marketplace.summary.title')}
      </h2>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.summaryLine}>
            <span className={styles.summaryImage}>
              <img src={line.image} alt="" width={56} height={56} />
              <span className={styles.summaryQuantity} aria-hidden="true">
                {formatNumber(line.quantity, i18n.language)}
              </span>
            </span>
            <span className={styles.summaryName}>
              <span>{line.name}</span>
              <span className="visually-hidden">
                {t('marketplace.summary.quantity', { count: line.quantity })}
              </span>
              {line.detail ? <span className={styles.choiceHint}>{line.detail}</span> : null}
            </span>
            <span className={styles.choiceSide}>
              {line.unitPrice === null
                ? t('marketplace.price.free')
                : t('marketplace.summary.unit', {
                    count: formatNumber(line.quantity, i18n.language),
                    price: formatMoney(line.unitPrice, currency, i18n.language),
                  })}
            </span>
          </li>
        ))}
      </ul>
      {failed && !quote ? <LoadError message={t('marketplace.summary.failed')} onRetry={onRetry} /> : null}
      {loading && !quote ? (
        <div className={styles.totals} aria-busy="true">
          <Skeleton width="100%" height={18} />
          <Skeleton width="100%" height={18} />
          <Skeleton width="100%" height={24} />
        </div>
      ) : null}
      {quote ? (
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
      ) : null}
    </aside>
  );
}
