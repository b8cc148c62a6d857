import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';

/** Progress and last error of pg-boss's jobs, in our `job_progress` (migration 0033). */

export interface ProgressRow {
  job_id: string;
  done: number;
  total: number;
  label: string | null;
  last_error: string | null;
}

export async function upsertProgress(
  db: DbOrTrx,
  jobId: string,
  name: string,
  p: { done: number; total: number; label: string | null },
  now: string,
): Promise<void> {
  await db
    .insertInto('job_progress')
    .values({
      job_id: jobId,
      name,
      done: p.done,
      total: p.total,
      label: p.label,
      last_error: null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('job_id').doUpdateSet({ done: p.done, total: p.total, label: p.label, updated_at: now }),
    )
    .execute();
}

/** A new attempt reports from zero (its ETA's rate counts from its start); the last error stays. */
export async function resetProgress(db: DbOrTrx, jobId: string, name: string, now: string): Promise<void> {
  await db
    .insertInto('job_progress')
    .values({ job_id: jobId, name, done: 0, total: 0, label: null, last_error: null, updated_at: now })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ done: 0, total: 0, label: null, updated_at: now }))
    .execute();
}

export async function recordError(
  db: DbOrTrx,
  jobId: string,
  name: string,
  error: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('job_progress')
    .values({ job_id: jobId, name, done: 0, total: 0, label: null, last_error: error, updated_at: now })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ last_error: error, updated_at: now }))
    .execute();
}

export async function progressOf(db: DbOrTrx, jobIds: readonly string[]): Promise<Map<string, ProgressRow>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('job_progress')
    .select(['job_id', 'done', 'total', 'label', 'last_error'])
    .where('job_id', 'in', [...jobIds])
    .execute();
  return new Map(rows.map((r) => [r.job_id, r]));
}

export async function purgeProgress(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('job_progress').where('updated_at', '<', before).execute();
}

/** Serialises sends of one singleton key across processes until the transaction ends. */
export async function lockSingletonKey(db: DbOrTrx, name: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`job:${name}:${key}`}))`.execute(db);
}
