/**
 * Impacts (migration 0018), SQL only here: Kysely only, every function takes a db or a transaction
 * and runs one statement. Names, descriptions and units come in the reader's language from
 * data_translations (keyed by the item's text_key, migration 0044: its slug until the console edits it).
 * Items switched off (`active` 0) are neither listed nor funded. Another brand's rows are never read:
 * every statement names the brand.
 */
import type { LanguageCode } from '@member-area/domain';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { ImpactContributionsTable, ImpactItemsTable } from '../../db/tables/impacts';
import { translatedText, type TranslationKey } from '../catalogue';

const CATEGORY_KEY: TranslationKey = { entity: 'impact_category', column: 'c.slug', numeric: false };
const ITEM_KEY: TranslationKey = { entity: 'impact_item', column: 'i.text_key', numeric: false };

export interface ImpactCategoryRow {
  id: number;
  slug: string;
  name: string;
}

export type ImpactItemRow = Omit<Selectable<ImpactItemsTable>, 'brand_id' | 'position' | 'active'>;

export type ContributionRow = Selectable<ImpactContributionsTable>;

export interface MemberImpactRow {
  item_id: number;
  name: string;
  unit: string;
  quantity: number;
  coins: number;
  last_at: string;
}

function itemColumns(lang: LanguageCode) {
  return [
    'i.id',
    'i.category_id',
    'i.slug',
    translatedText(ITEM_KEY, 'name', lang, 'i.name').as('name'),
    translatedText(ITEM_KEY, 'description', lang, 'i.description').as('description'),
    translatedText(ITEM_KEY, 'unit', lang, 'i.unit').as('unit'),
    'i.price_per_unit',
    'i.target_quantity',
    'i.member_target',
    'i.funded_quantity',
    'i.prices',
    'i.images',
    'i.text_key',
  ] as const;
}

export async function listCategories(
  db: DbOrTrx,
  brandId: string,
  lang: LanguageCode,
): Promise<ImpactCategoryRow[]> {
  return db
    .selectFrom('impact_categories as c')
    .select(['c.id', 'c.slug', translatedText(CATEGORY_KEY, 'name', lang, 'c.name').as('name')])
    .where('c.brand_id', '=', brandId)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** Every item of the brand, in each category's order. */
export async function listItems(db: DbOrTrx, brandId: string, lang: LanguageCode): Promise<ImpactItemRow[]> {
  return db
    .selectFrom('impact_items as i')
    .select(itemColumns(lang))
    .where('i.brand_id', '=', brandId)
    .where('i.active', '=', 1)
    .orderBy('i.category_id')
    .orderBy('i.position')
    .orderBy('i.id')
    .execute();
}

export async function findItem(
  db: DbOrTrx,
  brandId: string,
  itemId: number,
  lang: LanguageCode,
): Promise<ImpactItemRow | undefined> {
  return db
    .selectFrom('impact_items as i')
    .select(itemColumns(lang))
    .where('i.brand_id', '=', brandId)
    .where('i.id', '=', itemId)
    .where('i.active', '=', 1)
    .executeTakeFirst();
}

/**
 * Adds `quantity` units to the item's funded count unless that would pass its target; the new count,
 * or null when refused (or the item is not the brand's). The condition is part of the UPDATE, so
 * concurrent contributions cannot together overshoot (the row lock queues them on PostgreSQL).
 */
export async function reserveUnits(
  db: DbOrTrx,
  brandId: string,
  itemId: number,
  quantity: number,
): Promise<number | null> {
  const row = await db
    .updateTable('impact_items')
    .set((eb) => ({ funded_quantity: eb('funded_quantity', '+', quantity) }))
    .where('id', '=', itemId)
    .where('brand_id', '=', brandId)
    .where((eb) => eb(eb('funded_quantity', '+', quantity), '<=', eb.ref('target_quantity')))
    .returning('funded_quantity')
    .executeTakeFirst();
  return row ? Number(row.funded_quantity) : null;
}

export async function findContributionByKey(db: DbOrTrx, key: string): Promise<ContributionRow | undefined> {
  return db
    .selectFrom('impact_contributions')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Appends a contribution unless its key is taken; false when it was. */
export async function insertContribution(db: DbOrTrx, row: Omit<ContributionRow, 'id'>): Promise<boolean> {
  const inserted = await db
    .insertInto('impact_contributions')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A member's contributions on their brand, one row per item, the most recent first. */
export async function memberImpacts(
  db: DbOrTrx,
  brandId: string,
  memberId: number,
  lang: LanguageCode,
): Promise<MemberImpactRow[]> {
  const rows = await db
    .selectFrom('impact_contributions as ic')
    .innerJoin('impact_items as i', 'i.id', 'ic.item_id')
    .select((eb) => [
      'ic.item_id',
      translatedText(ITEM_KEY, 'name', lang, 'i.name').as('name'),
      translatedText(ITEM_KEY, 'unit', lang, 'i.unit').as('unit'),
      eb.fn.sum<number>('ic.quantity').as('quantity'),
      eb.fn.sum<number>('ic.coins').as('coins'),
      eb.fn.max('ic.created_at').as('last_at'),
    ])
    .where('ic.member_id', '=', memberId)
    .where('ic.brand_id', '=', brandId)
    .groupBy(['ic.item_id', 'i.slug', 'i.text_key', 'i.name', 'i.unit'])
    .orderBy('last_at', 'desc')
    .orderBy('ic.item_id')
    .execute();
  return rows.map((r) => ({
    item_id: Number(r.item_id),
    name: r.name,
    unit: r.unit,
    quantity: Number(r.quantity),
    coins: Number(r.coins),
    last_at: String(r.last_at),
  }));
}

/** The languages each item's name is written in besides English (its base column), by text key. */
export async function itemLanguages(
  db: DbOrTrx,
  textKeys: readonly string[],
): Promise<{ textKey: string; lang: string }[]> {
  if (textKeys.length === 0) return [];
  return db
    .selectFrom('data_translations')
    .select(['entity_key as textKey', 'lang'])
    .where('entity', '=', 'impact_item')
    .where('field', '=', 'name')
    .where('entity_key', 'in', textKeys)
    .execute();
}
