import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL search at a million titles, second attempt (issue #3). A GIN index finds the matches of
 * a query but not their popularity order, so every match of a medium query (500–2,000 titles) was
 * fetched from the heap to be sorted: 30 ms at p95. This migration adds an inverted index that *is*
 * in popularity order, and drops the partial GIN tiers of 0006 that tried to work around that.
 *
 * search_postings holds, per indexed word (`term`) and popularity block (`block`: bands that double
 * in width from the top, 100, 99, 98–97, 96–93, … 36–0), the titles whose search document holds
 * that word, as big-endian int32 entries `rank_key * 2 + inTitle` in one bytea, sorted (inTitle:
 * the word is in the title itself, which ranks the title higher). A search reads the blocks of its words from the most popular on,
 * intersects them in the server and stops once its pool is full (modules/content/search-index.ts).
 * Two kinds of pseudo-term, which no normalised word can equal (words are letters and digits only):
 * '' lists every title (its block sizes drive the read plan) and 'type:<media type>' each type's.
 *
 * The table is derived data, rebuilt from media_search after every catalogue write
 * (rebuildSearchPostings, called by the catalogue seeder); the SQL below is that rebuild, copied so
 * the migration never depends on today's code. SQLite needs nothing: FTS5 already walks its
 * doclists in rank order.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE TABLE search_postings (
    term text NOT NULL,
    block smallint NOT NULL,
    ids bytea NOT NULL,
    PRIMARY KEY (term, block))`.execute(db);
  // Posting lists are read whole and do not compress: keep them out of line but uncompressed.
  await sql`ALTER TABLE search_postings ALTER COLUMN ids SET STORAGE EXTERNAL`.execute(db);
  // An empty word of a document (there are none) would merge into the '' pseudo-term: harmless.
  await sql`SET LOCAL work_mem = '256MB'`.execute(db);
  await sql`INSERT INTO search_postings (term, block, ids)
    SELECT p.term, p.block, string_agg(int4send(p.rank_key * 2 + p.in_title), ''::bytea ORDER BY p.rank_key)
    FROM (
      SELECT DISTINCT w.term, m.rank_key,
        (CASE WHEN m.rank_key < 10000000 THEN 0 WHEN m.rank_key < 20000000 THEN 1
          WHEN m.rank_key < 40000000 THEN 2 WHEN m.rank_key < 80000000 THEN 3
          WHEN m.rank_key < 160000000 THEN 4 WHEN m.rank_key < 320000000 THEN 5
          WHEN m.rank_key < 640000000 THEN 6 ELSE 7 END)::smallint AS block,
        (w.term = ANY(string_to_array(i.title_norm, ' ')))::int AS in_title
      FROM media_search m
        JOIN media_items i ON i.id = m.media_id,
        LATERAL unnest(string_to_array(m.document, ' ') || ARRAY['', 'type:' || m.media_type]) AS w(term)
    ) p
    GROUP BY p.term, p.block`.execute(db);
  await sql`ANALYZE search_postings`.execute(db);
  await sql`DROP INDEX IF EXISTS media_search_tsv_tier2`.execute(db);
  await sql`DROP INDEX IF EXISTS media_search_tsv_tier1`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TABLE IF EXISTS search_postings`.execute(db);
  await sql`CREATE INDEX media_search_tsv_tier1 ON media_search USING gin (document_tsv)
    WHERE rank_key < 110000000`.execute(db);
  await sql`CREATE INDEX media_search_tsv_tier2 ON media_search USING gin (document_tsv)
    WHERE rank_key < 310000000`.execute(db);
}
