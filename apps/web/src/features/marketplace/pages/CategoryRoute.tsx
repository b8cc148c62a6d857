import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '../../../app/navigation';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { SelectField } from '../../../ui/SelectField';
import { Skeleton } from '../../../ui/Skeleton';
import { formatNumber } from '../../../app/format';
import { pageCount, pageOf, PRODUCT_SORTS, sortOf, type ProductSort } from '../catalogue/listing';
import { BackLink } from '../components/BackLink';
import { LoadError } from '../components/LoadError';
import { MarketplaceGate } from '../components/MarketplaceGate';
import { Pager } from '../components/Pager';
import { ProductGrid } from '../components/ProductGrid';
import { useCategoryPage } from '../hooks';
import { paths } from '../paths';
import shared from '../components/Marketplace.module.css';
import styles from './Grid.module.css';

function CategoryScreen({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useSafeNavigate();
  const page = pageOf(search);
  const sort = sortOf(search);
  const query = useCategoryPage(slug, page, sort);
  const data = query.data;
  useDocumentTitle(data?.category.name ?? t('marketplace.title'));

  if (query.isError && !data) return <LoadError onRetry={() => void query.refetch()} />;
  if (data === null)
    return (
      <EmptyState
        icon="shopping-bag"
        title={t('marketplace.category.notFound')}
        data-testid="category-not-found"
        actions={<ButtonLink to={paths.home}>{t('marketplace.backToMarketplace')}</ButtonLink>}
      />
    );

  const pages = data ? pageCount(data.page.total, data.page.size) : 1;
  const chooseSort = (next: ProductSort) =>
    navigate(paths.category(slug, { page: 1, sort: next }), { replace: true });

  return (
    <>
      <header className={shared.head}>
        <div className={shared.headText}>
          {data ? (
            <>
              <h1 className={shared.title}>{data.category.name}</h1>
              <p className={shared.subtitle}>{data.category.description}</p>
            </>
          ) : (
            <>
              <Skeleton width={220} height={32} />
              <Skeleton width="60%" height={18} />
            </>
          )}
        </div>
      </header>
      <div className={styles.toolbar}>
        <span className={styles.count} data-testid="category-count">
          {data
            ? t('marketplace.category.count', {
                count: data.page.total,
                formatted: formatNumber(data.page.total, i18n.language),
              })
            : null}
        </span>
        <SelectField
          className={styles.sort}
          label={t('marketplace.category.sortLabel')}
          name="sort"
          value={sort}
          onChange={(event) => chooseSort(event.target.value as ProductSort)}
          options={PRODUCT_SORTS.map((value) => ({ value, label: t(`marketplace.category.sort.${value}`) }))}
          data-testid="category-sort"
        />
      </div>
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      <ProductGrid
        products={data?.page.items}
        loading={query.isFetching}
        hrefOf={(product) => paths.product(product.slug, product.id)}
        label={data?.category.name ?? t('marketplace.title')}
        empty={{ title: t('marketplace.category.empty') }}
      />
      <Pager page={page} pages={pages} hrefOf={(target) => paths.category(slug, { page: target, sort })} />
    </>
  );
}

/** marketplace/category/{slug} (SPEC.md 2): the category's products, a page at a time, in an order. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return (
    <MarketplaceGate>
      <div className={styles.page} data-testid="category-page">
        <BackLink to={paths.home}>{t('marketplace.backToMarketplace')}</BackLink>
        <CategoryScreen key={slug} slug={slug} />
      </div>
    </MarketplaceGate>
  );
}
