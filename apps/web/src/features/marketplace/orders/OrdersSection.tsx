import { useTranslation } from 'react-i18next';
import { ListBody } from '../../../ui/ListBody';
import { Panel } from '../../../ui/Panel';
import { useMemberOrders } from '../hooks';
import { OrderDetails } from './OrderDetails';
import styles from './Orders.module.css';

/**
 * The account page's orders tab (SPEC.md 7 ecommerce.getMemberOrders): each order with its status,
 * discount, payment method, free gift and shipping address, newest first.
 */
export function OrdersSection() {
  const { t } = useTranslation();
  const query = useMemberOrders();
  return (
    <Panel title={t('account.orders.title')} description={t('account.orders.description')}>
      <ListBody
        query={query}
        items={query.data}
        empty={{ title: t('account.orders.none'), icon: 'shopping-bag', 'data-testid': 'no-orders' }}
      >
        {(orders) => (
          <ul className={styles.list} data-testid="orders">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderDetails order={order} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </Panel>
  );
}
