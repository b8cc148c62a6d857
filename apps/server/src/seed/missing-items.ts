/**
 * Insert-if-missing for a brand's catalogue of items in categories (the marketplace's products, the
 * impacts' items): what exists is never written again, and an item whose category is missing is
 * left out rather than written without one. Categories and items are keyed by slug within the brand.
 */
import type { DbOrTrx } from '../db/kysely';

type CategoryTable = 'product_categories' | 'impact_categories';
type ItemTable = 'products' | 'impact_items';
type Slugged = { slug: string };
type WrittenCategory = { id: number | string; slug: string };

/** The brand's categories already written to `table`: id and slug. */
export async function writtenCategories(
  db: DbOrTrx,
  table: CategoryTable,
  brandId: string,
): Promise<WrittenCategory[]> {
  return db.selectFrom(table).select(['id', 'slug']).where('brand_id', '=', brandId).execute();
}

/** The categories whose slug is not written yet. */
export function missingCategories<Category extends Slugged>(
  categories: readonly Category[],
  written: readonly Slugged[],
): Category[] {
  const have = new Set(written.map((c) => c.slug));
  return categories.filter((c) => !have.has(c.slug));
}

/** Every category's id by slug (those written before and those just inserted), and how many were inserted. */
export function categoryIds(
  written: readonly WrittenCategory[],
  inserted: readonly WrittenCategory[],
): { ids: Map<string, number>; inserted: number } {
  return {
    ids: new Map([...written, ...inserted].map((c) => [c.slug, Number(c.id)])),
    inserted: inserted.length,
  };
}

/** Slugs of the brand's items already written to `table` (active or removed). */
export async function writtenItemSlugs(db: DbOrTrx, table: ItemTable, brandId: string): Promise<Set<string>> {
  const rows = await db.selectFrom(table).select('slug').where('brand_id', '=', brandId).execute();
  return new Set(rows.map((r) => r.slug));
}

/** The items whose slug is not written yet and whose category has an id, built with their list position. */
export function missingItems<Item extends { slug: string; category: string }, Insert>(
  items: readonly Item[],
  existing: ReadonlySet<string>,
  categoryIds: ReadonlyMap<string, number>,
  build: (item: Item, categoryId: number, position: number) => Insert,
): Insert[] {
  return items.flatMap((item, position) => {
    const categoryId = categoryIds.get(item.category);
    return existing.has(item.slug) || categoryId === undefined ? [] : [build(item, categoryId, position)];
  });
}
