/**
 * The marketplace catalogue as the server works with it (tables of migration 0014): rows with their
 * JSON parsed and flags as booleans. Prices stay in integer minor units until a view shows them.
 */

export interface ProductImageModel {
  url: string;
  alt: string;
}

export interface CategoryModel {
  id: number;
  brandId: string;
  slug: string;
  /** In the reader's language when data_translations has it (else the stored English). */
  name: string;
  description: string;
  image: string;
  position: number;
}

export interface ProductModel {
  id: number;
  brandId: string;
  categoryId: number;
  categorySlug: string;
  slug: string;
  /** In the reader's language when data_translations has it (else the stored English). */
  name: string;
  description: string;
  /** Minor units of `currency`, before any discount. */
  price: number;
  currency: string;
  symbol: string;
  /** The product's own column: the units of a product without variants. */
  ownStock: number;
  images: ProductImageModel[];
  isWelcomeGift: boolean;
  /** False once removed from sale (kept for the orders that name it). */
  active: boolean;
  position: number;
  createdAt: string;
}

export interface VariantModel {
  id: number;
  productId: number;
  /** The option the variant belongs to, e.g. 'Size'. */
  option: string;
  name: string;
  stock: number;
  position: number;
  /** Its own list price in minor units, or null: its product's (domain variantListPrice). */
  price: number | null;
}

/** A product with its variants: what a product page, a card and a cart line show. */
export interface CatalogueProduct extends ProductModel {
  variants: VariantModel[];
  /** Units that can be sold: the sum of the variants' when it has any, else its own. */
  stock: number;
}

/** The orders of a category page (GraphQL `category(sort:)`); `featured` is the brand's own order. */
export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value);
}

export function parseImages(json: string): ProductImageModel[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((i: unknown) => {
      const o = i as Partial<ProductImageModel> | null;
      return o && typeof o.url === 'string'
        ? [{ url: o.url, alt: typeof o.alt === 'string' ? o.alt : '' }]
        : [];
    });
  } catch {
    return [];
  }
}

/** Stock of a product: the sum of its variants' when it has any (migration 0014), else its own. */
export function withVariants(p: ProductModel, variants: VariantModel[]): CatalogueProduct {
  const stock = variants.length > 0 ? variants.reduce((sum, v) => sum + v.stock, 0) : p.ownStock;
  return { ...p, variants, stock };
}
