/**
 * Marketplace catalogue reads (SQL only here): categories, products and variants of one brand.
 * Kysely only; every function takes a db or a transaction and runs one statement. Names and
 * descriptions come in the reader's language from data_translations (a correlated primary-key probe
 * per row and field, so translating adds no statement), keyed by the category's or product's slug.
 * Pages pick their ids first (an index walk or a top-N sort of narrow rows) and read the wide columns
 * and translations of those ids only.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type {
  ProductCategoriesTable,
  ProductVariantsTable,
  ProductsTable,
} from '../../db/tables/marketplace';
import { translatedText, type TranslationKey } from '../catalogue';
import {
  parseImages,
  type CategoryModel,
  type ProductModel,
  type ProductSort,
  type VariantModel,
} from './catalogue-model';
import { VARIANT_TEXT_ENTITY } from './product-admin-repo';

const CATEGORY_KEY: TranslationKey = { entity: 'product_category', column: 'c.slug', numeric: false };
const PRODUCT_KEY: TranslationKey = { entity: 'product', column: 'p.slug', numeric: false };
const OPTION_KEY: TranslationKey = { entity: 'product_option', column: 'v.option_name', numeric: false };
const VARIANT_KEY: TranslationKey = { entity: 'product_variant', column: 'v.name', numeric: false };

type ProductRow = Selectable<ProductsTable> & { category_slug: string };

/**
 * The products a listing shows: active, the welcome gift left out (it is claimed, not bought). The
 * indexes of migration 0017 lead with these two columns after the category or brand.
 */
function onSale(eb: ExpressionBuilder<Database, 'products'>) {
  return eb.and([eb('products.active', '=', 1), eb('products.is_welcome_gift', '=', 0)]);
}

function toProduct(r: ProductRow): ProductModel {
  return {
    id: Number(r.id),
    brandId: r.brand_id,
    categoryId: Number(r.category_id),
    categorySlug: r.category_slug,
    slug: r.slug,
    name: r.name,
    description: r.description,
    price: Number(r.price),
    currency: r.currency,
    symbol: r.symbol,
    ownStock: Number(r.stock),
    images: parseImages(r.images),
    isWelcomeGift: Number(r.is_welcome_gift) === 1,
    active: Number(r.active) === 1,
    position: Number(r.position),
    createdAt: r.created_at,
  };
}

function toCategory(r: Selectable<ProductCategoriesTable>): CategoryModel {
  return {
    id: Number(r.id),
    brandId: r.brand_id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    image: r.image,
    position: Number(r.position),
  };
}

function toVariant(r: Selectable<ProductVariantsTable>): VariantModel {
  return {
    id: Number(r.id),
    productId: Number(r.product_id),
    option: r.option_name,
    name: r.name,
    stock: Number(r.stock),
    position: Number(r.position),
    price: r.price === null ? null : Number(r.price),
  };
}

/**
 * A variant's name in `lang`: its own (the shop editor's), else the catalogue's word for its English
 * name ('Black'), else the English name.
 */
function variantName(lang: LanguageCode) {
  const shared = translatedText(VARIANT_KEY, 'name', lang, 'v.name');
  if (lang === DEFAULT_LANGUAGE) return shared;
  return sql<string>`coalesce((select dt.text from data_translations dt where dt.entity = ${VARIANT_TEXT_ENTITY} and dt.entity_key = cast(v.id as text) and dt.field = 'name' and dt.lang = ${lang}), ${shared})`;
}

/** The product columns with name and description in `lang`, over `products as p` ⨝ `product_categories as c`. */
function productColumns(lang: LanguageCode) {
  return [
    'p.id',
    'p.brand_id',
    'p.category_id',
    'p.slug',
    translatedText(PRODUCT_KEY, 'name', lang, 'p.name').as('name'),
    translatedText(PRODUCT_KEY, 'description', lang, 'p.description').as('description'),
    'p.price',
    'p.currency',
    'p.symbol',
    'p.stock',
    'p.images',
    'p.is_welcome_gift',
    'p.active',
    'p.position',
    'p.created_at',
    'c.slug as category_slug',
  ] as const;
}

/**
 * Products of the brand by id, active or removed (a cart or an order may name a removed one; callers
 * that list or show products keep the active ones). Another brand's products are never read.
 */
export async function productsByIds(
  db: DbOrTrx,
  brandId: string,
  ids: readonly number[],
  lang: LanguageCode,
): Promise<ProductModel[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_categories as c', 'c.id', 'p.category_id')
    .select(productColumns(lang))
    .where('p.brand_id', '=', brandId)
    .where('p.id', 'in', [...ids])
    .execute();
  return rows.map(toProduct);
}

/** The variants of these products, in each product's order, their option and name in `lang`. */
export async function variantsOfProducts(
  db: DbOrTrx,
  productIds: readonly number[],
  lang: LanguageCode,
): Promise<VariantModel[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_variants as v')
    .selectAll('v')
    .select([
      translatedText(OPTION_KEY, 'name', lang, 'v.option_name').as('option_name'),
      variantName(lang).as('name'),
    ])
    .where('v.product_id', 'in', [...productIds])
    .orderBy('v.product_id')
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
  return rows.map(toVariant);
}

type CategoryRow = Selectable<ProductCategoriesTable> & { product_count: number | string | null };

export interface CategoryWithCount {
  category: CategoryModel;
  /** Products on sale in it: active, the welcome gift left out (it is claimed, not bought). */
  productCount: number;
}

const toCategoryWithCount = (r: CategoryRow): CategoryWithCount => ({
  category: toCategory(r),
  productCount: Number(r.product_count),
});

/** The category columns in `lang` and the count of its products on sale, over `product_categories as c`. */
function categoryColumns(lang: LanguageCode) {
  return [
    'c.id',
    'c.brand_id',
    'c.slug',
    translatedText(CATEGORY_KEY, 'name', lang, 'c.name').as('name'),
    translatedText(CATEGORY_KEY, 'description', lang, 'c.description').as('description'),
    'c.image',
    'c.position',
    (eb: ExpressionBuilder<Database & { c: ProductCategoriesTable }, 'c'>) =>
      eb
        .selectFrom('products')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('products.category_id', '=', 'c.id')
        .where(onSale)
        .as('product_count'),
  ] as const;
}

/** The brand's categories in their order, each with its count of products on sale. */
export async function listCategories(
  db: DbOrTrx,
  brandId: string,
  lang: LanguageCode,
): Promise<CategoryWithCount[]> {
  const rows = await db
    .selectFrom('product_categories as c')
    .select(categoryColumns(lang))
    .where('c.brand_id', '=', brandId)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows.map(toCategoryWithCount);
}

/** One category of the brand by slug, with its count of products on sale; undefined when unknown. */
export async function categoryBySlug(
  db: DbOrTrx,
  brandId: string,
  slug: string,
  lang: LanguageCode,
): Promise<CategoryWithCount | undefined> {
  const row = await db
    .selectFrom('product_categories as c')
    .select(categoryColumns(lang))
    .where('c.brand_id', '=', brandId)
    .where('c.slug', '=', slug)
    .executeTakeFirst();
  return row && toCategoryWithCount(row);
}

type SortColumn = 'position' | 'price' | 'created_at' | 'id';

/**
 * ORDER BY of each sort; the id breaks ties, so pages never overlap nor skip a product. Each is the
 * tail of an index of migration 0017 (read backwards for the descending ones), so a page is an index walk.
 */
const SORT_ORDER: Record<ProductSort, readonly (readonly [SortColumn, 'asc' | 'desc'])[]> = {
  featured: [
    ['position', 'asc'],
    ['id', 'asc'],
  ],
  price_asc: [
    ['price', 'asc'],
    ['id', 'asc'],
  ],
  price_desc: [
    ['price', 'desc'],
    ['id', 'desc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
};

/**
 * A page of the products on sale of the brand's category `slug` in `sort` order (none when the brand
 * has no such category): the page's ids are picked from the narrow index columns first, then only
 * those rows are read whole and translated.
 */
export async function categoryProducts(
  db: DbOrTrx,
  category: { brandId: string; slug: string },
  page: { sort: ProductSort; limit: number; offset: number },
  lang: LanguageCode,
): Promise<ProductModel[]> {
  const order = SORT_ORDER[page.sort];
  let ids = db
    .selectFrom('products')
    .select('products.id')
    // By slug, so the page needs not wait for the category's row (a scalar subquery, read once).
    .where('products.category_id', '=', (eb) =>
      eb
        .selectFrom('product_categories')
        .select('product_categories.id')
        .where('product_categories.brand_id', '=', category.brandId)
        .where('product_categories.slug', '=', category.slug),
    )
    .where(onSale);
  for (const [column, direction] of order) ids = ids.orderBy(column, direction);
  let q = db
    .selectFrom(ids.limit(page.limit).offset(page.offset).as('pg'))
    .innerJoin('products as p', 'p.id', 'pg.id')
    .innerJoin('product_categories as c', 'c.id', 'p.category_id')
    .select(productColumns(lang));
  for (const [column, direction] of order) q = q.orderBy(`p.${column}`, direction);
  return (await q.execute()).map(toProduct);
}

/**
 * The first `perCategory` products on sale of each category in the brand's order (the marketplace
 * home): one index walk per category, bounded, in one statement.
 */
export async function firstProductsOfCategories(
  db: DbOrTrx,
  categoryIds: readonly number[],
  perCategory: number,
  lang: LanguageCode,
): Promise<ProductModel[]> {
  if (categoryIds.length === 0 || perCategory < 1) return [];
  const firsts = categoryIds.map((id, i) =>
    db
      .selectFrom(
        db
          .selectFrom('products')
          .select('products.id')
          .where('products.category_id', '=', id)
          .where(onSale)
          .orderBy('products.position')
          .orderBy('products.id')
          .limit(perCategory)
          .as(`f${i}`),
      )
      .select(`f${i}.id` as 'f0.id'),
  );
  const union = firsts.slice(1).reduce((acc, q) => acc.unionAll(q), firsts[0]!);
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_categories as c', 'c.id', 'p.category_id')
    .select(productColumns(lang))
    .where('p.id', 'in', union)
    .orderBy('c.position')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  return rows.map(toProduct);
}

/** A page of every product on sale of the brand (SPEC.md 2 `shippable`), in the brand's product order. */
export async function shippableProducts(
  db: DbOrTrx,
  brandId: string,
  page: { limit: number; offset: number },
  lang: LanguageCode,
): Promise<ProductModel[]> {
  const ids = db
    .selectFrom('products')
    .select('products.id')
    .where('products.brand_id', '=', brandId)
    .where(onSale)
    .orderBy('products.position')
    .orderBy('products.id')
    .limit(page.limit)
    .offset(page.offset);
  const rows = await db
    .selectFrom(ids.as('pg'))
    .innerJoin('products as p', 'p.id', 'pg.id')
    .innerJoin('product_categories as c', 'c.id', 'p.category_id')
    .select(productColumns(lang))
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  return rows.map(toProduct);
}

/** How many products the brand has on sale. */
export async function countShippable(db: DbOrTrx, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_id', '=', brandId)
    .where(onSale)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The brand's active welcome gift (the first, should an operator list two); undefined when none. */
export async function welcomeGiftProduct(
  db: DbOrTrx,
  brandId: string,
  lang: LanguageCode,
): Promise<ProductModel | undefined> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('product_categories as c', 'c.id', 'p.category_id')
    .select(productColumns(lang))
    .where('p.brand_id', '=', brandId)
    .where('p.active', '=', 1)
    .where('p.is_welcome_gift', '=', 1)
    .orderBy('p.position')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  return row && toProduct(row);
}

/** Whether the member holds a free-gift order that is not cancelled (migration 0014 allows one). */
export async function hasWelcomeGiftOrder(db: DbOrTrx, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('member_id', '=', memberId)
    .where('free_gift', '=', 1)
    .where('status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a product's or category's picture shows: its stored name and its brand's colours. */
export interface ArtSubjectRow {
  id: number;
  name: string;
  accent: string;
  accentExact: string;
}

/** A product (any brand, removed ones too: orders show their pictures) with its brand's colours. */
export async function productArtSubject(db: DbOrTrx, id: number): Promise<ArtSubjectRow | undefined> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'b.accent_color', 'b.accent_color_exact'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      name: row.name,
      accent: row.accent_color,
      accentExact: row.accent_color_exact,
    }
  );
}

/** A category with its brand's colours. */
export async function categoryArtSubject(db: DbOrTrx, id: number): Promise<ArtSubjectRow | undefined> {
  const row = await db
    .selectFrom('product_categories as c')
    .innerJoin('brands as b', 'b.id', 'c.brand_id')
    .select(['c.id', 'c.name', 'b.accent_color', 'b.accent_color_exact'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      name: row.name,
      accent: row.accent_color,
      accentExact: row.accent_color_exact,
    }
  );
}
