import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../db/kysely';
import { retryDelaySeconds } from './backoff';
import type { JobLog } from './job-log';
import { spacedProgress } from './progress-writer';
import {
  cancelJob,
  claimJobs,
  endAttempt,
  failAbandoned,
  insertJob,
  jobById,
  listJobs,
  purgeFinished,
  renewLeases,
  unfinishedIdByKey,
  writeProgress,
  type AttemptOutcome,
  type JobRow,
} from './sqlite-repo';
import {
  FINISHED_JOB_RETENTION_DAYS,
  assertQueueOptions,
  errorMessage,
  type JobHandler,
  type JobQueue,
  type JobView,
  type JobsQuery,
  type QueueOptions,
  type SendOptions,
  type StopOptions,
} from './types';
import { etaOf } from './views';

export interface SqliteQueueOptions {
  log: JobLog;
  /** Run the registered handlers here (default true); false: this process only sends and reads. */
  work?: boolean;
  /** At most this many jobs of each queue at once in this process (JOB_CONCURRENCY); absent = each queue's own. */
  concurrencyCap?: number;
  /** How long a claimed job stays this runner's without a heartbeat: a dead process's jobs come back after it. */
  leaseSeconds?: number;
  /** How often each queue looks for due jobs (a send in this process wakes it at once). */
  pollIntervalMs?: number;
}

export const DEFAULT_LEASE_SECONDS = 30;
export const DEFAULT_POLL_INTERVAL_MS = 1000;
const HOUR_MS = 60 * 60 * 1000;

interface Registered {
  name: string;
  handler: JobHandler<unknown>;
  options: QueueOptions;
  concurrency: number;
  running: Map<string, RunningJob>;
  timer?: NodeJS.Timeout;
  ticking: boolean;
  again: boolean;
}

interface RunningJob {
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The embedded runner on SQLite (docs/adr/0012-job-queue.md): jobs in `job_queue`, claimed with
 * one UPDATE … RETURNING, held by a lease renewed every third of its length. Safe for several
 * processes on one database file (the app and `npm run worker` on the same machine).
 */
export class SqliteJobQueue implements JobQueue {
  readonly engine = 'sqlite' as const;
  private readonly queues = new Map<string, Registered>();
  /** Identifies this runner's leases: a restarted process is a new owner. */
  private readonly owner = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly work: boolean;
  private heartbeat?: NodeJS.Timeout;
  private housekeeping?: NodeJS.Timeout;
  private started = false;
  private stopping = false;
  /** After a stop without waiting: nothing a still-running handler does is recorded. */
  private abandoned = false;

  constructor(
    private readonly db: Db,
    private readonly opts: SqliteQueueOptions,
  ) {
    this.leaseMs = (opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
    this.pollMs = opts.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.work = opts.work ?? true;
  }

  register<T>(name: string, handler: JobHandler<T>, options: QueueOptions): void {
    assertQueueOptions(name, options);
    if (this.queues.has(name)) throw new Error(`queue ${name} is registered twice`);
    if (this.started) throw new Error(`queue ${name} registered after start()`);
    this.queues.set(name, {
      name,
      handler: handler as JobHandler<unknown>,
      options,
      concurrency: Math.min(options.concurrency, this.opts.concurrencyCap ?? Infinity),
      running: new Map(),
      ticking: false,
      again: false,
    });
  }

  async send<T>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.queues.has(name)) throw new Error(`queue ${name} is not registered`);
    const now = new Date();
    const runAfter = new Date(now.getTime() + (options.startAfterSeconds ?? 0) * 1000);
    const key = options.singletonKey ?? null;
    // Two tries: the unfinished job holding the key may finish between the refused insert and the read.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const id = await insertJob(this.db, {
        id: crypto.randomUUID(),
        name,
        data: JSON.stringify(data ?? null),
        singletonKey: key,
        runAfter: runAfter.toISOString(),
        createdAt: now.toISOString(),
      });
      if (id) {
        this.wake(name);
        return id;
      }
      if (key === null) return null;
      const existing = await unfinishedIdByKey(this.db, name, key);
      if (existing) return existing;
    }
    return null;
  }

  async job(id: string): Promise<JobView | null> {
    const row = await jobById(this.db, id);
    return row ? viewOf(row, new Date()) : null;
  }

  async jobs(query: JobsQuery): Promise<JobView[]> {
    const now = new Date();
    return (await listJobs(this.db, query)).map((r) => viewOf(r, now));
  }

  async cancel(id: string): Promise<boolean> {
    const cancelled = await cancelJob(this.db, id, new Date().toISOString());
    // Running here: stop it now rather than at the next heartbeat.
    for (const q of this.queues.values()) q.running.get(id)?.controller.abort(new Error('job cancelled'));
    if (cancelled) this.opts.log.info({ jobId: id }, 'job cancelled');
    return cancelled;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (!this.work) return;
    await this.purge();
    this.housekeeping = setInterval(() => void this.purge(), HOUR_MS);
    this.housekeeping.unref();
    this.heartbeat = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
    for (const q of this.queues.values()) this.schedule(q, 0);
  }

  async stop({ graceful }: StopOptions): Promise<void> {
    this.stopping = true;
    for (const q of this.queues.values()) clearTimeout(q.timer);
    clearInterval(this.housekeeping);
    const running = [...this.queues.values()].flatMap((q) => [...q.running.values()]);
    if (graceful) {
      await Promise.all(running.map((r) => r.done));
      clearInterval(this.heartbeat);
      return;
    }
    // As if the process had died: leases are no longer renewed, so another runner takes these
    // jobs once they run out; the handlers are told to stop, and whatever they do next is ignored.
    this.abandoned = true;
    clearInterval(this.heartbeat);
    for (const r of running) r.controller.abort(new Error('job queue stopped'));
  }

  private wake(name: string): void {
    const q = this.queues.get(name);
    if (q && this.work && this.started && !this.stopping) this.schedule(q, 0);
  }

  private schedule(q: Registered, delayMs: number): void {
    clearTimeout(q.timer);
    q.timer = setTimeout(() => void this.tick(q), delayMs);
    q.timer.unref();
  }

  /** Claims what this queue has room for, starts it, and looks again after the poll interval. */
  private async tick(q: Registered): Promise<void> {
    if (this.stopping) return;
    if (q.ticking) {
      q.again = true;
      return;
    }
    q.ticking = true;
    try {
      const free = q.concurrency - q.running.size;
      if (free > 0) {
        const now = new Date();
        const lost = await failAbandoned(this.db, {
          name: q.name,
          now: now.toISOString(),
          retryLimit: q.options.retryLimit,
          error: 'the process running it stopped and no attempt is left',
        });
        for (const id of lost)
          this.opts.log.error({ jobId: id, queue: q.name }, 'job failed: its runner was lost');
        const rows = await claimJobs(this.db, {
          name: q.name,
          owner: this.owner,
          now: now.toISOString(),
          leaseUntil: new Date(now.getTime() + this.leaseMs).toISOString(),
          retryLimit: q.options.retryLimit,
          limit: free,
        });
        for (const row of rows) this.run(q, row);
      }
    } catch (err) {
      this.opts.log.error({ err, queue: q.name }, 'job queue: claiming failed');
    } finally {
      q.ticking = false;
    }
    if (this.stopping) return;
    const again = q.again;
    q.again = false;
    this.schedule(q, again ? 0 : this.pollMs);
  }

  private run(q: Registered, row: JobRow): void {
    const controller = new AbortController();
    const held = { id: row.id, owner: this.owner };
    const log = this.opts.log;
    const context = { jobId: row.id, queue: q.name, attempt: row.attempt };
    const expiredError = new Error(`ran past ${q.options.expireInSeconds} s`);
    let expired = false;
    const expiry = setTimeout(() => {
      expired = true;
      controller.abort(expiredError);
    }, q.options.expireInSeconds * 1000);
    expiry.unref();
    const progress = spacedProgress(async (p) => {
      if (this.abandoned || controller.signal.aborted) return;
      const ours = await writeProgress(this.db, held, p);
      // Cancelled (or taken by another runner after a lost lease): tell the handler to stop.
      if (!ours) controller.abort(new Error('job cancelled'));
    });
    const started = Date.now();
    log.info(context, `job ${q.name} started`);

    const done = (async () => {
      let failure: unknown = null;
      try {
        await q.handler({
          id: row.id,
          data: JSON.parse(row.data) as unknown,
          attempt: row.attempt,
          signal: controller.signal,
          progress,
        });
      } catch (err) {
        failure = err;
      } finally {
        clearTimeout(expiry);
      }
      if (this.abandoned) return;
      // Past its expiry the attempt failed, whatever the handler did after (as on pg-boss).
      if (expired) failure = expiredError;
      const ms = Date.now() - started;
      const now = new Date();
      let outcome: AttemptOutcome;
      if (failure === null) outcome = { state: 'done' };
      else if (row.attempt <= q.options.retryLimit) {
        const waitSeconds = retryDelaySeconds(q.options, row.attempt);
        outcome = {
          state: 'retrying',
          error: errorMessage(failure),
          runAfter: new Date(now.getTime() + waitSeconds * 1000).toISOString(),
        };
      } else
        outcome = {
          state: 'failed',
          error: errorMessage(failure),
        };
      try {
        const recorded = await endAttempt(this.db, held, now.toISOString(), outcome);
        if (!recorded) log.info({ ...context, ms }, `job ${q.name} ended after it was cancelled`);
        else if (outcome.state === 'done') log.info({ ...context, ms }, `job ${q.name} done`);
        else if (outcome.state === 'retrying')
          log.warn(
            { ...context, ms, err: failure, retryAt: outcome.runAfter },
            `job ${q.name} failed; retrying`,
          );
        else log.error({ ...context, ms, err: failure }, `job ${q.name} failed`);
      } catch (err) {
        // The lease runs out and another attempt takes the job: nothing is lost but this attempt.
        log.error({ ...context, err }, `job ${q.name}: its outcome could not be recorded`);
      }
    })().finally(() => {
      q.running.delete(row.id);
      if (!this.stopping) this.schedule(q, 0);
    });
    q.running.set(row.id, { controller, done });
  }

  /** Renews this runner's leases; a job it no longer holds (cancelled elsewhere) is told to stop. */
  private async renew(): Promise<void> {
    if (this.abandoned) return;
    const running = [...this.queues.values()].flatMap((q) => [...q.running.entries()]);
    if (running.length === 0) return;
    try {
      const held = await renewLeases(
        this.db,
        this.owner,
        running.map(([id]) => id),
        new Date(Date.now() + this.leaseMs).toISOString(),
      );
      for (const [id, r] of running) if (!held.has(id)) r.controller.abort(new Error('job cancelled'));
    } catch (err) {
      this.opts.log.error({ err }, 'job queue: renewing leases failed');
    }
  }

  private async purge(): Promise<void> {
    try {
      const before = new Date(Date.now() - FINISHED_JOB_RETENTION_DAYS * 24 * HOUR_MS).toISOString();
      await purgeFinished(this.db, before);
    } catch (err) {
      this.opts.log.error({ err }, 'job queue: deleting finished jobs failed');
    }
  }
}

function viewOf(row: JobRow, now: Date): JobView {
  const view: JobView = {
    id: row.id,
    name: row.name,
    state: row.state,
    data: JSON.parse(row.data) as unknown,
    singletonKey: row.singleton_key,
    attempt: row.attempt,
    progress:
      row.progress_done === null || row.progress_total === null
        ? null
        : { done: row.progress_done, total: row.progress_total, label: row.progress_label },
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    lastError: row.last_error,
    etaSeconds: null,
  };
  view.etaSeconds = etaOf(view, now);
  return view;
}
