import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/Skeleton';
import { CheckoutFlow } from '../checkout/CheckoutFlow';
import { OrderReturn } from '../checkout/OrderReturn';
import { BackLink } from '../components/BackLink';
import { LoadError } from '../components/LoadError';
import { MarketplaceGate } from '../components/MarketplaceGate';
import { useCheckoutProfile } from '../hooks';
import { paths } from '../paths';
import shared from '../components/Marketplace.module.css';
import styles from '../checkout/Checkout.module.css';
import { Loading } from '../components/Loading';

function CheckoutSkeleton() {
  return (
    <Loading className={styles.layout} data-testid="checkout-loading">
      <div className={styles.main} aria-hidden="true">
        <Skeleton width={260} height={18} />
        <Skeleton width="100%" height={420} radius={20} />
      </div>
      <Skeleton width="100%" height={300} radius={20} />
    </Loading>
  );
}

/** marketplace/checkout (SPEC.md 2): the checkout of the cart, or with `?gift=1` of the welcome gift. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const gift = search.get('gift') === '1';
  const profile = useCheckoutProfile();
  let body;
  if (profile.isPending) body = <CheckoutSkeleton />;
  else if (profile.isError || !profile.data) body = <LoadError onRetry={() => void profile.refetch()} />;
  else
    body = (
      <>
        <OrderReturn memberId={profile.data.id} />
        <CheckoutFlow key={`${profile.data.id}:${gift}`} profile={profile.data} gift={gift} />
      </>
    );
  return (
    <MarketplaceGate>
      <div className={styles.page} data-testid="checkout-page">
        <BackLink to={paths.home}>{t('marketplace.backToMarketplace')}</BackLink>
        <h1 className={shared.title}>
          {gift ? t('marketplace.checkout.giftTitle') : t('marketplace.checkout.title')}
        </h1>
        {body}
      </div>
    </MarketplaceGate>
  );
}
