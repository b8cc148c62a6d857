import { useTranslation } from 'react-i18next';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../app/format';
import { addressLines } from './address-lines';
import { OrderAmounts, OrderHead, OrderProducts } from './OrderParts';
import styles from './Orders.module.css';

/**
 * One order (SPEC.md 3 'Order': id, date, products, shipping info, delivery fee, total, status, free
 * gift), with its discount and how it was paid: the order confirmation and the account's orders tab.
 */
export function OrderDetails({
  order,
  headingLevel = 3,
}: {
  order: OrderFieldsFragment;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const payment =
    order.paymentMethod === 'coins'
      ? t('marketplace.orders.payment.coins', {
          count: order.coinsSpent,
          formatted: formatNumber(order.coinsSpent, lang),
        })
      : t([`marketplace.orders.payment.${order.paymentMethod}`, 'marketplace.orders.payment.other']);
  return (
    <article className={styles.order} data-testid="order" data-order-number={order.number}>
      <OrderHead order={order} headingLevel={headingLevel} />
      <OrderProducts order={order} />
      <div className={styles.facts}>
        <dl>
          <dt>{t('marketplace.orders.shipTo')}</dt>
          <dd data-testid="order-address">
            {order.shippingAddress
              ? addressLines(order.shippingAddress, lang).map((line) => <div key={line}>{line}</div>)
              : '—'}
          </dd>
        </dl>
        <dl>
          <dt>{t('marketplace.orders.paymentMethod')}</dt>
          <dd data-testid="order-payment">{payment}</dd>
          {order.shippingOption ? (
            <>
              <dt>{t('marketplace.orders.shipping')}</dt>
              <dd>
                {t([
                  `marketplace.checkout.shipping.option.${order.shippingOption}`,
                  'marketplace.checkout.shipping.option.other',
                ])}
              </dd>
            </>
          ) : null}
          {order.trackingNote ? (
            <>
              <dt>{t('marketplace.orders.tracking')}</dt>
              <dd data-testid="order-tracking">{order.trackingNote}</dd>
            </>
          ) : null}
        </dl>
        <OrderAmounts order={order} />
      </div>
    </article>
  );
}
