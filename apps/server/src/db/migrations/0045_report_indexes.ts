import { type AnyDb, createIndex } from './helpers';

/**
 * The dashboards' reads (modules/reports/repo.ts, docs/console.md "Dashboards"), measured by
 * bench/reports.bench.ts at 100,000 members: each index holds every column its read needs, so a
 * range of a year reads index entries only, never the rows.
 *
 * - payments per brand and day: the brand's range of `created_at`, with the status, kind, currency
 *   and amount the sum groups and adds;
 * - giveaway entries and progress per day: the range of their time, with the member (whose brand
 *   scopes them) and what is counted;
 * - orders waiting to ship: the brand's `paid` orders.
 */
export async function up(db: AnyDb): Promise<void> {
  await createIndex(db, 'billing_transactions_report_idx', 'billing_transactions', [
    'brand_id',
    'created_at',
    'status',
    'kind',
    'currency',
    'amount',
  ]);
  await createIndex(db, 'giveaway_entries_report_idx', 'giveaway_entries', [
    'created_at',
    'member_id',
    'entries',
  ]);
  await createIndex(db, 'media_progress_report_idx', 'media_progress', [
    'updated_at',
    'member_id',
    'media_id',
  ]);
  await createIndex(db, 'orders_brand_status_idx', 'orders', ['brand_id', 'status']);
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of [
    'orders_brand_status_idx',
    'media_progress_report_idx',
    'giveaway_entries_report_idx',
    'billing_transactions_report_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
