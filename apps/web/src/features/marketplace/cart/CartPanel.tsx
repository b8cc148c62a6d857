import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { formatMoney } from '../../../app/format';
import { LoadError } from '../components/LoadError';
import { useCart } from '../hooks';
import { paths } from '../paths';
import { CartLineItem } from './CartLineItem';
import { CartPanelHeader, LinesSkeleton } from './CartPanelFrame';
import { cartPanel } from './panel-state';
import styles from './Cart.module.css';

/**
 * The cart (issue 13 item 5), inside the top bar's dialog: its lines with quantities and problems,
 * the subtotal the server computed, 'Empty cart.' (SPEC.md 8) when there is nothing, and the way to
 * the checkout, closed while a line cannot be bought as it is.
 */
export function CartPanel() {
  const { t, i18n } = useTranslation();
  const cart = useCart();
  const data = cart.data;
  const close = () => cartPanel.close();
  const blocked = data?.lines.some((line) => line.problem) ?? false;

  let body;
  if (cart.isPending) body = <LinesSkeleton />;
  else if (cart.isError || !data)
    body = <LoadError message={t('marketplace.cart.loadFailed')} onRetry={() => void cart.refetch()} />;
  else if (data.lines.length === 0)
    body = (
      <EmptyState
        icon="shopping-bag"
        title={t('marketplace.cart.empty')}
        data-testid="cart-empty"
        actions={
          <ButtonLink to={paths.home} onClick={close} variant="secondary">
            {t('marketplace.cart.browse')}
          </ButtonLink>
        }
      >
        {t('marketplace.cart.emptyBody')}
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.lines} aria-label={t('marketplace.cart.title')} data-testid="cart-lines">
        {data.lines.map((line) => (
          <CartLineItem key={line.id} line={line} currency={data.currency} onNavigate={close} />
        ))}
      </ul>
    );

  return (
    <>
      <CartPanelHeader />
      <div className={styles.body}>{body}</div>
      {data && data.lines.length > 0 ? (
        <div className={styles.footer}>
          <div className={styles.subtotal}>
            <span>{t('marketplace.summary.subtotal')}</span>
            <span data-testid="cart-subtotal">
              {formatMoney(data.subtotal, data.currency, i18n.language)}
            </span>
          </div>
          <p className={styles.note}>
            {blocked ? t('marketplace.cart.fixProblems') : t('marketplace.cart.shippingNote')}
          </p>
          {blocked ? null : (
            <ButtonLink to={paths.checkout()} onClick={close} block size="lg" data-testid="cart-checkout">
              {t('marketplace.cart.checkout')}
            </ButtonLink>
          )}
        </div>
      ) : null}
    </>
  );
}
