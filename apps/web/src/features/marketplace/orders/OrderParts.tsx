import { useTranslation } from 'react-i18next';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { Icon } from '../../../ui/Icon';
import { formatDate, formatMoney } from '../../../app/format';
import styles from './Orders.module.css';

type Order = OrderFieldsFragment;

/** The order's number, date, free-gift tag and status. */
export function OrderHead({ order, headingLevel }: { order: Order; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = i18n.language;
  return (
    <header className={styles.head}>
      <div>
        <Heading className={styles.number}>
          {t('marketplace.orders.number', { number: order.number })}
        </Heading>
        <span className={styles.date}>{formatDate(order.date, lang)}</span>
      </div>
      <div className={styles.tags}>
        {order.freeGift ? (
          <span className={styles.gift} data-testid="order-free-gift">
            <Icon name="gift" size={14} />
            {t('marketplace.orders.freeGift')}
          </span>
        ) : null}
        <span className={styles.status} data-status={order.status} data-testid="order-status">
          {t([`marketplace.orders.status.${order.status}`, 'marketplace.orders.status.other'])}
        </span>
      </div>
    </header>
  );
}

/** What was bought: each product's picture, quantity, name, variant and unit price. */
export function OrderProducts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.language);
  return (
    <ul className={styles.products} aria-label={t('marketplace.orders.products')}>
      {order.products.map((product) => (
        <li key={product.id} className={styles.product}>
          {product.image ? (
            <img src={product.image} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className={styles.noImage} aria-hidden="true" />
          )}
          <span className={styles.productName}>
            <span>{t('marketplace.orders.line', { count: product.quantity, name: product.name })}</span>
            {product.variant ? <span className={styles.muted}>{product.variant}</span> : null}
          </span>
          <span>
            {product.price > 0
              ? t('marketplace.orders.each', { price: money(product.price) })
              : t('marketplace.price.free')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, discount, delivery and total as the order was charged. */
export function OrderAmounts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.language);
  return (
    <dl className={styles.amounts}>
      <div className={styles.amountRow}>
        <dt>{t('marketplace.summary.subtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
      </div>
      {order.discount > 0 ? (
        <div className={styles.amountRow}>
          <dt>{t('marketplace.orders.discount')}</dt>
          <dd data-testid="order-discount">−{money(order.discount)}</dd>
        </div>
      ) : null}
      <div className={styles.amountRow}>
        <dt>{t('marketplace.summary.delivery')}</dt>
        <dd data-testid="order-delivery">
          {order.deliveryFee > 0 ? money(order.deliveryFee) : t('marketplace.price.free')}
        </dd>
      </div>
      <div className={`${styles.amountRow} ${styles.total}`}>
        <dt>{t('marketplace.summary.total')}</dt>
        <dd data-testid="order-total">{money(order.total)}</dd>
      </div>
    </dl>
  );
}
