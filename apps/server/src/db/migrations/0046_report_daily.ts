import { sql } from 'kysely';
import { type AnyDb, createIndex, isPostgres } from './helpers';

/**
 * The dashboards' daily rollups (docs/adr/0013-dashboard-daily-rollups.md, modules/reports): per
 * brand and closed UTC day, the figures the dashboards add over a range, so a year reads a few
 * thousand rollup rows instead of ~90 % of the payments, entries and progress rows.
 * - metric `revenue`: succeeded payments, `key` the payment kind, `currency` theirs;
 * - metric `entries`: giveaway entries received, `currency` and `key` '';
 * - metric `plays`: progress saved that day, `key` the title's id; `plays_month`: the same summed
 *   over a month (`day` is `YYYY-MM`), so a year reads twelve months and its edge days;
 * - brand '' metric `done`: the days rolled up (a row per day the job finished), which the reads
 *   trust; later days are counted live.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('report_daily')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_daily_pk', ['brand_id', 'metric', 'day', 'currency', 'key'])
    .$call((q) => (isPostgres(db) ? q : q.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema.dropIndex('media_progress_report_idx').execute();
  await createIndex(db, 'media_progress_recent_idx', 'media_progress', [
    'updated_at',
    'member_id',
    'media_id',
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('media_progress_recent_idx').execute();
  await createIndex(db, 'media_progress_report_idx', 'media_progress', [
    'media_id',
    'updated_at',
    'member_id',
  ]);
  await db.schema.dropTable('report_daily').execute();
}
