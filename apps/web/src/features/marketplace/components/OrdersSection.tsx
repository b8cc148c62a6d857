import { useTranslation } from 'react-i18next';
import { accountStyles as styles, formatDate, formatMoney, ListBody, Panel } from '../../account';
import { useMemberOrders } from '../hooks';

/** The account page's orders tab: the member's marketplace orders, newest first. */
export function OrdersSection() {
  const { t, i18n } = useTranslation();
  const query = useMemberOrders();
  return (
    <Panel title={t('account.orders.title')} description={t('account.orders.description')}>
      <ListBody
        query={query}
        items={query.data}
        empty={t('account.orders.none')}
        emptyIcon="shopping-bag"
        emptyTestId="no-orders"
      >
        {(items) => (
          <table className={styles.table} data-testid="orders">
            <thead>
              <tr>
                <th>{t('account.orders.number')}</th>
                <th>{t('account.columns.date')}</th>
                <th>{t('account.orders.products')}</th>
                <th>{t('account.columns.status')}</th>
                <th className={styles.num}>{t('account.orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.id}>
                  <td>{order.number}</td>
                  <td className={styles.muted}>{formatDate(order.date, i18n.language)}</td>
                  <td>
                    {order.products.map((product) => `${product.quantity} × ${product.name}`).join(', ')}
                    {order.freeGift ? (
                      <div className={styles.muted}>{t('account.orders.freeGift')}</div>
                    ) : null}
                  </td>
                  <td>
                    <span className={styles.badge}>
                      {t(`account.orders.status.${order.status}`, { defaultValue: order.status })}
                    </span>
                  </td>
                  <td className={styles.num}>
                    {formatMoney(order.total, order.currency, i18n.language, order.symbol)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </Panel>
  );
}
