import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { LoadError } from '../components/LoadError';
import { useOrder } from '../hooks';
import { OrderDetails } from '../orders/OrderDetails';
import { paths } from '../paths';
import styles from './Checkout.module.css';
import { Loading } from '../components/Loading';

/** SPEC.md 4 'Checkout': the order confirmation, read from the server (ecommerce.order). */
export function Confirmation({ orderId, email }: { orderId: string; email: string }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  useDocumentTitle(t('marketplace.checkout.steps.confirmation'));
  if (order.isPending)
    return (
      <Loading className={styles.confirmation} data-testid="confirmation-loading">
        <Skeleton width="60%" height={34} />
        <Skeleton width="100%" height={260} radius={12} />
      </Loading>
    );
  if (order.isError) return <LoadError onRetry={() => void order.refetch()} />;
  if (!order.data)
    return (
      <EmptyState
        icon="receipt"
        title={t('marketplace.checkout.confirmation.notFound')}
        actions={
          <ButtonLink to={paths.accountOrders}>{t('marketplace.checkout.confirmation.orders')}</ButtonLink>
        }
      />
    );
  const placed = order.data;
  return (
    <section
      className={styles.confirmation}
      data-testid="order-confirmation"
      aria-labelledby="confirmation-title"
    >
      <div className={styles.confirmationHead}>
        <span className={styles.confirmationIcon} aria-hidden="true">
          <Icon name="check-circle" size={28} />
        </span>
        <div>
          <h2 id="confirmation-title" className={styles.panelTitle}>
            {placed.freeGift
              ? t('marketplace.checkout.confirmation.giftTitle')
              : t('marketplace.checkout.confirmation.title')}
          </h2>
          <p className={styles.choiceHint}>{t('marketplace.checkout.confirmation.email', { email })}</p>
        </div>
      </div>
      <OrderDetails order={placed} />
      <div className={styles.actions}>
        <ButtonLink to={paths.accountOrders} variant="secondary" data-testid="see-orders">
          {t('marketplace.checkout.confirmation.orders')}
        </ButtonLink>
        <ButtonLink to={paths.home} data-testid="continue-shopping">
          {t('marketplace.checkout.confirmation.continue')}
        </ButtonLink>
      </div>
    </section>
  );
}
