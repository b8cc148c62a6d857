import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Report a problem (issue #4 part 6): one row per report. The catalogue of issue types and ids is
 * code (packages/domain feedback), so the table keeps plain numbers; the title is copied at report
 * time so a report still says what it was about after the catalogue changes.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('feedbacks')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer')
    .addColumn('media_title', 'text')
    .addColumn('issue_type', 'integer', (c) => c.notNull())
    .addColumn('issue_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Member.feedbacks (newest first) and the hourly limit both read a member's latest reports.
  await db.schema
    .createIndex('feedbacks_member_created')
    .on('feedbacks')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('feedbacks').execute();
}
