import { type AnyDb } from './helpers';
import { notNull } from './tables';

/**
 * The faq/support screen's questions (issue 14 item 7): per brand, in the order shown. The English
 * text is the row's; the other languages are data_translations rows (entity 'faq', key the slug,
 * fields 'question' and 'answer'), as for plans and products.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('faq_entries')
    .addColumn('brand_id', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('question', 'text', notNull)
    .addColumn('answer', 'text', notNull)
    .addPrimaryKeyConstraint('faq_entries_pk', ['brand_id', 'slug'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('faq_entries').execute();
}
