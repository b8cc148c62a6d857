import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Icon } from '../../../ui/Icon';
import { formatNumber } from '../../../app/format';
import { pageCount, pageOf } from '../catalogue/listing';
import { BackLink } from '../components/BackLink';
import { LoadError } from '../components/LoadError';
import { MarketplaceGate } from '../components/MarketplaceGate';
import { Pager } from '../components/Pager';
import { ProductGrid } from '../components/ProductGrid';
import { useShippablePage } from '../hooks';
import { paths } from '../paths';
import styles from './Grid.module.css';
import { ScreenHeader } from '../../../ui/ScreenHeader';

/**
 * shippable (SPEC.md 2 'shippable products list'): every product that ships, a page at a time; the
 * side menu's Marketplace item (slug shippable) lands here.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useShippablePage(page);
  const data = query.data;
  useDocumentTitle(t('marketplace.shippable.title'));
  return (
    <MarketplaceGate>
      <div className={styles.page} data-testid="shippable-page">
        <BackLink to={paths.home}>{t('marketplace.backToMarketplace')}</BackLink>
        <ScreenHeader
          icon={<Icon name="shopping-bag" size={24} />}
          title={t('marketplace.shippable.title')}
          subtitle={t('marketplace.shippable.subtitle')}
          wrap
        />
        {data ? (
          <span className={styles.count}>
            {t('marketplace.category.count', {
              count: data.total,
              formatted: formatNumber(data.total, i18n.language),
            })}
          </span>
        ) : null}
        {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
        {query.isError && !data ? null : (
          <ProductGrid
            products={data?.items}
            loading={query.isFetching}
            hrefOf={(product) => paths.shippableProduct(product.id)}
            label={t('marketplace.shippable.title')}
            empty={{ title: t('marketplace.shippable.empty') }}
          />
        )}
        {data ? (
          <Pager
            page={page}
            pages={pageCount(data.total, data.size)}
            hrefOf={(target) => paths.shippable(target)}
          />
        ) : null}
      </div>
    </MarketplaceGate>
  );
}
