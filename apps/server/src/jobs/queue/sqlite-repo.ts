import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { JobQueueTable } from '../../db/tables/jobs';
import type { JobsQuery } from './types';

/** The embedded runner's SQL on `job_queue` (migration 0033). Times are ISO strings, which sort as text. */

export type JobRow = Selectable<JobQueueTable>;

export interface NewJob {
  id: string;
  name: string;
  data: string;
  singletonKey: string | null;
  runAfter: string;
  createdAt: string;
}

/** Inserts a job; null when an unfinished job holds its singleton key (the partial unique index). */
export async function insertJob(db: DbOrTrx, job: NewJob): Promise<string | null> {
  const row = await db
    .insertInto('job_queue')
    .values({
      id: job.id,
      name: job.name,
      data: job.data,
      state: 'queued',
      singleton_key: job.singletonKey,
      run_after: job.runAfter,
      lease_owner: null,
      lease_until: null,
      progress_done: null,
      progress_total: null,
      progress_label: null,
      last_error: null,
      created_at: job.createdAt,
      started_at: null,
      finished_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function unfinishedIdByKey(db: DbOrTrx, name: string, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('job_queue')
    .select('id')
    .where('name', '=', name)
    .where('singleton_key', '=', key)
    .where('state', 'in', ['queued', 'running', 'retrying'])
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface Claim {
  name: string;
  owner: string;
  now: string;
  leaseUntil: string;
  /** A running row whose lease ran out is taken again only while it has attempts left. */
  retryLimit: number;
  limit: number;
}

/**
 * Claims up to `limit` jobs in one statement, so two runners (threads, processes on one file) never
 * take the same row: SQLite runs the UPDATE under its write lock, the subquery included. Takes
 * waiting rows whose time came, and running rows whose runner stopped renewing its lease (a
 * process that died). Each claim starts an attempt.
 */
export async function claimJobs(db: DbOrTrx, c: Claim): Promise<JobRow[]> {
  const claimable = db
    .selectFrom('job_queue')
    .select('id')
    .where('name', '=', c.name)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', 'in', ['queued', 'retrying']), eb('run_after', '<=', c.now)]),
        eb.and([
          eb('state', '=', 'running'),
          eb('lease_until', '<', c.now),
          eb('attempt', '<=', c.retryLimit),
        ]),
      ]),
    )
    .orderBy('run_after')
    .orderBy('created_at')
    .limit(c.limit);
  return db
    .updateTable('job_queue')
    .set({
      state: 'running',
      attempt: sql`attempt + 1`,
      lease_owner: c.owner,
      lease_until: c.leaseUntil,
      started_at: c.now,
      finished_at: null,
      // A new attempt reports from zero: the ETA's rate counts from its start.
      progress_done: null,
      progress_total: null,
      progress_label: null,
    })
    .where('id', 'in', claimable)
    .returningAll()
    .execute();
}

/** Running rows whose lease ran out with no attempt left: failed, the lost process named as the reason. */
export async function failAbandoned(
  db: DbOrTrx,
  a: { name: string; now: string; retryLimit: number; error: string },
): Promise<string[]> {
  const rows = await db
    .updateTable('job_queue')
    .set({ state: 'failed', last_error: a.error, finished_at: a.now, lease_owner: null, lease_until: null })
    .where('name', '=', a.name)
    .where('state', '=', 'running')
    .where('lease_until', '<', a.now)
    .where('attempt', '>', a.retryLimit)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Renews this runner's leases; answers the ids it still holds (a cancelled or re-taken job is missing). */
export async function renewLeases(
  db: DbOrTrx,
  owner: string,
  ids: readonly string[],
  leaseUntil: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('job_queue')
    .set({ lease_until: leaseUntil })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Writes a held job's progress; false when the job is no longer this runner's (cancelled, re-taken). */
export async function writeProgress(
  db: DbOrTrx,
  held: { id: string; owner: string },
  p: { done: number; total: number; label: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('job_queue')
    .set({ progress_done: p.done, progress_total: p.total, progress_label: p.label })
    .where('id', '=', held.id)
    .where('lease_owner', '=', held.owner)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type AttemptOutcome =
  | { state: 'done' }
  | { state: 'retrying'; error: string; runAfter: string }
  | { state: 'failed'; error: string };

/** Records how an attempt ended, if the job is still this runner's. */
export async function endAttempt(
  db: DbOrTrx,
  held: { id: string; owner: string },
  now: string,
  outcome: AttemptOutcome,
): Promise<boolean> {
  const result = await db
    .updateTable('job_queue')
    .set({
      state: outcome.state,
      lease_owner: null,
      lease_until: null,
      ...(outcome.state === 'retrying'
        ? { last_error: outcome.error, run_after: outcome.runAfter, finished_at: null }
        : outcome.state === 'failed'
          ? { last_error: outcome.error, finished_at: now }
          : { finished_at: now }),
    })
    .where('id', '=', held.id)
    .where('lease_owner', '=', held.owner)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function cancelJob(db: DbOrTrx, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('job_queue')
    .set({ state: 'cancelled', finished_at: now, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'running', 'retrying'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function jobById(db: DbOrTrx, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('job_queue').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listJobs(db: DbOrTrx, q: JobsQuery): Promise<JobRow[]> {
  let query = db.selectFrom('job_queue').selectAll();
  if (q.name !== undefined) query = query.where('name', '=', q.name);
  if (q.states && q.states.length > 0) query = query.where('state', 'in', [...q.states]);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(q.limit).execute();
}

/** Deletes finished jobs (done, failed, cancelled) that finished before `before`. */
export async function purgeFinished(db: DbOrTrx, before: string): Promise<number> {
  const result = await db
    .deleteFrom('job_queue')
    .where('state', 'in', ['done', 'failed', 'cancelled'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
