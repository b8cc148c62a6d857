import type { Kysely } from 'kysely';

/**
 * The faq/support screen's questions (issue 14 item 7): per brand, in the order shown. The English
 * text is the row's; the other languages are data_translations rows (entity 'faq', key the slug,
 * fields 'question' and 'answer'), as for plans and products.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('faq_entries')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_entries_pk', ['brand_id', 'slug'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('faq_entries').execute();
}
