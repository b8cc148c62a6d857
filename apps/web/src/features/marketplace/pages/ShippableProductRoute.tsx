import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MarketplaceGate } from '../components/MarketplaceGate';
import { paths } from '../paths';
import { ProductView } from '../product/ProductView';

/** shippable/id/{id} (SPEC.md 2 'product detail'): the same product view, back to the shippable list. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <MarketplaceGate>
      <ProductView
        key={id}
        id={id}
        back={{ to: paths.shippable(), label: t('marketplace.shippable.back') }}
      />
    </MarketplaceGate>
  );
}
