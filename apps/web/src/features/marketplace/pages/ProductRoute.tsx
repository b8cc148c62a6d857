import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MarketplaceGate } from '../components/MarketplaceGate';
import { paths } from '../paths';
import { ProductView } from '../product/ProductView';

/** marketplace/product/{slug}/{id} (SPEC.md 2); the slug is for people, the id finds the product. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <MarketplaceGate>
      <ProductView key={id} id={id} back={{ to: paths.home, label: t('marketplace.backToMarketplace') }} />
    </MarketplaceGate>
  );
}
