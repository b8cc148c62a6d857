import { useTranslation } from 'react-i18next';
import type { CheckoutQuoteQuery } from '../../../gql/graphql';
import { Skeleton } from '../../../ui/Skeleton';
import { LoadError } from '../components/LoadError';
import { SummaryLines } from './SummaryLines';
import { SummaryTotals } from './SummaryTotals';
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
  const { t } = useTranslation();
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className={styles.panelTitle}>
        {t('marketplace.summary.title')}
      </h2>
      <SummaryLines lines={lines} currency={currency} />
      {failed && !quote ? <LoadError message={t('marketplace.summary.failed')} onRetry={onRetry} /> : null}
      {loading && !quote ? (
        <div className={styles.totals} aria-busy="true">
          <Skeleton width="100%" height={18} />
          <Skeleton width="100%" height={18} />
          <Skeleton width="100%" height={24} />
        </div>
      ) : null}
      {quote ? <SummaryTotals quote={quote} loading={loading} shippingOption={shippingOption} /> : null}
    </aside>
  );
}
