import { sql } from 'kysely';
import { type AnyDb, createIndex, isPostgres } from './helpers';

/**
 * The dashboards' member counts and plays (docs/adr/0014-dashboard-member-counts-and-plays.md):
 *
 * - `subscriptions.brand_id`, its member's brand, written with every subscription (a brand
 *   migration moves it with the member's other rows), backfilled here; and one index holding every
 *   column the member counts and the recurring revenue read, led by the brand, so they read a
 *   brand's subscriptions from the index alone instead of joining 100,000 members. Nullable, as
 *   SQLite cannot add a NOT NULL column without a default; the schema type requires it.
 * - `report_plays`: for each member and title, the UTC day its progress was last counted on by the
 *   rollup job, so a later save moves the member from that day's `plays` to the new day's instead
 *   of counting them on both. The plays already rolled up were counted without it: every rollup row
 *   is dropped, and the next run of the job (hourly, or `npm run ops -- rollup-reports`) rolls every
 *   closed day up again; until then the dashboards count live.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('brand_id', 'text', (c) => c.references('brands.id'))
    .execute();
  await sql`update subscriptions set brand_id =
    (select members.brand_id from members where members.id = subscriptions.member_id)`.execute(db);
  await createIndex(db, 'subscriptions_report_idx', 'subscriptions', [
    'brand_id',
    'is_trial',
    'start_date',
    'end_date',
    'is_active',
    'cancelled_at',
    'plan_id',
    'price_recurring',
  ]);
  await db.schema
    .createTable('report_plays')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_plays_pk', ['member_id', 'media_id'])
    .$call((q) => (isPostgres(db) ? q : q.modifyEnd(sql`without rowid`)))
    .execute();
  await createIndex(db, 'report_plays_day_idx', 'report_plays', ['day', 'media_id', 'member_id']);
  await db.deleteFrom('report_daily').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('report_plays').execute();
  await db.schema.dropIndex('subscriptions_report_idx').execute();
  await db.schema.alterTable('subscriptions').dropColumn('brand_id').execute();
}
