/**
 * The console's reads and writes of a brand's impact items (`active` and `text_key` since migration
 * 0044) and their texts in data_translations. Kysely only, one statement per function, takes db | trx.
 */
import { DEFAULT_LANGUAGE } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';

const ITEM_ENTITY = 'impact_item';
const FIELDS = ['name', 'description', 'unit'] as const;

export interface AdminItemRow {
  id: number;
  brandId: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  slug: string;
  name: string;
  description: string;
  unit: string;
  pricePerUnit: number;
  targetQuantity: number;
  memberTarget: number;
  fundedQuantity: number;
  active: boolean;
  position: number;
  textKey: string;
}

export interface ItemFields {
  categoryId: number;
  name: string;
  description: string;
  unit: string;
  pricePerUnit: number;
  targetQuantity: number;
  memberTarget: number;
  prices: number[];
}

function itemQuery(db: DbOrTrx) {
  return db
    .selectFrom('impact_items as i')
    .innerJoin('impact_categories as c', 'c.id', 'i.category_id')
    .select([
      'i.id',
      'i.brand_id',
      'i.category_id',
      'c.slug as category_slug',
      'c.name as category_name',
      'i.slug',
      'i.name',
      'i.description',
      'i.unit',
      'i.price_per_unit',
      'i.target_quantity',
      'i.member_target',
      'i.funded_quantity',
      'i.active',
      'i.position',
      'i.text_key',
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof itemQuery>['executeTakeFirstOrThrow']>>;

function toRow(r: Raw): AdminItemRow {
  return {
    id: Number(r.id),
    brandId: r.brand_id,
    categoryId: Number(r.category_id),
    categorySlug: r.category_slug,
    categoryName: r.category_name,
    slug: r.slug,
    name: r.name,
    description: r.description,
    unit: r.unit,
    pricePerUnit: Number(r.price_per_unit),
    targetQuantity: Number(r.target_quantity),
    memberTarget: Number(r.member_target),
    fundedQuantity: Number(r.funded_quantity),
    active: Number(r.active) === 1,
    position: Number(r.position),
    textKey: r.text_key,
  };
}

/** The brand's items, switched off or not, by category then position. */
export async function listAdminItems(db: DbOrTrx, brandId: string): Promise<AdminItemRow[]> {
  const rows = await itemQuery(db)
    .where('i.brand_id', '=', brandId)
    .orderBy('c.position')
    .orderBy('i.position')
    .orderBy('i.id')
    .execute();
  return rows.map(toRow);
}

export async function findAdminItem(db: DbOrTrx, id: number): Promise<AdminItemRow | undefined> {
  const row = await itemQuery(db).where('i.id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export async function listBrandCategories(
  db: DbOrTrx,
  brandId: string,
): Promise<{ id: number; slug: string; name: string }[]> {
  const rows = await db
    .selectFrom('impact_categories')
    .select(['id', 'slug', 'name'])
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name }));
}

export async function nextItemPosition(db: DbOrTrx, brandId: string, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('impact_items')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('brand_id', '=', brandId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function slugTaken(db: DbOrTrx, brandId: string, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('impact_items')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertItem(
  db: DbOrTrx,
  row: ItemFields & { brandId: string; slug: string; position: number; textKey: string },
): Promise<number> {
  const inserted = await db
    .insertInto('impact_items')
    .values({
      brand_id: row.brandId,
      category_id: row.categoryId,
      slug: row.slug,
      name: row.name,
      description: row.description,
      unit: row.unit,
      price_per_unit: row.pricePerUnit,
      target_quantity: row.targetQuantity,
      member_target: row.memberTarget,
      funded_quantity: 0,
      prices: JSON.stringify(row.prices),
      images: '[]',
      position: row.position,
      active: 1,
      text_key: row.textKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * Writes the item's fields unless members funded past the new target meanwhile (the condition is
 * part of the UPDATE, as reserveUnits' is); false when it was refused.
 */
export async function updateItem(
  db: DbOrTrx,
  id: number,
  f: ItemFields & { textKey: string },
): Promise<boolean> {
  const r = await db
    .updateTable('impact_items')
    .set({
      category_id: f.categoryId,
      name: f.name,
      description: f.description,
      unit: f.unit,
      price_per_unit: f.pricePerUnit,
      target_quantity: f.targetQuantity,
      member_target: f.memberTarget,
      prices: JSON.stringify(f.prices),
      text_key: f.textKey,
    })
    .where('id', '=', id)
    .where('funded_quantity', '<=', f.targetQuantity)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setItemActive(db: DbOrTrx, id: number, active: boolean): Promise<void> {
  await db
    .updateTable('impact_items')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function listItemTexts(
  db: DbOrTrx,
  textKeys: readonly string[],
): Promise<{ textKey: string; lang: string; field: string; text: string }[]> {
  if (textKeys.length === 0) return [];
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'lang', 'field', 'text'])
    .where('entity', '=', ITEM_ENTITY)
    .where('entity_key', 'in', [...textKeys])
    .where('field', 'in', [...FIELDS])
    .where('lang', '!=', DEFAULT_LANGUAGE)
    .execute();
  return rows.map((r) => ({ textKey: r.entity_key, lang: r.lang, field: r.field, text: r.text }));
}

export async function deleteItemTexts(db: DbOrTrx, textKey: string): Promise<void> {
  await db
    .deleteFrom('data_translations')
    .where('entity', '=', ITEM_ENTITY)
    .where('entity_key', '=', textKey)
    .where('field', 'in', [...FIELDS])
    .execute();
}

export async function insertItemTexts(
  db: DbOrTrx,
  textKey: string,
  texts: readonly { lang: string; name: string; description: string; unit: string }[],
): Promise<void> {
  const rows = texts.flatMap((t) =>
    FIELDS.map((field) => ({
      entity: ITEM_ENTITY,
      entity_key: textKey,
      field,
      lang: t.lang,
      text: t[field],
    })),
  );
  if (rows.length > 0) await db.insertInto('data_translations').values(rows).execute();
}
