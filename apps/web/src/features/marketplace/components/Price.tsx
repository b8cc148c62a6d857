import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format';
import styles from './Price.module.css';

export interface PriceView {
  amount: number;
  /** The price before the Champion discount, when the viewer gets one. */
  listAmount?: number | null;
  discountPercent?: number | null;
  currency: string;
}

/**
 * A price as the server gives it: with a Champion discount, the list price struck through beside
 * it and the percentage off ("-30%"). Nothing is computed here.
 */
export function Price({
  price,
  size = 'md',
  'data-testid': testId,
}: {
  price: PriceView;
  size?: 'md' | 'lg';
  'data-testid'?: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, price.currency, i18n.language);
  const discounted =
    price.listAmount !== null && price.listAmount !== undefined && price.listAmount > price.amount;
  return (
    <span className={[styles.price, size === 'lg' ? styles.large : ''].join(' ')} data-testid={testId}>
      {discounted ? <span className="visually-hidden">{t('marketplace.price.champion')}</span> : null}
      <span className={price.amount === 0 ? styles.free : styles.amount} data-testid="price-amount">
        {price.amount === 0 ? t('marketplace.price.free') : money(price.amount)}
      </span>
      {discounted ? (
        <>
          <s className={styles.list} data-testid="price-list">
            <span className="visually-hidden">{t('marketplace.price.was')}</span>
            {money(price.listAmount ?? 0)}
          </s>
          {price.discountPercent ? (
            <span className={styles.off} data-testid="price-off">
              {t('marketplace.price.off', { percent: price.discountPercent })}
            </span>
          ) : null}
        </>
      ) : null}
    </span>
  );
}

/** A fee: "Free" when nothing is due, with the usual fee struck through when a perk waived it. */
export function Fee({ fee, listFee, currency }: { fee: number; listFee?: number | null; currency: string }) {
  const { t, i18n } = useTranslation();
  if (fee > 0) return <span className={styles.amount}>{formatMoney(fee, currency, i18n.language)}</span>;
  return (
    <span className={styles.price}>
      <span className={styles.free}>{t('marketplace.price.free')}</span>
      {listFee ? <s className={styles.list}>{formatMoney(listFee, currency, i18n.language)}</s> : null}
    </span>
  );
}
