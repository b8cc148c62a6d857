import { useTranslation } from 'react-i18next';
import { accountStyles as styles, formatDate, formatMoney, ListTable, Panel } from '../../account';
import { useMemberOrders } from '../hooks';

/** The account page's orders tab: the member's marketplace orders, newest first. */
export function OrdersSection() {
  const { t, i18n } = useTranslation();
  const query = useMemberOrders();
  return (
    <Panel title={t('account.orders.title')} description={t('account.orders.description')}>
      <ListTable
        query={query}
        items={query.data}
        empty={{ title: t('account.orders.none'), icon: 'shopping-bag', 'data-testid': 'no-orders' }}
        data-testid="orders"
        columns={[
          { head: t('account.orders.number'), cell: (order) => order.number },
          {
            head: t('account.columns.date'),
            kind: 'muted',
            cell: (order) => formatDate(order.date, i18n.language),
          },
          {
            head: t('account.orders.products'),
            cell: (order) => (
              <>
                {order.products.map((product) => `${product.quantity} × ${product.name}`).join(', ')}
                {order.freeGift ? <div className={styles.muted}>{t('account.orders.freeGift')}</div> : null}
              </>
            ),
          },
          {
            head: t('account.columns.status'),
            cell: (order) => (
              <span className={styles.badge}>
                {t(`account.orders.status.${order.status}`, { defaultValue: order.status })}
              </span>
            ),
          },
          {
            head: t('account.orders.total'),
            kind: 'num',
            cell: (order) => formatMoney(order.total, order.currency, i18n.language, order.symbol),
          },
        ]}
      />
    </Panel>
  );
}
