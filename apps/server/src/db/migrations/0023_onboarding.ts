import { sql } from 'kysely';
import { type AnyDb } from './helpers';
import { notNull } from './tables';

/**
 * The onboarding mission (issue 14 item 4): one row per member who opened it, holding where they
 * are. Keyed by member (not brand), so a brand migration carries it along with the member. The
 * steps are moved with conditional updates (`WHERE steps_done = n`), which settle two concurrent
 * submissions of the same step in SQL: only one of them changes the row.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('onboarding_progress')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('in_progress', 'skipped', 'completed')`),
    )
    .addColumn('steps_done', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`steps_done BETWEEN 0 AND 3`),
    )
    .addColumn('started_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('completed_at', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('onboarding_progress').execute();
}
