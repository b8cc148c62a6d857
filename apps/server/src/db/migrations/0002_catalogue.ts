import { sql } from 'kysely';
import { type AnyDb, isPostgres, createIndex, dropTables } from './helpers';
import { createMemberTable, notNull, ownedBy } from './tables';

/**
 * Catalogue (issue #3): genres, media items with per-type details, people and credits, tracks,
 * episodes, slots, the search index, and what members keep: collection, history, progress and
 * playlists. One migration for both engines; the search index is engine-specific:
 * - SQLite: an FTS5 table over media_search (unicode61, diacritics removed, prefix indexes), kept in
 *   step by triggers;
 * - PostgreSQL: a stored tsvector ('simple' configuration: the text is already normalised in TS)
 *   with a GIN index.
 */

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);

  await createGenreAndMediaTables(db);
  await createPeopleAndTrackTables(db);
  await createSlotTables(db);
  await createSearchTables(db, pg);
  await createLibraryTables(db);
}

async function createGenreAndMediaTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('genres')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_type', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('parent_id', 'integer')
    .addColumn('title_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('genres_type_key', ['media_type', 'key'])
    .execute();

  await db.schema
    .createTable('media_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_type', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('title_norm', 'text', notNull)
    .addColumn('slug', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('subtitle', 'text')
    .addColumn('release_date', 'text')
    .addColumn('release_year', 'integer')
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vendor_id', 'text', notNull)
    .addColumn('duration', 'integer')
    .addColumn('genre_id', 'integer')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('geo_allowed', 'text')
    .addColumn('geo_blocked', 'text')
    .addColumn('cache_index', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Keyset pages: (type, sort key, id) for every tab.
  await createIndex(db, 'media_items_type_popular', 'media_items', [
    'media_type',
    'popularity desc',
    'id desc',
  ]);
  await createIndex(db, 'media_items_type_new', 'media_items', [
    'media_type',
    'release_date desc',
    'id desc',
  ]);
  await createIndex(db, 'media_items_type_title', 'media_items', ['media_type', 'title_norm', 'id']);
  await createIndex(db, 'media_items_title_norm', 'media_items', ['title_norm']);

  await db.schema
    .createTable('media_genres')
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addColumn('genre_id', 'integer', (c) => c.notNull().references('genres.id'))
    .addColumn('media_type', 'text', notNull)
    .addColumn('popularity', 'integer', notNull)
    .addColumn('release_date', 'text')
    .addPrimaryKeyConstraint('media_genres_pk', ['media_id', 'genre_id'])
    .execute();
  await createIndex(db, 'media_genres_popular', 'media_genres', [
    'genre_id',
    'popularity desc',
    'media_id desc',
  ]);
  await createIndex(db, 'media_genres_new', 'media_genres', [
    'genre_id',
    'release_date desc',
    'media_id desc',
  ]);
}

async function createPeopleAndTrackTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .execute();

  await db.schema
    .createTable('credits')
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('role', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addPrimaryKeyConstraint('credits_pk', ['media_id', 'role', 'position'])
    .execute();

  await db.schema
    .createTable('tracks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addColumn('track_number', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('duration', 'integer', notNull)
    .addColumn('artist_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await createIndex(db, 'tracks_media', 'tracks', ['media_id', 'track_number']);

  await db.schema
    .createTable('episodes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addColumn('season_number', 'integer', notNull)
    .addColumn('episode_number', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('duration', 'integer', notNull)
    .addColumn('release_date', 'text')
    .execute();
  await createIndex(db, 'episodes_media', 'episodes', ['media_id', 'season_number', 'episode_number']);
}

async function createSlotTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('slots')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', notNull)
    .addColumn('media_type', 'text', notNull)
    .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('position', 'integer', notNull)
    .execute();
  await db.schema
    .createTable('slot_tags')
    .addColumn('slot_id', 'integer', ownedBy('slots.id'))
    .addColumn('tag', 'text', notNull)
    .addPrimaryKeyConstraint('slot_tags_pk', ['tag', 'slot_id'])
    .execute();
  await db.schema
    .createTable('slot_items')
    .addColumn('slot_id', 'integer', ownedBy('slots.id'))
    .addColumn('position', 'integer', notNull)
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addPrimaryKeyConstraint('slot_items_pk', ['slot_id', 'position'])
    .execute();
}

async function createSearchTables(db: AnyDb, pg: boolean): Promise<void> {
  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('doc_count', 'integer', notNull)
    .execute();
  await db.schema
    .createTable('media_search')
    .addColumn('media_id', 'integer', (c) => c.primaryKey().references('media_items.id').onDelete('cascade'))
    // Popularity order: (100 - popularity) * 10^7 + id, so scanning matches by rank_key meets the most
    // popular first and a page stops early however many titles match.
    .addColumn('rank_key', 'integer', (c) => c.notNull().unique())
    .addColumn('media_type', 'text', notNull)
    .addColumn('popularity', 'integer', notNull)
    .addColumn('document', 'text', notNull)
    .execute();
  if (pg) {
    await sql`ALTER TABLE media_search ADD COLUMN document_tsv tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', document)) STORED`.execute(db);
    await sql`CREATE INDEX media_search_tsv ON media_search USING gin (document_tsv)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE media_fts USING fts5(
      document, media_type, content='media_search', content_rowid='rank_key',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')`.execute(db);
    await sql`CREATE TRIGGER media_search_ai AFTER INSERT ON media_search BEGIN
      INSERT INTO media_fts(rowid, document, media_type) VALUES (new.rank_key, new.document, new.media_type); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER media_search_ad AFTER DELETE ON media_search BEGIN
      INSERT INTO media_fts(media_fts, rowid, document, media_type) VALUES ('delete', old.rank_key, old.document, old.media_type); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER media_search_au AFTER UPDATE ON media_search BEGIN
      INSERT INTO media_fts(media_fts, rowid, document, media_type) VALUES ('delete', old.rank_key, old.document, old.media_type);
      INSERT INTO media_fts(rowid, document, media_type) VALUES (new.rank_key, new.document, new.media_type); END`.execute(
      db,
    );
  }
}

async function createLibraryTables(db: AnyDb): Promise<void> {
  for (const table of ['collection_entries', 'history_entries'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('member_id', 'integer', ownedBy('members.id'))
      .addColumn('media_id', 'integer', ownedBy('media_items.id'))
      .addColumn('media_type', 'text', notNull)
      .addColumn('added_at', 'text', notNull)
      .addPrimaryKeyConstraint(`${table}_pk`, ['member_id', 'media_id'])
      .execute();
    await createIndex(db, `${table}_recent`, table, ['member_id', 'added_at desc']);
  }

  await db.schema
    .createTable('media_progress')
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('media_id', 'integer', ownedBy('media_items.id'))
    .addColumn('media_type', 'text', notNull)
    .addColumn('progress', 'double precision', notNull)
    .addColumn('sequence', 'double precision', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addPrimaryKeyConstraint('media_progress_pk', ['member_id', 'media_id'])
    .execute();

  await createMemberTable(db, 'playlists')
    .addColumn('name', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await createIndex(db, 'playlists_member', 'playlists', ['member_id', 'updated_at']);
  await db.schema
    .createTable('playlist_tracks')
    .addColumn('playlist_id', 'integer', ownedBy('playlists.id'))
    .addColumn('track_id', 'integer', ownedBy('tracks.id'))
    .addColumn('position', 'integer', notNull)
    .addColumn('added_at', 'text', notNull)
    .addPrimaryKeyConstraint('playlist_tracks_pk', ['playlist_id', 'track_id'])
    .execute();
  await createIndex(db, 'playlist_tracks_order', 'playlist_tracks', ['playlist_id', 'position']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(
    db,
    [
      'playlist_tracks',
      'playlists',
      'media_progress',
      'history_entries',
      'collection_entries',
      'media_search',
      'search_terms',
      'slot_items',
      'slot_tags',
      'slots',
      'episodes',
      'tracks',
      'credits',
      'people',
      'media_genres',
      'media_items',
      'genres',
    ],
    { ifExists: true },
  );
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS media_fts`.execute(db);
}
