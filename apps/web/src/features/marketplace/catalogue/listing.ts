/**
 * The grids' paging and order, as the address carries them (`?page=`, `?sort=`): anything unknown
 * is the first page in the brand's own order, never an error.
 */

/** The orders the server's `category(sort:)` takes; `featured` is the brand's own order. */
export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_SORT: ProductSort = 'featured';

/** Products a grid page shows (the server allows 1–48). */
export const GRID_PAGE_SIZE = 24;
/** Products in a category's row on the marketplace home. */
export const HOME_ROW_SIZE = 8;

export function sortOf(search: URLSearchParams): ProductSort {
  const value = search.get('sort');
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value)
    ? (value as ProductSort)
    : DEFAULT_SORT;
}

export function pageOf(search: URLSearchParams): number {
  const value = Number(search.get('page'));
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/** How many pages `total` products fill (at least one, so "page 1 of 1" reads for an empty grid). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
