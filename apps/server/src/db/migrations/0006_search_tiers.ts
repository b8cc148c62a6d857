import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers';

/**
 * PostgreSQL search at a million titles (issue #3). A GIN index finds matches but cannot hand them
 * out in popularity order, so a broad query ("night": 31,000 titles) used to fetch every match to
 * sort it. Two partial GIN indexes over the most popular titles let a search look there first
 * (modules/content/search-index.ts): when the top tier already holds a full page pool, nothing
 * else is read. rank_key = (100 - popularity) * 10^7 + id, so each tier is a rank_key range:
 * below 110,000,000 is popularity ≥ 90 (about 5 % of titles), below 310,000,000 popularity ≥ 70.
 * SQLite needs nothing: FTS5 walks its doclists in rowid (= rank_key) order and stops at the limit.
 */

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX media_search_tsv_tier1 ON media_search USING gin (document_tsv)
    WHERE rank_key < 110000000`.execute(db);
  await sql`CREATE INDEX media_search_tsv_tier2 ON media_search USING gin (document_tsv)
    WHERE rank_key < 310000000`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX IF EXISTS media_search_tsv_tier2`.execute(db);
  await sql`DROP INDEX IF EXISTS media_search_tsv_tier1`.execute(db);
}
