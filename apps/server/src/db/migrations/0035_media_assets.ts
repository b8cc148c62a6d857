import { createIndex, type AnyDb } from './helpers';
import { notNull, ownedBy } from './tables';

/**
 * What delivery serves for an imported title (issue 32, docs/libraries.md "packaged assets"): one
 * row per packaged file or folder of a title's part, written by packaging and replaced together for
 * the title. `part_id` is 0 for the title itself, else the track or episode id, or the chapter index
 * of an audiobook. `file` is relative to MEDIA_DIR (`libraries/<library>/<title>/…`); for
 * `video_hls` it is the master playlist and for `game` the entry page, and `folder` (the directory
 * they are in, ending in '/') is what the media route serves of them: segments, scripts, images. `bytes` is
 * double precision: PostgreSQL's bigint reaches JavaScript as a string, and a film passes 2^31.
 * A title with no rows here plays the generated demo media (the manifest), as before.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('media_assets')
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addColumn('part_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kind', 'text', notNull)
    .addColumn('file', 'text', notNull)
    .addColumn('folder', 'text')
    .addColumn('mime_type', 'text', notNull)
    .addColumn('duration_seconds', 'double precision')
    .addColumn('bytes', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('sha256', 'text')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('media_assets_pk', ['media_id', 'part_id', 'kind'])
    .execute();
  // The media route asks, per request, which asset serves a path: by its file or a folder above it.
  await createIndex(db, 'media_assets_file', 'media_assets', ['file']);
  await createIndex(db, 'media_assets_folder', 'media_assets', ['folder']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('media_assets').execute();
}
