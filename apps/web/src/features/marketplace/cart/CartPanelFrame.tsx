import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { Loading } from '../components/Loading';
import styles from './Cart.module.css';

/*
 * The cart panel's frame, with the top bar's badge (eager): the panel's own code (CartPanel) loads
 * when the member first opens it, and meanwhile the drawer shows this frame with the same skeleton
 * the panel shows while the cart is read, so the drawer does not change when the panel arrives.
 */

const SKELETON_LINES = 3;

export function LinesSkeleton() {
  const { t } = useTranslation();
  return (
    <Loading data-testid="cart-loading" label={t('marketplace.cart.loading')}>
      {Array.from({ length: SKELETON_LINES }, (_, index) => (
        <div key={index} className={styles.skeletonLine} aria-hidden="true">
          <Skeleton width={72} height={72} />
          <div className={styles.skeletonText}>
            <Skeleton width="70%" height={16} />
            <Skeleton width="40%" height={14} />
            <Skeleton width={110} height={32} />
          </div>
        </div>
      ))}
    </Loading>
  );
}

export function CartPanelHeader() {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.header}>
        <Dialog.Title className={styles.title}>{t('marketplace.cart.title')}</Dialog.Title>
        <Dialog.Close className={styles.close} aria-label={t('marketplace.cart.close')}>
          <Icon name="close" size={20} />
        </Dialog.Close>
      </div>
      <Dialog.Description className="visually-hidden">{t('marketplace.cart.description')}</Dialog.Description>
    </>
  );
}

/** What the drawer shows until the panel's code has loaded. */
export function CartPanelLoading() {
  return (
    <>
      <CartPanelHeader />
      <div className={styles.body}>
        <LinesSkeleton />
      </div>
    </>
  );
}
