import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { Skeleton } from '../../../ui/Skeleton';
import { Price } from './Price';
import { StockNote } from './StockNote';
import styles from './ProductCard.module.css';

/** A product in a row or a grid: picture, name, the viewer's price and, when known, its stock. */
export function ProductCard({
  product,
  href,
  stock,
  carouselItem = false,
}: {
  product: ProductCardFieldsFragment;
  href: string;
  /** Grids know the stock; the home rows leave it to the product page. */
  stock?: number;
  /** A card of a Carousel row: the row's arrow keys move between cards. */
  carouselItem?: boolean;
}) {
  const { t } = useTranslation();
  const off = product.prices.discountPercent;
  return (
    <Link
      to={href}
      className={styles.card}
      data-testid="product-card"
      data-carousel-item={carouselItem || undefined}
    >
      <span className={styles.image}>
        <img src={product.image} alt="" loading="lazy" decoding="async" width={300} height={300} />
        {off ? (
          <span className={styles.badge} aria-hidden="true">
            {t('marketplace.price.off', { percent: off })}
          </span>
        ) : null}
      </span>
      <span className={styles.name}>{product.name}</span>
      <span className={styles.foot}>
        <Price price={product.prices} />
        {stock !== undefined ? <StockNote stock={stock} className={styles.stock} /> : null}
      </span>
    </Link>
  );
}

export function ProductCardSkeleton() {
  return (
    <span className={styles.skeleton} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '1 / 1' }} width="100%" />
      <Skeleton width="80%" height={16} />
      <Skeleton width="40%" height={18} />
    </span>
  );
}
