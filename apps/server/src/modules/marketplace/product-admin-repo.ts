/**
 * The shop editor's reads and writes (issue 33 scope 2): products, their variants, categories, and
 * their texts in data_translations (entity `product` / `product_category`, keyed by slug as the
 * member area reads them, catalogue-repo.ts; a variant's own names are `product_variant_by_id`,
 * keyed by its id). Kysely only; one statement per function.
 */
import { DEFAULT_LANGUAGE } from '@member-area/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type {
  ProductCategoriesTable,
  ProductVariantsTable,
  ProductsTable,
} from '../../db/tables/marketplace';

export type ProductRow = Selectable<ProductsTable>;
export type CategoryRow = Selectable<ProductCategoriesTable>;
export type VariantRow = Selectable<ProductVariantsTable>;
export type ShopEntity = 'product' | 'product_category';
/** A variant's name in a language, keyed by the variant's id (the member area reads it first, catalogue-repo.ts). */
export const VARIANT_TEXT_ENTITY = 'product_variant_by_id';

export interface TextRow {
  key: string;
  lang: string;
  field: string;
  text: string;
}

/** Characters of LIKE that a search must match as themselves. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/gu, (c) => `\\${c}`);

export interface ProductFilter {
  search: string | null;
  categoryId: number | null;
  /** The brand's languages: the search matches the product's name in any of them. */
  languages: readonly string[];
}

/**
 * The brand's products of the filter. A search matches a part of the stored name or of the name in
 * any of the brand's languages (data_translations keyed by the slug), in the same statement.
 * `lower` folds ASCII only on SQLite (accented capitals match as typed), every letter on PostgreSQL.
 */
function filtered(db: DbOrTrx, brandId: string, filter: ProductFilter) {
  let q = db.selectFrom('products').where('brand_id', '=', brandId);
  if (filter.categoryId !== null) q = q.where('category_id', '=', filter.categoryId);
  if (filter.search) {
    const pattern = `%${likeEscaped(filter.search.toLowerCase())}%`;
    const languages = filter.languages.filter((l) => l !== DEFAULT_LANGUAGE);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('products.name')}) like ${pattern} escape '\\'`,
        ...(languages.length === 0
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('data_translations as dt')
                  .select('dt.lang')
                  .where('dt.entity', '=', 'product')
                  .whereRef('dt.entity_key', '=', 'products.slug')
                  .where('dt.field', '=', 'name')
                  .where('dt.lang', 'in', languages)
                  .where(sql<boolean>`lower(dt.text) like ${pattern} escape '\\'`),
              ),
            ]),
      ]),
    );
  }
  return q;
}

/** A page of the brand's products (on sale or not) in the brand's order, by stored name and category. */
export async function listProductRows(
  db: DbOrTrx,
  brandId: string,
  filter: ProductFilter,
  page: { limit: number; offset: number },
): Promise<ProductRow[]> {
  return filtered(db, brandId, filter)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countProductRows(db: DbOrTrx, brandId: string, filter: ProductFilter): Promise<number> {
  const row = await filtered(db, brandId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findProductRow(
  db: DbOrTrx,
  brandId: string,
  id: number,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The product's row, locked for the rest of the transaction on PostgreSQL (two editors queue). */
export async function lockProductRow(db: DbOrTrx, brandId: string, id: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ position: eb.ref('position') }))
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .execute();
}

export async function variantRowsOf(db: DbOrTrx, productIds: readonly number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every text in a language other than English of these keys (English is the row itself). */
export async function textRowsOf(
  db: DbOrTrx,
  entity: ShopEntity,
  keys: readonly string[],
): Promise<TextRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'lang', 'field', 'text'])
    .where('entity', '=', entity)
    .where('entity_key', 'in', [...keys])
    .where('field', 'in', ['name', 'description'])
    .where('lang', '!=', DEFAULT_LANGUAGE)
    .execute();
  return rows.map((r) => ({ key: r.entity_key, lang: r.lang, field: r.field, text: r.text }));
}

/** Makes the texts of `key` exactly these (English lives on the row itself). */
export async function deleteTexts(db: DbOrTrx, entity: ShopEntity, key: string): Promise<void> {
  await db
    .deleteFrom('data_translations')
    .where('entity', '=', entity)
    .where('entity_key', '=', key)
    .where('field', 'in', ['name', 'description'])
    .execute();
}

export async function insertTexts(
  db: DbOrTrx,
  entity: ShopEntity,
  key: string,
  texts: readonly { lang: string; name: string; description: string }[],
): Promise<void> {
  const rows = texts.flatMap((t) => [
    { entity, entity_key: key, field: 'name', lang: t.lang, text: t.name },
    ...(t.description === ''
      ? []
      : [{ entity, entity_key: key, field: 'description', lang: t.lang, text: t.description }]),
  ]);
  if (rows.length > 0) await db.insertInto('data_translations').values(rows).execute();
}

/** How many products of any brand use this slug (translations are keyed by slug across brands). */
export async function productSlugUses(db: DbOrTrx, slug: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many categories of any brand use this slug. */
export async function categorySlugUses(db: DbOrTrx, slug: string): Promise<number> {
  const row = await db
    .selectFrom('product_categories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The brand's next position at the end of its products (or categories). */
export async function nextProductPosition(db: DbOrTrx, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return Number(row?.max ?? -1) + 1;
}

export async function nextCategoryPosition(db: DbOrTrx, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('product_categories')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return Number(row?.max ?? -1) + 1;
}

/** Another product of the brand, on sale, that is its welcome gift (one at a time). */
export async function otherWelcomeGift(
  db: DbOrTrx,
  brandId: string,
  exceptId: number | null,
): Promise<{ id: number } | undefined> {
  let q = db
    .selectFrom('products')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('is_welcome_gift', '=', 1)
    .where('active', '=', 1);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  const row = await q.limit(1).executeTakeFirst();
  return row && { id: Number(row.id) };
}

export type NewProductRow = Omit<ProductsTable, 'id'>;

export async function insertProductRow(db: DbOrTrx, row: NewProductRow): Promise<number> {
  const r = await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export type ProductRowChange = Pick<
  ProductsTable,
  'slug' | 'name' | 'description' | 'category_id' | 'price' | 'stock' | 'is_welcome_gift' | 'active'
>;

export async function updateProductRow(
  db: DbOrTrx,
  id: number,
  change: Partial<ProductRowChange> & { images?: string },
): Promise<void> {
  await db.updateTable('products').set(change).where('id', '=', id).execute();
}

export async function insertVariantRow(
  db: DbOrTrx,
  row: Omit<Insertable<ProductVariantsTable>, 'id'>,
): Promise<number> {
  const r = await db.insertInto('product_variants').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** The names in other languages of these variants (English is the row itself). */
export async function variantTextRowsOf(db: DbOrTrx, variantIds: readonly number[]): Promise<TextRow[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'lang', 'field', 'text'])
    .where('entity', '=', VARIANT_TEXT_ENTITY)
    .where('entity_key', 'in', variantIds.map(String))
    .where('field', '=', 'name')
    .execute();
  return rows.map((r) => ({ key: r.entity_key, lang: r.lang, field: r.field, text: r.text }));
}

/** Removes every name of these variants in other languages (before writing them anew, or with them). */
export async function deleteVariantTexts(db: DbOrTrx, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .deleteFrom('data_translations')
    .where('entity', '=', VARIANT_TEXT_ENTITY)
    .where('entity_key', 'in', variantIds.map(String))
    .execute();
}

export async function insertVariantTexts(
  db: DbOrTrx,
  texts: readonly { variantId: number; lang: string; name: string }[],
): Promise<void> {
  if (texts.length === 0) return;
  await db
    .insertInto('data_translations')
    .values(
      texts.map((t) => ({
        entity: VARIANT_TEXT_ENTITY,
        entity_key: String(t.variantId),
        field: 'name',
        lang: t.lang,
        text: t.name,
      })),
    )
    .execute();
}

export async function updateVariantRow(
  db: DbOrTrx,
  productId: number,
  id: number,
  change: Partial<{
    option_name: string;
    name: string;
    stock: number;
    position: number;
    price: number | null;
  }>,
): Promise<void> {
  await db
    .updateTable('product_variants')
    .set(change)
    .where('product_id', '=', productId)
    .where('id', '=', id)
    .execute();
}

export async function deleteVariantRows(
  db: DbOrTrx,
  productId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('product_variants')
    .where('product_id', '=', productId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Cart lines naming removed variants go with them (orders keep their own snapshot). */
export async function deleteCartLinesOfVariants(
  db: DbOrTrx,
  productId: number,
  variantIds: readonly number[],
): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .deleteFrom('cart_lines')
    .where('product_id', '=', productId)
    .where('variant_id', 'in', [...variantIds])
    .execute();
}

export async function listCategoryRows(db: DbOrTrx, brandId: string): Promise<CategoryRow[]> {
  return db
    .selectFrom('product_categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Products per category of the brand, on sale or not. */
export async function productCountsByCategory(db: DbOrTrx, brandId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('brand_id', '=', brandId)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
}

export async function findCategoryRow(
  db: DbOrTrx,
  brandId: string,
  id: number,
): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('product_categories')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertCategoryRow(
  db: DbOrTrx,
  row: Omit<ProductCategoriesTable, 'id'>,
): Promise<number> {
  const r = await db.insertInto('product_categories').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateCategoryRow(
  db: DbOrTrx,
  id: number,
  change: Partial<Pick<ProductCategoriesTable, 'slug' | 'name' | 'description' | 'image' | 'position'>>,
): Promise<void> {
  await db.updateTable('product_categories').set(change).where('id', '=', id).execute();
}
