/**
 * The marketplace catalogue's reads, with plain inputs (brand, ids, language, perks), so the cart,
 * checkout and order screens show a product exactly as its own page does.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { groupBy } from '../../lib/batch';
import { clampFirst } from '../catalogue';
import {
  isProductSort,
  withVariants,
  type CatalogueProduct,
  type ProductModel,
  type ProductSort,
} from './catalogue-model';
import {
  categoryArtSubject,
  categoryBySlug,
  categoryProducts,
  countShippable,
  firstProductsOfCategories,
  hasWelcomeGiftOrder,
  listCategories,
  productArtSubject,
  productsByIds,
  shippableProducts,
  variantsOfProducts,
  welcomeGiftProduct,
} from './catalogue-repo';
import { categoryView, productView, type ProductView } from './catalogue-views';
import type { MarketplacePerks } from './perks';

/** Products with their variants and stock, in two statements whatever their number. */
export async function withVariantsOf(
  db: DbOrTrx,
  products: ProductModel[],
  lang: LanguageCode,
): Promise<CatalogueProduct[]> {
  const variants = groupBy(
    await variantsOfProducts(
      db,
      products.map((p) => p.id),
      lang,
    ),
    (v) => v.productId,
  );
  return products.map((p) => withVariants(p, variants.get(p.id) ?? []));
}

/**
 * The brand's products by id, active or removed (check `active` before selling one), with their
 * variants and stock. Ids of another brand's or unknown products are simply absent.
 */
export async function catalogueProducts(
  db: DbOrTrx,
  brandId: string,
  ids: readonly number[],
  lang: LanguageCode = DEFAULT_LANGUAGE,
): Promise<Map<number, CatalogueProduct>> {
  const products = await withVariantsOf(db, await productsByIds(db, brandId, [...new Set(ids)], lang), lang);
  return new Map(products.map((p) => [p.id, p]));
}

/** Who reads the catalogue: the host brand, the language of its texts and the viewer's perks. */
export interface ShopReader {
  brandId: string;
  lang: LanguageCode;
  perks: MarketplacePerks;
}

/** Products per category on the marketplace home when the client names none, and the most it may ask. */
export const PRODUCTS_PER_CATEGORY_DEFAULT = 8;
export const PRODUCTS_PER_CATEGORY_MAX = 24;
/** A page of products (category, shippable): the size when none is named, and the largest. */
export const PRODUCT_PAGE_DEFAULT = 24;
export const PRODUCT_PAGE_MAX = 48;

/** A page as asked (page from 1, size 1–PRODUCT_PAGE_MAX), whatever the client sent. */
export function pageOf(page: number | null | undefined, size: number | null | undefined) {
  const p = Math.max(1, Math.trunc(page ?? 1) || 1);
  const s = clampFirst(size, PRODUCT_PAGE_MAX, PRODUCT_PAGE_DEFAULT);
  return { page: p, size: s, limit: s, offset: (p - 1) * s };
}

/** A reader on the module's database (ShopCatalogueService hands it in). */
type Reading = ShopReader & { db: DbOrTrx };

async function views(r: Reading, products: ProductModel[]): Promise<ProductView[]> {
  return (await withVariantsOf(r.db, products, r.lang)).map((p) => productView(p, r.perks));
}

/** SPEC.md 3 'Ecommerce category': the brand's categories, each with its first products on sale. */
async function categoriesWithProducts(r: Reading, perCategory: number | null | undefined) {
  const n = Math.max(
    0,
    Math.min(PRODUCTS_PER_CATEGORY_MAX, Math.trunc(perCategory ?? PRODUCTS_PER_CATEGORY_DEFAULT)),
  );
  const categories = await listCategories(r.db, r.brandId, r.lang);
  const products = await views(
    r,
    await firstProductsOfCategories(
      r.db,
      categories.map((c) => c.category.id),
      n,
      r.lang,
    ),
  );
  const bySlug = groupBy(products, (p) => p.categorySlug);
  return categories.map(({ category, productCount }) =>
    categoryView(category, productCount, bySlug.get(category.slug) ?? []),
  );
}

/** One category and a page of its products on sale in `sort` order; null when the brand has no such category. */
async function categoryPage(
  r: Reading,
  slug: string,
  args: { page?: number | null; size?: number | null; sort?: string | null },
) {
  const { page, size, limit, offset } = pageOf(args.page, args.size);
  // An unknown sort reads as the brand's own order rather than failing the page.
  const sort: ProductSort = isProductSort(args.sort) ? args.sort : 'featured';
  const [found, products] = await Promise.all([
    categoryBySlug(r.db, r.brandId, slug, r.lang),
    categoryProducts(r.db, { brandId: r.brandId, slug }, { sort, limit, offset }, r.lang),
  ]);
  if (!found) return null;
  const items = await views(r, products);
  return {
    category: categoryView(found.category, found.productCount, items),
    page: { items, total: found.productCount, page, size },
  };
}

/** An active product of the brand; null when unknown, another brand's or removed. */
async function productOnSale(r: Reading, id: number): Promise<ProductView | null> {
  // The variants are read beside the product (they are dropped with it when it is not the brand's).
  const [[product], variants] = await Promise.all([
    productsByIds(r.db, r.brandId, [id], r.lang),
    variantsOfProducts(r.db, [id], r.lang),
  ]);
  return product?.active ? productView(withVariants(product, variants), r.perks) : null;
}

/** SPEC.md 2 `shippable`: a page of every product on sale of the brand. */
async function shippablePage(r: Reading, args: { page?: number | null; size?: number | null }) {
  const { page, size, limit, offset } = pageOf(args.page, args.size);
  const [products, total] = await Promise.all([
    shippableProducts(r.db, r.brandId, { limit, offset }, r.lang),
    countShippable(r.db, r.brandId),
  ]);
  return { items: await views(r, products), total, page, size };
}

/**
 * The brand's welcome gift while the member may still claim it: null once they hold a free-gift
 * order that is not cancelled (a cancelled one gives the claim back, as the unique index does).
 */
async function welcomeGiftFor(r: Reading, memberId: number): Promise<ProductView | null> {
  const [gift, claimed] = await Promise.all([
    welcomeGiftProduct(r.db, r.brandId, r.lang),
    hasWelcomeGiftOrder(r.db, memberId),
  ]);
  if (!gift || claimed) return null;
  const [view] = await views(r, [gift]);
  return view ?? null;
}

/** The catalogue's reads for the resolvers and the art routes, on the module's database. */
export class ShopCatalogueService {
  constructor(private readonly db: DbOrTrx) {}

  private reading(r: ShopReader): Reading {
    return { ...r, db: this.db };
  }

  categoriesWithProducts(r: ShopReader, perCategory: number | null | undefined) {
    return categoriesWithProducts(this.reading(r), perCategory);
  }

  categoryPage(
    r: ShopReader,
    slug: string,
    args: { page?: number | null; size?: number | null; sort?: string | null },
  ) {
    return categoryPage(this.reading(r), slug, args);
  }

  productOnSale(r: ShopReader, id: number): Promise<ProductView | null> {
    return productOnSale(this.reading(r), id);
  }

  shippablePage(r: ShopReader, args: { page?: number | null; size?: number | null }) {
    return shippablePage(this.reading(r), args);
  }

  welcomeGiftFor(r: ShopReader, memberId: number): Promise<ProductView | null> {
    return welcomeGiftFor(this.reading(r), memberId);
  }

  /** What a product's drawn art is made from (null when unknown). */
  productArt(id: number) {
    return productArtSubject(this.db, id);
  }

  /** What a category's drawn art is made from (null when unknown). */
  categoryArt(id: number) {
    return categoryArtSubject(this.db, id);
  }
}
