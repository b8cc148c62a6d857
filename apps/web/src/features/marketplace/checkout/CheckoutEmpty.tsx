import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { paths } from '../paths';

/** Nothing to check out: the welcome gift is not offered (any more), or the cart is empty. */
export function CheckoutEmpty({ gift }: { gift: boolean }) {
  const { t } = useTranslation();
  return gift ? (
    <EmptyState
      icon="gift"
      title={t('marketplace.gift.notOffered')}
      data-testid="gift-not-offered"
      actions={<ButtonLink to={paths.home}>{t('marketplace.backToMarketplace')}</ButtonLink>}
    >
      {t('marketplace.gift.notOfferedBody')}
    </EmptyState>
  ) : (
    <EmptyState
      icon="shopping-bag"
      title={t('marketplace.cart.empty')}
      data-testid="checkout-empty"
      actions={<ButtonLink to={paths.home}>{t('marketplace.cart.browse')}</ButtonLink>}
    >
      {t('marketplace.cart.emptyBody')}
    </EmptyState>
  );
}
