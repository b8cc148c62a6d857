import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Catalogue (issue #3): genres, media items with per-type details, people and credits, tracks,
 * episodes, slots, the search index, and what members keep: collection, history, progress and
 * playlists. One migration for both engines; the search index is engine-specific:
 * - SQLite: an FTS5 table over media_search (unicode61, diacritics removed, prefix indexes), kept in
 *   step by triggers;
 * - PostgreSQL: a stored tsvector ('simple' configuration: the text is already normalised in TS)
 *   with a GIN index.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  const autoId = pg ? ('serial' as const) : ('integer' as const);

  await createGenreAndMediaTables(db);
  await createPeopleAndTrackTables(db);
  await createSlotTables(db);
  await createSearchTables(db, pg);
  await createLibraryTables(db, pg, autoId);
}

async function createGenreAndMediaTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('genres')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('title_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('genres_type_key', ['media_type', 'key'])
    .execute();

  await db.schema
    .createTable('media_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_norm', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('release_date', 'text')
    .addColumn('release_year', 'integer')
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer')
    .addColumn('genre_id', 'integer')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('geo_allowed', 'text')
    .addColumn('geo_blocked', 'text')
    .addColumn('cache_index', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Keyset pages: (type, sort key, id) for every tab.
  await db.schema
    .createIndex('media_items_type_popular')
    .on('media_items')
    .columns(['media_type', 'popularity desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('media_items_type_new')
    .on('media_items')
    .columns(['media_type', 'release_date desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('media_items_type_title')
    .on('media_items')
    .columns(['media_type', 'title_norm', 'id'])
    .execute();
  await db.schema.createIndex('media_items_title_norm').on('media_items').column('title_norm').execute();

  await db.schema
    .createTable('media_genres')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
    .addColumn('genre_id', 'integer', (c) => c.notNull().references('genres.id'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('release_date', 'text')
    .addPrimaryKeyConstraint('media_genres_pk', ['media_id', 'genre_id'])
    .execute();
  await db.schema
    .createIndex('media_genres_popular')
    .on('media_genres')
    .columns(['genre_id', 'popularity desc', 'media_id desc'])
    .execute();
  await db.schema
    .createIndex('media_genres_new')
    .on('media_genres')
    .columns(['genre_id', 'release_date desc', 'media_id desc'])
    .execute();
}

async function createPeopleAndTrackTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credits')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('credits_pk', ['media_id', 'role', 'position'])
    .execute();

  await db.schema
    .createTable('tracks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
    .addColumn('track_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('artist_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('tracks_media').on('tracks').columns(['media_id', 'track_number']).execute();

  await db.schema
    .createTable('episodes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
    .addColumn('season_number', 'integer', (c) => c.notNull())
    .addColumn('episode_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('release_date', 'text')
    .execute();
  await db.schema
    .createIndex('episodes_media')
    .on('episodes')
    .columns(['media_id', 'season_number', 'episode_number'])
    .execute();
}

async function createSlotTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('slots')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('slot_tags')
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slot_tags_pk', ['tag', 'slot_id'])
    .execute();
  await db.schema
    .createTable('slot_items')
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('slot_items_pk', ['slot_id', 'position'])
    .execute();
}

async function createSearchTables(db: AnyDb, pg: boolean): Promise<void> {
  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('doc_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_search')
    .addColumn('media_id', 'integer', (c) => c.primaryKey().references('media_items.id').onDelete('cascade'))
    // Popularity order: (100 - popularity) * 10^7 + id, so scanning matches by rank_key meets the most
    // popular first and a page stops early however many titles match.
    .addColumn('rank_key', 'integer', (c) => c.notNull().unique())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
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

async function createLibraryTables(db: AnyDb, pg: boolean, autoId: 'serial' | 'integer'): Promise<void> {
  for (const table of ['collection_entries', 'history_entries'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('added_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['member_id', 'media_id'])
      .execute();
    await db.schema
      .createIndex(`${table}_recent`)
      .on(table)
      .columns(['member_id', 'added_at desc'])
      .execute();
  }

  await db.schema
    .createTable('media_progress')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('progress', 'double precision', (c) => c.notNull())
    .addColumn('sequence', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_progress_pk', ['member_id', 'media_id'])
    .execute();

  await db.schema
    .createTable('playlists')
    .addColumn('id', autoId, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('playlists_member')
    .on('playlists')
    .columns(['member_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('playlist_tracks')
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_tracks_pk', ['playlist_id', 'track_id'])
    .execute();
  await db.schema
    .createIndex('playlist_tracks_order')
    .on('playlist_tracks')
    .columns(['playlist_id', 'position'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
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
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS media_fts`.execute(db);
}
