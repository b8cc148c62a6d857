import type { Generated } from 'kysely';

/** The state of a job row of the embedded runner (jobs/queue/sqlite-queue.ts). */
export type JobRowState = 'queued' | 'running' | 'retrying' | 'done' | 'failed' | 'cancelled';

/** A job of the embedded runner on SQLite (migration 0033); empty on PostgreSQL, where pg-boss keeps them. */
export interface JobQueueTable {
  id: string; // UUID
  name: string; // the queue
  data: string; // JSON
  state: JobRowState;
  /** At most one queued, running or retrying job per (name, key): a partial unique index. */
  singleton_key: string | null;
  /** Attempts started so far (0 while it never ran). */
  attempt: Generated<number>;
  /** ISO time before which it is not claimed (a delayed send, a retry's back-off). */
  run_after: string;
  /** The runner holding it while it runs, and until when (ISO); renewed by a heartbeat. */
  lease_owner: string | null;
  lease_until: string | null;
  progress_done: number | null;
  progress_total: number | null;
  progress_label: string | null;
  last_error: string | null;
  created_at: string;
  /** When the current (or last) attempt started. */
  started_at: string | null;
  finished_at: string | null;
}

/** Progress and last error of a pg-boss job (PostgreSQL; migration 0033), keyed by pg-boss's id. */
export interface JobProgressTable {
  job_id: string;
  name: string;
  done: Generated<number>;
  total: Generated<number>;
  label: string | null;
  last_error: string | null;
  updated_at: string;
}

export interface JobTables {
  job_queue: JobQueueTable;
  job_progress: JobProgressTable;
}
