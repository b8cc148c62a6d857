import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { Carousel, CarouselItem } from '../../../ui/Carousel';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { LoadError } from '../components/LoadError';
import { MarketplaceGate } from '../components/MarketplaceGate';
import { ProductCard, ProductCardSkeleton } from '../components/ProductCard';
import { WelcomeGiftBanner } from '../components/WelcomeGiftBanner';
import { useMarketplaceHome } from '../hooks';
import { paths } from '../paths';
import styles from './Home.module.css';
import { Loading } from '../components/Loading';
import { ScreenHeader } from '../../../ui/ScreenHeader';

const SKELETON_ROWS = 3;
const SKELETON_CARDS = 6;
const CARD_WIDTH = 220;

function RowsSkeleton() {
  return (
    <Loading className={styles.rows} data-testid="marketplace-loading">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden="true">
          <Skeleton width={180} height={22} />
          <div className={styles.skeletonCards}>
            {Array.from({ length: SKELETON_CARDS }, (_, card) => (
              <ProductCardSkeleton key={card} />
            ))}
          </div>
        </div>
      ))}
    </Loading>
  );
}

function Categories() {
  const { t } = useTranslation();
  const home = useMarketplaceHome();
  if (home.isPending) return <RowsSkeleton />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  const categories = home.data.filter((category) => category.products.length > 0);
  if (categories.length === 0)
    return (
      <EmptyState icon="shopping-bag" title={t('marketplace.home.empty')} data-testid="marketplace-empty">
        {t('marketplace.home.emptyBody')}
      </EmptyState>
    );
  return (
    <div className={styles.rows}>
      {categories.map((category) => (
        <Carousel
          key={category.id}
          id={`category-${category.slug}`}
          title={category.name}
          itemWidth={CARD_WIDTH}
          previousLabel={t('marketplace.home.previous', { category: category.name })}
          nextLabel={t('marketplace.home.next', { category: category.name })}
          data-testid={`category-row-${category.slug}`}
          action={
            <Link to={paths.category(category.slug)} className={styles.seeAll}>
              {t('marketplace.home.seeAll')}
              <span className="visually-hidden">{category.name}</span>
            </Link>
          }
        >
          {category.products.map((product) => (
            <CarouselItem key={product.id}>
              <ProductCard product={product} href={paths.product(product.slug, product.id)} carouselItem />
            </CarouselItem>
          ))}
        </Carousel>
      ))}
    </div>
  );
}

/** marketplace/ (SPEC.md 2): the welcome gift when it may be claimed, then a row per category. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketplace.title'));
  return (
    <MarketplaceGate>
      <div className={styles.page} data-testid="marketplace-home">
        <ScreenHeader
          icon={<Icon name="marketplace" size={24} />}
          title={t('marketplace.title')}
          subtitle={t('marketplace.subtitle')}
          wrap
          actions={
            <ButtonLink to={paths.shippable()} variant="secondary" size="sm">
              {t('marketplace.home.allProducts')}
            </ButtonLink>
          }
        />
        <WelcomeGiftBanner />
        <Categories />
      </div>
    </MarketplaceGate>
  );
}
