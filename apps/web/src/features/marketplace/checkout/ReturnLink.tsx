import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { cartPanel } from '../cart/panel-state';
import styles from './Checkout.module.css';

/** The way back from a step, beside its continue button. */
export function ReturnLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={styles.returnLink} data-testid="checkout-return">
      <Icon name="arrow-left" size={16} />
      {children}
    </Link>
  );
}

/** The way back from the cart's first step: the cart panel opens again. */
export function ReturnToCart() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.returnLink}
      onClick={cartPanel.open}
      data-testid="checkout-return"
    >
      <Icon name="arrow-left" size={16} />
      {t('marketplace.checkout.returnTo.cart')}
    </button>
  );
}
