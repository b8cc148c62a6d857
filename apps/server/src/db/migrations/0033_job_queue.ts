import { sql } from 'kysely';
import { createIndex, dropTables, type AnyDb } from './helpers';
import { notNull } from './tables';

/**
 * The job queue (issue 32 point 4, docs/adr/0012-job-queue.md).
 *
 * `job_queue` is the embedded runner's queue on SQLite: one row a job, claimed with one
 * `UPDATE … RETURNING`, held by a lease its runner renews, retried with back-off. On PostgreSQL
 * pg-boss keeps the jobs in its own schema and this table stays empty.
 *
 * `job_progress` is where pg-boss's jobs report progress and keep their last error (pg-boss's own
 * `output` is written only when an attempt ends), so every instance can show a running job's bar.
 * On SQLite the progress lives on the `job_queue` row and this table stays empty.
 *
 * Both are created on both engines, as app_locks (0028) is: one schema on both (docs/adr/0001),
 * so a database moved from SQLite to PostgreSQL never meets a missing table, and an empty table
 * costs nothing.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('job_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('singleton_key', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', notNull)
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('progress_done', 'integer')
    .addColumn('progress_total', 'integer')
    .addColumn('progress_label', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  // The claim: a queue's waiting rows by when they may run.
  await createIndex(db, 'job_queue_claim', 'job_queue', ['name', 'state', 'run_after']);
  // The views list the newest first.
  await createIndex(db, 'job_queue_created', 'job_queue', ['created_at']);
  // One unfinished job per singleton key: "never one file twice at once" settled by the database.
  await db.schema
    .createIndex('job_queue_one_unfinished_per_key')
    .on('job_queue')
    .columns(['name', 'singleton_key'])
    .unique()
    .where(sql.ref('singleton_key'), 'is not', null)
    .where(sql.ref('state'), 'in', sql`('queued', 'running', 'retrying')`)
    .execute();

  await db.schema
    .createTable('job_progress')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'text')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', notNull)
    .execute();
  // Retention deletes by age.
  await createIndex(db, 'job_progress_updated', 'job_progress', ['updated_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['job_progress', 'job_queue']);
}
