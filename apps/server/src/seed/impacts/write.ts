/**
 * Writes the demo impacts (SQL of the seed). Insert-if-missing: a category is keyed by (brand, slug),
 * an item by its slug within the brand, and what exists is never touched again, so a re-seed never
 * resets the progress members' contributions made.
 */
import type { DbOrTrx } from '../../db/kysely';
import type { ImpactItem } from '../../modules/impacts/model';
import { categoryIds, missingCategories, writtenCategories } from '../missing-items';

/** An item as the module reads it (modules/impacts/model.ts), without what is counted from its rows. */
export type ImpactItemInsert = Omit<
  ImpactItem,
  'id' | 'remainingQuantity' | 'progressPercent' | 'textKey'
> & {
  position: number;
};

/** The brand's missing categories, then every category's id by slug. */
export async function ensureImpactCategories(
  db: DbOrTrx,
  brandId: string,
  categories: readonly { slug: string; name: string; position: number }[],
): Promise<{ ids: Map<string, number>; inserted: number }> {
  const written = await writtenCategories(db, 'impact_categories', brandId);
  const missing = missingCategories(categories, written);
  const inserted =
    missing.length === 0
      ? []
      : await db
          .insertInto('impact_categories')
          .values(
            missing.map((c) => ({ brand_id: brandId, slug: c.slug, name: c.name, position: c.position })),
          )
          .returning(['id', 'slug'])
          .execute();
  return categoryIds(written, inserted);
}

export async function insertImpactItems(
  db: DbOrTrx,
  brandId: string,
  items: readonly ImpactItemInsert[],
): Promise<number> {
  if (items.length === 0) return 0;
  await db
    .insertInto('impact_items')
    .values(
      items.map((i) => ({
        brand_id: brandId,
        category_id: i.categoryId,
        slug: i.slug,
        // The seed's items share their texts between brands, keyed by slug (migration 0044).
        text_key: i.slug,
        name: i.name,
        description: i.description,
        unit: i.unit,
        price_per_unit: i.pricePerUnit,
        target_quantity: i.targetQuantity,
        member_target: i.memberTarget,
        funded_quantity: i.fundedQuantity,
        prices: JSON.stringify(i.prices),
        images: JSON.stringify(i.images),
        position: i.position,
      })),
    )
    .execute();
  return items.length;
}
