import { type AnyDb } from './helpers';
import { notNull } from './tables';

/**
 * Catalogue and plan texts in the interface languages (issue 10 item 3): one row per entity, field
 * and language. A translation table rather than a column per language, so a ninth language is
 * rows, not a migration, and readers join one row per field whatever the number of languages.
 * The primary key is the lookup every reader does (entity, key, field, lang), so a join per field
 * is one index probe.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('data_translations')
    .addColumn('entity', 'text', notNull)
    .addColumn('entity_key', 'text', notNull)
    .addColumn('field', 'text', notNull)
    .addColumn('lang', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addPrimaryKeyConstraint('data_translations_pk', ['entity', 'entity_key', 'field', 'lang'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('data_translations').execute();
}
