/**
 * A brand's curation of the rows (migration 0038; docs/catalogue.md "Rows"): its own rows, its
 * layout (order, hidden) and pins, keyed by the row's slug. One statement per function; the service
 * groups them in a transaction. Member reads are catalogue/repo.ts `slotsWithTags`, `slotItems`.
 */
import { OWN_ROW_ID_MIN, type LanguageCode } from '@member-area/domain';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { hasRowLocks } from '../../db/retry';
import { listedTo, translatedText } from '../catalogue';

export interface RowRecord {
  id: number;
  slug: string;
  title: string;
  mediaType: string;
  properties: string;
  brandId: string | null;
  position: number;
  hidden: boolean;
}

/** A row the brand sees (shared or its own) with the brand's layout over it. */
function rowsQuery(db: DbOrTrx, brandId: string) {
  return db
    .selectFrom('slots as s')
    .leftJoin('brand_slot_layout as l', (j) =>
      j.onRef('l.slot_slug', '=', 's.slug').on('l.brand_id', '=', brandId),
    )
    .select([
      's.id',
      's.slug',
      's.title',
      's.media_type',
      's.properties',
      's.brand_id',
      sql<number>`coalesce(${sql.ref('l.position')}, ${sql.ref('s.position')})`.as('position'),
      sql<number>`coalesce(${sql.ref('l.hidden')}, 0)`.as('hidden'),
    ])
    .where((eb) => eb.or([eb('s.brand_id', 'is', null), eb('s.brand_id', '=', brandId)]));
}

const toRecord = (r: {
  id: number;
  slug: string;
  title: string;
  media_type: string;
  properties: string;
  brand_id: string | null;
  position: number;
  hidden: number;
}): RowRecord => ({
  id: Number(r.id),
  slug: r.slug,
  title: r.title,
  mediaType: r.media_type,
  properties: r.properties,
  brandId: r.brand_id,
  position: Number(r.position),
  hidden: Number(r.hidden) === 1,
});

/** The brand's rows of a media type (hidden ones too), in its display order. */
export async function rowsOfType(db: DbOrTrx, brandId: string, mediaType: string): Promise<RowRecord[]> {
  const position = sql`coalesce(${sql.ref('l.position')}, ${sql.ref('s.position')})`;
  const rows = await rowsQuery(db, brandId)
    .where('s.media_type', '=', mediaType)
    .orderBy(position)
    .orderBy('s.id')
    .execute();
  return rows.map(toRecord);
}

/** One row the brand sees, by slug; null when unknown or another brand's own. */
export async function findRow(db: DbOrTrx, brandId: string, slug: string): Promise<RowRecord | null> {
  const row = await rowsQuery(db, brandId).where('s.slug', '=', slug).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function tagsOfRows(db: DbOrTrx, slotIds: readonly number[]) {
  if (slotIds.length === 0) return [];
  const rows = await db
    .selectFrom('slot_tags')
    .select(['slot_id', 'tag'])
    .where('slot_id', 'in', [...slotIds])
    .orderBy('slot_id')
    .orderBy('tag')
    .execute();
  return rows.map((r) => ({ slotId: Number(r.slot_id), tag: r.tag }));
}

/** The rows' titles in every language but English (data_translations, entity 'slot', by slug). */
export async function titleTranslations(db: DbOrTrx, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  return db
    .selectFrom('data_translations')
    .select(['entity_key as slug', 'lang', 'text'])
    .where('entity', '=', 'slot')
    .where('field', '=', 'title')
    .where('entity_key', 'in', [...slugs])
    .execute();
}

/** The brand's pins in these rows, in order, with each title's English name and whether it is listed. */
export async function pinsOf(db: DbOrTrx, brandId: string, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('brand_slot_pins as p')
    .innerJoin('media_items as m', 'm.id', 'p.media_id')
    .select(['p.slot_slug', 'p.media_id', 'm.title', listedTo('m', brandId).as('listed')])
    .where('p.brand_id', '=', brandId)
    .where('p.slot_slug', 'in', [...slugs])
    .orderBy('p.slot_slug')
    .orderBy('p.position')
    .execute();
  return rows.map((r) => ({
    slug: r.slot_slug,
    mediaId: Number(r.media_id),
    title: r.title,
    listed: Boolean(Number(r.listed)),
  }));
}

/** A title as a pin sees it: its type, and whether it is listed to the brand. */
export async function titleForPin(db: DbOrTrx, mediaId: number, brandId: string) {
  const row = await db
    .selectFrom('media_items as m')
    .select(['m.id', 'm.media_type', listedTo('m', brandId).as('listed')])
    .where('m.id', '=', mediaId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), mediaType: row.media_type, listed: Boolean(Number(row.listed)) } : null;
}

/** Titles listed to the brand of a type whose normalised title starts with `prefix` (the picker). */
export async function titlesByPrefix(
  db: DbOrTrx,
  brandId: string,
  mediaType: string,
  prefix: string,
  limit: number,
) {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectFrom('media_items as m')
    .select(['m.id', 'm.title', 'm.release_year'])
    .where('m.media_type', '=', mediaType)
    .where(sql<boolean>`${sql.ref('m.title_norm')} like ${`${escaped}%`} escape '\\'`)
    .where(listedTo('m', brandId))
    .orderBy('m.title_norm')
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    mediaId: Number(r.id),
    title: r.title,
    releaseYear: r.release_year == null ? null : Number(r.release_year),
  }));
}

/** A type's genres (the row form's choice), titled in `lang`, in that title's order. */
export async function genresOfType(db: DbOrTrx, mediaType: string, lang: LanguageCode) {
  return db
    .selectFrom('genres as g')
    .select([
      'g.key',
      translatedText({ entity: 'genre', column: 'g.id', numeric: true }, 'title', lang, 'g.title').as(
        'title',
      ),
    ])
    .where('g.media_type', '=', mediaType)
    .orderBy('title')
    .execute();
}

/** A genre of a media type by key: its id, or null. */
export async function genreIdOf(db: DbOrTrx, mediaType: string, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('genres')
    .select('id')
    .where('media_type', '=', mediaType)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** A genre's most popular titles listed to the brand: the fill of a genre row after its pins. */
export async function genreTopTitles(db: DbOrTrx, genreId: number, brandId: string, limit: number) {
  const rows = await db
    .selectFrom('media_genres as mg')
    .innerJoin('media_items as m', 'm.id', 'mg.media_id')
    .select('mg.media_id')
    .where('mg.genre_id', '=', genreId)
    .where(listedTo('m', brandId))
    .orderBy('mg.popularity', 'desc')
    .orderBy('mg.media_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.media_id));
}

/**
 * Holds the numbering of own rows until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time already), so rows made at once take the next numbers one after the other.
 */
export async function lockOwnRowNumbers(trx: DbOrTrx) {
  if (hasRowLocks(trx)) await sql`select pg_advisory_xact_lock(hashtext(${'own-rows'}))`.execute(trx);
}

/**
 * A brand's own row, numbered after every own row so far (never a seed id): one statement, and a
 * concurrent insert of the same number fails on the primary key rather than sharing it.
 */
export async function insertOwnRow(
  trx: DbOrTrx,
  row: { slug: string; title: string; mediaType: string; properties: string; brandId: string },
): Promise<number> {
  const made = await trx
    .insertInto('slots')
    .columns(['id', 'slug', 'title', 'media_type', 'properties', 'position', 'brand_id'])
    .expression((eb) =>
      eb
        .selectFrom('slots')
        .select([
          sql<number>`coalesce(max(id) + 1, ${sql.lit(OWN_ROW_ID_MIN)})`.as('id'),
          sql.val(row.slug).as('slug'),
          sql.val(row.title).as('title'),
          sql.val(row.mediaType).as('media_type'),
          sql.val(row.properties).as('properties'),
          // After every shared row: its number is its position until the brand orders it.
          sql<number>`coalesce(max(id) + 1, ${sql.lit(OWN_ROW_ID_MIN)})`.as('position'),
          sql.val(row.brandId).as('brand_id'),
        ])
        .where('id', '>=', OWN_ROW_ID_MIN),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

export async function slugTaken(db: DbOrTrx, slug: string): Promise<boolean> {
  const row = await db.selectFrom('slots').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}

export async function updateOwnRow(trx: DbOrTrx, id: number, row: { title: string; properties: string }) {
  await trx
    .updateTable('slots')
    .set({ title: row.title, properties: row.properties })
    .where('id', '=', id)
    .where('brand_id', 'is not', null)
    .execute();
}

export async function deleteOwnRow(trx: DbOrTrx, id: number) {
  await trx.deleteFrom('slots').where('id', '=', id).where('brand_id', 'is not', null).execute();
}

export async function deleteRowTags(trx: DbOrTrx, slotId: number) {
  await trx.deleteFrom('slot_tags').where('slot_id', '=', slotId).execute();
}

export async function insertRowTags(trx: DbOrTrx, slotId: number, tags: readonly string[]) {
  if (tags.length === 0) return;
  await trx
    .insertInto('slot_tags')
    .values(tags.map((tag) => ({ slot_id: slotId, tag })))
    .execute();
}

export async function deleteRowItems(trx: DbOrTrx, slotId: number) {
  await trx.deleteFrom('slot_items').where('slot_id', '=', slotId).execute();
}

export async function insertRowItems(trx: DbOrTrx, slotId: number, mediaIds: readonly number[]) {
  if (mediaIds.length === 0) return;
  await trx
    .insertInto('slot_items')
    .values(mediaIds.map((media_id, position) => ({ slot_id: slotId, position, media_id })))
    .execute();
}

export async function deleteTitleTranslations(trx: DbOrTrx, slug: string) {
  await trx
    .deleteFrom('data_translations')
    .where('entity', '=', 'slot')
    .where('entity_key', '=', slug)
    .where('field', '=', 'title')
    .execute();
}

export async function insertTitleTranslations(
  trx: DbOrTrx,
  slug: string,
  texts: readonly { lang: LanguageCode; text: string }[],
) {
  if (texts.length === 0) return;
  await trx
    .insertInto('data_translations')
    .values(
      texts.map((t) => ({ entity: 'slot', entity_key: slug, field: 'title', lang: t.lang, text: t.text })),
    )
    .execute();
}

/**
 * The brand's layout row of a row, made if missing: on PostgreSQL this locks it, so two editors'
 * writes to one row's pins or flag run one after the other (SQLite runs one writer at a time).
 */
export async function lockLayout(trx: DbOrTrx, brandId: string, slug: string) {
  await trx
    .insertInto('brand_slot_layout')
    .values({ brand_id: brandId, slot_slug: slug, position: null, hidden: 0 })
    .onConflict((oc) =>
      oc
        .columns(['brand_id', 'slot_slug'])
        .doUpdateSet({ hidden: sql<number>`${sql.ref('brand_slot_layout.hidden')}` }),
    )
    .execute();
}

export async function setHidden(trx: DbOrTrx, brandId: string, slug: string, hidden: boolean) {
  await trx
    .insertInto('brand_slot_layout')
    .values({ brand_id: brandId, slot_slug: slug, position: null, hidden: hidden ? 1 : 0 })
    .onConflict((oc) => oc.columns(['brand_id', 'slot_slug']).doUpdateSet({ hidden: hidden ? 1 : 0 }))
    .execute();
}

export async function setPositions(
  trx: DbOrTrx,
  brandId: string,
  positions: readonly { slug: string; position: number }[],
) {
  if (positions.length === 0) return;
  await trx
    .insertInto('brand_slot_layout')
    .values(positions.map((p) => ({ brand_id: brandId, slot_slug: p.slug, position: p.position, hidden: 0 })))
    .onConflict((oc) =>
      oc.columns(['brand_id', 'slot_slug']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })),
    )
    .execute();
}

/** The brand's pins of a row, in order (media ids). */
export async function pinIds(db: DbOrTrx, brandId: string, slug: string): Promise<number[]> {
  const rows = await db
    .selectFrom('brand_slot_pins')
    .select('media_id')
    .where('brand_id', '=', brandId)
    .where('slot_slug', '=', slug)
    .orderBy('position')
    .execute();
  return rows.map((r) => Number(r.media_id));
}

export async function deletePins(trx: DbOrTrx, brandId: string, slug: string) {
  await trx
    .deleteFrom('brand_slot_pins')
    .where('brand_id', '=', brandId)
    .where('slot_slug', '=', slug)
    .execute();
}

export async function insertPins(trx: DbOrTrx, brandId: string, slug: string, mediaIds: readonly number[]) {
  if (mediaIds.length === 0) return;
  await trx
    .insertInto('brand_slot_pins')
    .values(
      mediaIds.map((media_id, position) => ({ brand_id: brandId, slot_slug: slug, position, media_id })),
    )
    .execute();
}

/** Every brand's layout of an own row goes with it (only its brand has one). */
export async function deleteLayout(trx: DbOrTrx, brandId: string, slug: string) {
  await trx
    .deleteFrom('brand_slot_layout')
    .where('brand_id', '=', brandId)
    .where('slot_slug', '=', slug)
    .execute();
}
