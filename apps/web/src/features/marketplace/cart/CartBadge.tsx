import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '../../../ui/Icon';
import { formatNumber } from '../../../app/format';
import { useCart } from '../hooks';
import { lazyPart } from '../../../app/lazy-part';
import { CartPanelLoading } from './CartPanelFrame';
import { cartPanel, useCartPanelOpen } from './panel-state';
import styles from './Cart.module.css';

// Loaded when the member first opens the cart (warmed when they point at or focus the badge).
const CartPanel = lazyPart(() => import('./CartPanel').then((m) => m.CartPanel));

/**
 * The top bar's cart (issue 13 item 5): a button with the number of units in the member's cart,
 * which opens the cart panel. The shell mounts it only when ecommerce is enabled (SPEC.md 6).
 */
export function CartBadge({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const open = useCartPanelOpen();
  const cart = useCart();
  const count = cart.data?.count ?? 0;
  return (
    <Dialog.Root open={open} onOpenChange={cartPanel.setOpen}>
      <Dialog.Trigger
        className={[styles.badge, compact ? styles.compact : ''].join(' ')}
        aria-label={t('marketplace.cart.badge', { count, formatted: formatNumber(count, i18n.language) })}
        data-testid="cart-badge"
        onPointerEnter={() => void CartPanel.preload()}
        onFocus={() => void CartPanel.preload()}
      >
        <Icon name="shopping-bag" size={compact ? 18 : 20} />
        {count > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="cart-count">
            {formatNumber(count, i18n.language)}
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} data-testid="cart-panel">
          <Suspense fallback={<CartPanelLoading />}>
            <CartPanel />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
