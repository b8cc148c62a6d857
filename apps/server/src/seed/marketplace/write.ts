/**
 * Writes the marketplace catalogue (SQL of the seed). Insert-if-missing, like the personas: a
 * category is keyed by (brand, slug), a product by its slug within the brand, and what exists is
 * never touched again, so a re-seed writes nothing and never resets stock that orders have moved.
 */
import type { DbOrTrx } from '../../db/kysely';
import { categoryImageUrl, productImageUrl, type ArtKind } from '../../modules/marketplace/catalogue-art';
import type { ProductModel } from '../../modules/marketplace/catalogue-model';
import { categoryIds, missingCategories, writtenCategories } from '../missing-items';

/** Rows per INSERT: about 14 parameters a row, far below SQLite's limit. */
const ROWS_PER_INSERT = 500;

export interface CategoryInsert {
  slug: string;
  name: string;
  description: string;
  art: ArtKind;
  position: number;
}

/** A product as the module reads it (catalogue-model.ts), its pictures drawn from `art`. */
export type ProductInsert = Pick<
  ProductModel,
  | 'categoryId'
  | 'slug'
  | 'name'
  | 'description'
  | 'price'
  | 'currency'
  | 'symbol'
  | 'active'
  | 'position'
  | 'createdAt'
> & {
  stock: number;
  art: ArtKind;
  /** Pictures (views of catalogue-art.ts, 1…n). */
  images: number;
  welcomeGift: boolean;
  variants?: { option: string; values: readonly { name: string; stock: number }[] };
};

/** The brand's categories that are missing, then every category's id by slug. */
export async function ensureCategories(
  db: DbOrTrx,
  brandId: string,
  categories: readonly CategoryInsert[],
): Promise<{ ids: Map<string, number>; inserted: number }> {
  const written = await writtenCategories(db, 'product_categories', brandId);
  const missing = missingCategories(categories, written);
  const inserted =
    missing.length === 0
      ? []
      : await db
          .insertInto('product_categories')
          .values(
            missing.map((c) => ({
              brand_id: brandId,
              slug: c.slug,
              name: c.name,
              description: c.description,
              // The picture's URL names the row's id, known once inserted.
              image: '',
              position: c.position,
            })),
          )
          .returning(['id', 'slug'])
          .execute();
  const art = new Map(categories.map((c) => [c.slug, c.art]));
  for (const c of inserted)
    await db
      .updateTable('product_categories')
      .set({ image: categoryImageUrl(Number(c.id), art.get(c.slug) ?? 'gift') })
      .where('id', '=', Number(c.id))
      .execute();
  return categoryIds(written, inserted);
}

/** Inserts products with their pictures and variants; answers how many. */
export async function insertProducts(
  db: DbOrTrx,
  brandId: string,
  products: readonly ProductInsert[],
): Promise<number> {
  for (let i = 0; i < products.length; i += ROWS_PER_INSERT) {
    const chunk = products.slice(i, i + ROWS_PER_INSERT);
    const rows = await db
      .insertInto('products')
      .values(
        chunk.map((p) => ({
          brand_id: brandId,
          category_id: p.categoryId,
          slug: p.slug,
          name: p.name,
          description: p.description,
          price: p.price,
          currency: p.currency,
          symbol: p.symbol,
          stock: p.variants ? 0 : p.stock,
          images: '[]',
          is_welcome_gift: p.welcomeGift ? 1 : 0,
          active: p.active ? 1 : 0,
          position: p.position,
          created_at: p.createdAt,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    // RETURNING promises no order: rows are matched back by slug (unique within the brand).
    const idOf = new Map(rows.map((r) => [r.slug, Number(r.id)]));
    const variants = [];
    for (const p of chunk) {
      const id = idOf.get(p.slug);
      if (id === undefined) throw new Error(`product ${p.slug} was not inserted`);
      const images = Array.from({ length: p.images }, (_, v) => ({
        url: productImageUrl(id, p.art, v + 1),
        alt: p.name,
      }));
      await db
        .updateTable('products')
        .set({ images: JSON.stringify(images) })
        .where('id', '=', id)
        .execute();
      for (const [position, v] of (p.variants?.values ?? []).entries())
        variants.push({
          product_id: id,
          option_name: p.variants!.option,
          name: v.name,
          stock: v.stock,
          position,
        });
    }
    for (let j = 0; j < variants.length; j += ROWS_PER_INSERT)
      await db
        .insertInto('product_variants')
        .values(variants.slice(j, j + ROWS_PER_INSERT))
        .execute();
  }
  return products.length;
}
