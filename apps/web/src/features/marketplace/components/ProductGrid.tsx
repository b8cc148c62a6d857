import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import styles from './Marketplace.module.css';
import { Loading } from './Loading';

type GridProduct = ProductCardFieldsFragment & { stock: number };

/** A page of products as cards; skeleton cards while the first page loads; a quiet empty state. */
export function ProductGrid({
  products,
  loading,
  hrefOf,
  label,
  empty,
  skeletons = 12,
}: {
  products: readonly GridProduct[] | undefined;
  loading: boolean;
  hrefOf(product: GridProduct): string;
  label: string;
  empty: { title: string; body?: string };
  skeletons?: number;
}) {
  if (loading && !products)
    return (
      <Loading className={styles.grid} data-testid="products-loading">
        {Array.from({ length: skeletons }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Loading>
    );
  if (!products || products.length === 0)
    return (
      <EmptyState icon="shopping-bag" title={empty.title} data-testid="products-empty">
        {empty.body}
      </EmptyState>
    );
  return (
    <section aria-label={label}>
      <ul className={styles.grid} data-testid="products-grid" aria-busy={loading || undefined}>
        {products.map((product) => (
          <li key={product.id} className={styles.cell}>
            <ProductCard product={product} href={hrefOf(product)} stock={product.stock} />
          </li>
        ))}
      </ul>
    </section>
  );
}
