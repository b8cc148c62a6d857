/**
 * The job queue both engines offer (docs/adr/0012-job-queue.md): pg-boss on PostgreSQL
 * (./pg-boss-queue.ts), our own runner on SQLite (./sqlite-queue.ts). A handler is written once
 * and runs on either.
 */

export type JobState = 'queued' | 'running' | 'retrying' | 'done' | 'failed' | 'cancelled';

export const JOB_STATES: readonly JobState[] = [
  'queued',
  'running',
  'retrying',
  'done',
  'failed',
  'cancelled',
];

/** States of a job that is not over: a singleton key is taken while its job is in one of these. */
export const UNFINISHED_STATES: readonly JobState[] = ['queued', 'running', 'retrying'];

export interface JobProgress {
  done: number;
  total: number;
  label?: string;
}

/** What a handler gets for one attempt of one job. */
export interface JobContext<T> {
  id: string;
  data: T;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  /**
   * Aborted when the job is cancelled, when the attempt ran past `expireInSeconds`, and when the
   * queue stops without waiting (a shutdown): long work (ffmpeg) should pass it on and stop.
   */
  signal: AbortSignal;
  /**
   * Records how far the job is, for the console and the command on any instance. Cheap to call per
   * item: writes are spaced (PROGRESS_WRITE_EVERY_MS) except the last one (done = total).
   */
  progress(p: JobProgress): Promise<void>;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface QueueOptions {
  /** Jobs of this queue one process runs at once (JOB_CONCURRENCY may lower it). */
  concurrency: number;
  /** Retries after the first attempt failed: 2 means up to 3 attempts. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** The n-th retry waits retryDelaySeconds × 2^(n−1) (pg-boss adds jitter on PostgreSQL). */
  retryBackoff: boolean;
  /** An attempt running longer fails (and is retried): more than the slowest honest run. */
  expireInSeconds: number;
}

export interface SendOptions {
  /**
   * At most one queued, running or retrying job per key and queue: a send while one is unfinished
   * makes no second job and answers the unfinished one's id.
   */
  singletonKey?: string;
  /** Not run before this many seconds from now. */
  startAfterSeconds?: number;
}

/** A job as the console and the commands see it. */
export interface JobView {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  singletonKey: string | null;
  /** Attempts started so far: 0 while it never ran. */
  attempt: number;
  /** Null until the handler first reported. */
  progress: { done: number; total: number; label: string | null } | null;
  createdAt: string;
  /** When the current (or last) attempt started. */
  startedAt: string | null;
  finishedAt: string | null;
  /** The last failed attempt's error message, kept after a later attempt succeeded. */
  lastError: string | null;
  /** Seconds left at the current attempt's rate (packages/domain etaSeconds); null when unknown or not running. */
  etaSeconds: number | null;
}

export interface JobsQuery {
  name?: string;
  states?: readonly JobState[];
  /** Newest first, at most this many. */
  limit: number;
}

export interface StopOptions {
  /**
   * true: take no new jobs and wait for the running ones to finish. false: as if the process had
   * died: running jobs' signals are aborted and their outcome is not recorded; another runner
   * takes them again (SQLite: once their lease ran out; PostgreSQL: pg-boss fails them at once to
   * be retried).
   */
  graceful: boolean;
}

export interface JobQueue {
  readonly engine: 'sqlite' | 'pg-boss';
  /** Declares a queue and its handler; before start(). Every process that sends to a queue registers it. */
  register<T>(name: string, handler: JobHandler<T>, options: QueueOptions): void;
  /**
   * Queues a job; resolves to its id. With a singleton key whose job is unfinished, to that job's
   * id instead (no second job is made). Null only if pg-boss refused the job for a reason of its own.
   */
  send<T>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  job(id: string): Promise<JobView | null>;
  jobs(query: JobsQuery): Promise<JobView[]>;
  /** Cancels a queued, retrying or running job (a running one's signal is aborted); false when it was over. */
  cancel(id: string): Promise<boolean>;
  /** Starts working the registered queues (unless this process only sends: `work: false`). */
  start(): Promise<void>;
  stop(options: StopOptions): Promise<void>;
}

/** Queue names both engines accept (pg-boss: letters, digits, _ and -; we keep to lower case). */
export const QUEUE_NAME = /^[a-z][a-z0-9_-]{0,49}$/;

export function assertQueueOptions(name: string, o: QueueOptions): void {
  if (!QUEUE_NAME.test(name)) throw new Error(`invalid queue name ${name}`);
  const whole = (v: number, min: number) => Number.isInteger(v) && v >= min;
  if (!whole(o.concurrency, 1)) throw new Error(`${name}: concurrency must be a whole number ≥ 1`);
  if (!whole(o.retryLimit, 0)) throw new Error(`${name}: retryLimit must be a whole number ≥ 0`);
  if (!whole(o.retryDelaySeconds, 0))
    throw new Error(`${name}: retryDelaySeconds must be a whole number ≥ 0`);
  if (!whole(o.expireInSeconds, 1)) throw new Error(`${name}: expireInSeconds must be a whole number ≥ 1`);
}

/** Progress writes are at least this far apart per job (the last one, done = total, always goes). */
export const PROGRESS_WRITE_EVERY_MS = 250;

/** Finished jobs (done, failed, cancelled) and their progress are deleted after this many days. */
export const FINISHED_JOB_RETENTION_DAYS = 14;

/** An error's message as kept on the job. */
export function errorMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 2000);
}
