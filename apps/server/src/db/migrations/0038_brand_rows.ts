import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { notNull, ownedBy } from './tables';

/**
 * A brand curates the catalogue's rows (issue 32 point 6, docs/catalogue.md "Rows"):
 * - `slots.brand_id`: null for a shared row the seed makes (and rebuilds), else the brand's own row
 *   (id ≥ 100,000, slug `<brandId>-<key>`), which the seed never touches;
 * - `brand_slot_layout`: a brand's order (`position`, in the rows' position space) and hidden flag
 *   for any row, by its slug, so a rebuild of the shared rows (new ids) keeps them;
 * - `brand_slot_pins`: titles a brand pins first in a row, in order, by the row's slug.
 * Member reads probe layout and pins by primary key; the new index lists a brand's own rows.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('slots')
    .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('slots_brand')
    .on('slots')
    .columns(['brand_id', 'media_type'])
    .where(sql.ref('brand_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('brand_slot_layout')
    .addColumn('brand_id', 'text', ownedBy('brands.id'))
    .addColumn('slot_slug', 'text', notNull)
    .addColumn('position', 'integer')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('brand_slot_layout_pk', ['brand_id', 'slot_slug'])
    .execute();
  await db.schema
    .createTable('brand_slot_pins')
    .addColumn('brand_id', 'text', ownedBy('brands.id'))
    .addColumn('slot_slug', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addPrimaryKeyConstraint('brand_slot_pins_pk', ['brand_id', 'slot_slug', 'position'])
    .addUniqueConstraint('brand_slot_pins_media', ['brand_id', 'slot_slug', 'media_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('brand_slot_pins').execute();
  await db.schema.dropTable('brand_slot_layout').execute();
  await db.schema.dropIndex('slots_brand').execute();
  await db.schema.alterTable('slots').dropColumn('brand_id').execute();
}
