import type { Kysely } from 'kysely';

/**
 * Catalogue and plan texts in the interface languages (issue 10 item 3): one row per entity, field
 * and language. A translation table rather than a column per language, so a ninth language is
 * rows, not a migration, and readers join one row per field whatever the number of languages.
 * The primary key is the lookup every reader does (entity, key, field, lang), so a join per field
 * is one index probe.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('data_translations')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_key', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_translations_pk', ['entity', 'entity_key', 'field', 'lang'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('data_translations').execute();
}
