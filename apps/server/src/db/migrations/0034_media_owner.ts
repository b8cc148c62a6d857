import { sql } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * A brand's own titles (issue 32, docs/libraries.md "Identity"):
 * - `media_items.brand_id`: null for the shared demo catalogue, else the brand whose members alone
 *   see, search and play the title;
 * - `media_items.hidden_reason`: null while listed, else packaging | missing_files | editor | merged
 *   (the title and every member's rows stay; no member read lists it);
 * - `media_items.cover_file`: an uploaded or embedded cover, relative to MEDIA_DIR (null = drawn).
 *
 * Browse and genre pages keep their keyset indexes: the listing condition is tested on the title
 * row those pages read anyway, and nearly every row passes it. The one new index lists a brand's
 * own titles (the writer's and the console's reads, a brand's counts) without touching the
 * shared catalogue's rows: partial, so the million demo titles add nothing to it. People get an
 * index on their slug, by which the writer finds a credited person again.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media_items').addColumn('brand_id', 'text').execute();
  await db.schema.alterTable('media_items').addColumn('hidden_reason', 'text').execute();
  await db.schema.alterTable('media_items').addColumn('cover_file', 'text').execute();
  await db.schema
    .createIndex('media_items_brand')
    .on('media_items')
    .columns(['brand_id', 'media_type', 'id'])
    .where(sql.ref('brand_id'), 'is not', null)
    .execute();
  // The writer reuses a person by slug (an imported credit names people, not ids).
  await db.schema.createIndex('people_slug').on('people').column('slug').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('people_slug').execute();
  await db.schema.dropIndex('media_items_brand').execute();
  await db.schema.alterTable('media_items').dropColumn('cover_file').execute();
  await db.schema.alterTable('media_items').dropColumn('hidden_reason').execute();
  await db.schema.alterTable('media_items').dropColumn('brand_id').execute();
}
