import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers';

/**
 * PostgreSQL search at a million titles, second design (issue #3). A GIN index finds the matches of
 * a query but not their popularity order, so every match of a medium query (500–2,000 titles) was
 * fetched from the heap to be sorted: 30 ms at p95. This migration replaces it with an inverted
 * index that *is* in popularity order, read and intersected by the server
 * (modules/content/search-index.ts and search-postings.ts), and drops the GIN index, its tsvector
 * column and the partial GIN tiers of 0006.
 *
 * search_postings holds, per indexed word (`term`) and popularity block (`block`: bands that double
 * in width from the top: 100, 99, 98–97, 96–93, 92–85, 84–69, 68–37, 36–0), the titles whose search
 * document holds the word, as sorted entries `rank_key * 2 + inTitle` (inTitle: the word is in the
 * title itself, which ranks the title higher), stored as varint gaps in one bytea (`postings`),
 * with their number (`entries`). Two kinds of pseudo-term, which no normalised word can equal
 * (words are letters and digits only): '' lists every title (its block sizes drive the read plan)
 * and 'type:<media type>' each type's titles.
 *
 * The table is derived data, rebuilt from media_search after every catalogue write
 * (rebuildSearchPostings, called by the catalogue seeder); the backfill below is that rebuild,
 * copied so the migration never depends on today's code. SQLite needs nothing: FTS5 already walks
 * its doclists in rank order.
 */

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE TABLE search_postings (
    term text NOT NULL,
    block smallint NOT NULL,
    entries integer NOT NULL,
    postings bytea NOT NULL,
    PRIMARY KEY (term, block))`.execute(db);
  // Posting lists are read whole and barely compress: keep them out of line, uncompressed.
  await sql`ALTER TABLE search_postings ALTER COLUMN postings SET STORAGE EXTERNAL`.execute(db);
  // n (0 ≤ n < 2^35) as an unsigned LEB128 varint: 7 bits a byte, low bits first, high bit set on
  // every byte but the last. A SQL function of one expression: the planner inlines it.
  await sql`CREATE FUNCTION search_varint(n bigint) RETURNS bytea
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE
      WHEN n < 128 THEN set_byte(decode('00', 'hex'), 0, n::int)
      WHEN n < 16384 THEN set_byte(set_byte(decode('0000', 'hex'), 0, ((n & 127) | 128)::int), 1, (n >> 7)::int)
      WHEN n < 2097152 THEN set_byte(set_byte(set_byte(decode('000000', 'hex'),
        0, ((n & 127) | 128)::int), 1, (((n >> 7) & 127) | 128)::int), 2, (n >> 14)::int)
      WHEN n < 268435456 THEN set_byte(set_byte(set_byte(set_byte(decode('00000000', 'hex'),
        0, ((n & 127) | 128)::int), 1, (((n >> 7) & 127) | 128)::int), 2, (((n >> 14) & 127) | 128)::int),
        3, (n >> 21)::int)
      ELSE set_byte(set_byte(set_byte(set_byte(set_byte(decode('0000000000', 'hex'),
        0, ((n & 127) | 128)::int), 1, (((n >> 7) & 127) | 128)::int), 2, (((n >> 14) & 127) | 128)::int),
        3, (((n >> 21) & 127) | 128)::int), 4, (n >> 28)::int)
    END $$`.execute(db);
  await sql`SET LOCAL work_mem = '256MB'`.execute(db);
  await sql`INSERT INTO search_postings (term, block, entries, postings)
    SELECT d.term, d.block, count(*), string_agg(search_varint(d.gap), ''::bytea ORDER BY d.entry)
    FROM (
      SELECT e.term, e.block, e.entry,
        e.entry - coalesce(lag(e.entry) OVER (PARTITION BY e.term, e.block ORDER BY e.entry), 0) AS gap
      FROM (
        SELECT DISTINCT w.term,
          (CASE WHEN m.rank_key < 10000000 THEN 0 WHEN m.rank_key < 20000000 THEN 1
            WHEN m.rank_key < 40000000 THEN 2 WHEN m.rank_key < 80000000 THEN 3
            WHEN m.rank_key < 160000000 THEN 4 WHEN m.rank_key < 320000000 THEN 5
            WHEN m.rank_key < 640000000 THEN 6 ELSE 7 END)::smallint AS block,
          m.rank_key::bigint * 2 + (w.term = ANY(string_to_array(i.title_norm, ' ')))::int AS entry
        FROM media_search m
          JOIN media_items i ON i.id = m.media_id,
          LATERAL unnest(string_to_array(m.document, ' ') || ARRAY['', 'type:' || m.media_type]) AS w(term)
      ) e
    ) d
    GROUP BY d.term, d.block`.execute(db);
  await sql`ANALYZE search_postings`.execute(db);
  await sql`DROP INDEX IF EXISTS media_search_tsv_tier2`.execute(db);
  await sql`DROP INDEX IF EXISTS media_search_tsv_tier1`.execute(db);
  await sql`DROP INDEX IF EXISTS media_search_tsv`.execute(db);
  await sql`ALTER TABLE media_search DROP COLUMN IF EXISTS document_tsv`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TABLE IF EXISTS search_postings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_varint(bigint)`.execute(db);
  await sql`ALTER TABLE media_search ADD COLUMN document_tsv tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', document)) STORED`.execute(db);
  await sql`CREATE INDEX media_search_tsv ON media_search USING gin (document_tsv)`.execute(db);
  await sql`CREATE INDEX media_search_tsv_tier1 ON media_search USING gin (document_tsv)
    WHERE rank_key < 110000000`.execute(db);
  await sql`CREATE INDEX media_search_tsv_tier2 ON media_search USING gin (document_tsv)
    WHERE rank_key < 310000000`.execute(db);
}
