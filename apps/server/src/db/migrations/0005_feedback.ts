import { type AnyDb, createIndex } from './helpers';
import { createTableWithId, notNull, ownedBy } from './tables';

/**
 * Report a problem (issue #4 part 6): one row per report. The catalogue of issue types and ids is
 * code (packages/domain feedback), so the table keeps plain numbers; the title is copied at report
 * time so a report still says what it was about after the catalogue changes.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'feedbacks')
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('media_type', 'text', notNull)
    .addColumn('media_id', 'integer')
    .addColumn('media_title', 'text')
    .addColumn('issue_type', 'integer', notNull)
    .addColumn('issue_id', 'integer', notNull)
    .addColumn('text', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  // Member.feedbacks (newest first) and the hourly limit both read a member's latest reports.
  await createIndex(db, 'feedbacks_member_created', 'feedbacks', ['member_id', 'created_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('feedbacks').execute();
}
