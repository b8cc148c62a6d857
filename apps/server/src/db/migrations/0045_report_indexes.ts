import { sql } from 'kysely';
import { type AnyDb, createIndex } from './helpers';

/**
 * The dashboards' reads (modules/reports/repo.ts, docs/console.md "Dashboards"), measured by
 * bench/reports.bench.ts at 100,000 members. Each index holds every column its read needs, so a
 * range of a year reads index entries only, in the order the read groups them (no sort):
 *
 * - payments per brand and UTC day: the brand, the day (`substr(created_at, 1, 10)`, the very
 *   expression the read groups and filters by), the kind and currency it groups by, the status it
 *   keeps and the amount it adds;
 * - giveaway entries per UTC day: the day, then the member (whose brand scopes them) and the entries;
 * - most played titles: the title, then the time of the progress and the member;
 * - a brand's members by id, for the brand check of the two reads above (index-only on PostgreSQL);
 * - orders waiting to ship: the brand's `paid` orders.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index billing_transactions_report_idx on billing_transactions
    (brand_id, substr(created_at, 1, 10), kind, currency, status, amount)`.execute(db);
  await sql`create index giveaway_entries_report_idx on giveaway_entries
    (substr(created_at, 1, 10), member_id, entries)`.execute(db);
  await createIndex(db, 'media_progress_report_idx', 'media_progress', [
    'media_id',
    'updated_at',
    'member_id',
  ]);
  await createIndex(db, 'members_brand_id_idx', 'members', ['brand_id', 'id']);
  await createIndex(db, 'orders_brand_status_idx', 'orders', ['brand_id', 'status']);
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of [
    'orders_brand_status_idx',
    'members_brand_id_idx',
    'media_progress_report_idx',
    'giveaway_entries_report_idx',
    'billing_transactions_report_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
