import PgBoss from 'pg-boss';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { JobLog } from './job-log';
import {
  pgBossJob,
  pgBossJobs,
  pgBossStateOf,
  pgBossUnfinishedIdByKey,
  jobStateOf,
  pgBossDbOf,
  type PgBossJobRow,
} from './pg-boss-repo';
import {
  lockSingletonKey,
  progressOf,
  purgeProgress,
  recordError,
  resetProgress,
  upsertProgress,
  type ProgressRow,
} from './pg-progress-repo';
import { spacedProgress } from './progress-writer';
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

export interface PgBossQueueOptions {
  /** DATABASE_URL: pg-boss opens a small pool of its own on it. */
  connectionString: string;
  /** pg-boss's schema (default `pgboss`), beside the app's tables in the same database. */
  schema?: string;
  log: JobLog;
  /** Run the registered handlers here (default true); false: this process only sends and reads. */
  work?: boolean;
  /** At most this many jobs of each queue at once in this process (JOB_CONCURRENCY). */
  concurrencyCap?: number;
  /** How often each worker asks for a job (pg-boss's minimum is 0.5 s; default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often pg-boss expires jobs whose process died and archives ended ones (default 120 s). */
  maintenanceIntervalSeconds?: number;
  /** Connections of pg-boss's pool (default 4). */
  poolSize?: number;
}

export const DEFAULT_PG_BOSS_SCHEMA = 'pgboss';
/** How often a running job looks whether it was cancelled from another instance. */
const CANCEL_CHECK_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Registered {
  name: string;
  handler: JobHandler<unknown>;
  options: QueueOptions;
}

/**
 * The queue on PostgreSQL (docs/adr/0012-job-queue.md): pg-boss 10 in its own schema, so every
 * instance and every `npm run worker` shares the work; progress in our `job_progress`.
 */
export class PgBossJobQueue implements JobQueue {
  readonly engine = 'pg-boss' as const;
  private readonly queues = new Map<string, Registered>();
  private readonly running = new Map<string, AbortController>();
  private readonly schema: string;
  private boss: PgBoss | null = null;
  private abandoned = false;
  private housekeeping?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly opts: PgBossQueueOptions,
  ) {
    this.schema = opts.schema ?? DEFAULT_PG_BOSS_SCHEMA;
    if (!/^[a-z_][a-z0-9_]*$/.test(this.schema)) throw new Error(`invalid pg-boss schema ${this.schema}`);
  }

  register<T>(name: string, handler: JobHandler<T>, options: QueueOptions): void {
    assertQueueOptions(name, options);
    if (this.queues.has(name)) throw new Error(`queue ${name} is registered twice`);
    if (this.boss) throw new Error(`queue ${name} registered after start()`);
    this.queues.set(name, { name, handler: handler as JobHandler<unknown>, options });
  }

  async start(): Promise<void> {
    // No queue, nothing to send or run: no pg-boss schema, no pool (the views read tables only).
    if (this.boss || this.queues.size === 0) return;
    const boss = new PgBoss({
      connectionString: this.opts.connectionString,
      schema: this.schema,
      max: this.opts.poolSize ?? 4,
      application_name: 'member-area-jobs',
      ...(this.opts.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: this.opts.maintenanceIntervalSeconds }
        : {}),
      // Ended jobs stay in pg-boss's archive as long as the SQLite runner keeps its rows.
      deleteAfterDays: FINISHED_JOB_RETENTION_DAYS,
      // Cron schedules are not used: the platform's timed jobs stay on timers (jobs/index.ts).
      schedule: false,
    });
    boss.on('error', (err) => this.opts.log.error({ err }, 'pg-boss error'));
    await boss.start();
    this.boss = boss;
    for (const q of this.queues.values()) {
      const settings = {
        name: q.name,
        policy: 'standard' as const,
        retryLimit: q.options.retryLimit,
        retryDelay: q.options.retryDelaySeconds,
        retryBackoff: q.options.retryBackoff,
        expireInSeconds: q.options.expireInSeconds,
      };
      // createQueue does nothing when the queue exists; updateQueue then applies today's settings.
      await boss.createQueue(q.name, settings);
      await boss.updateQueue(q.name, settings);
    }
    if (this.opts.work === false) return;
    await this.purge();
    this.housekeeping = setInterval(() => void this.purge(), DAY_MS / 24);
    this.housekeeping.unref();
    for (const q of this.queues.values()) {
      const workers = Math.min(q.options.concurrency, this.opts.concurrencyCap ?? Infinity);
      // pg-boss 10 runs one fetch loop per work() call: n loops of one job each are n at once.
      for (let i = 0; i < workers; i += 1) {
        // pg-boss 10 waits out its polling interval after every fetch, a job found or not: one job
        // every 2 s per loop (hours for a music library's 10,000 packaging jobs). After a job the
        // loop is told to fetch again at once; it waits only once its queue is empty.
        let workerId: string | null = null;
        workerId = await boss.work<unknown>(
          q.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => {
            if (!job) return;
            try {
              await this.run(q, job);
            } finally {
              if (workerId && this.boss) this.boss.notifyWorker(workerId);
            }
          },
        );
      }
    }
  }

  async stop({ graceful }: StopOptions): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    clearInterval(this.housekeeping);
    if (!graceful) {
      this.abandoned = true;
      for (const c of this.running.values()) c.abort(new Error('job queue stopped'));
    }
    // pg-boss fails what is still running when it stops (retried if attempts are left): a job is
    // never left active for its expiry to find, unless the process died.
    await boss.stop({ graceful, timeout: 30_000, close: true });
    this.boss = null;
  }

  async send<T>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const boss = this.started();
    if (!this.queues.has(name)) throw new Error(`queue ${name} is not registered`);
    const sendOptions: PgBoss.SendOptions = {};
    if (options.startAfterSeconds) sendOptions.startAfter = options.startAfterSeconds;
    const payload = (data ?? null) as object;
    const key = options.singletonKey;
    if (key === undefined) return boss.send(name, payload, sendOptions);
    // pg-boss 10's policies keep one job per key in one state at most, not one unfinished job per
    // key: the check and the insert run in one transaction, under a lock of the key.
    return inTransaction(this.db, async (trx) => {
      await lockSingletonKey(trx, name, key);
      const existing = await pgBossUnfinishedIdByKey(trx, this.schema, name, key);
      if (existing) return existing;
      return boss.send(name, payload, { ...sendOptions, singletonKey: key, db: pgBossDbOf(trx) });
    });
  }

  async job(id: string): Promise<JobView | null> {
    if (!isUuid(id)) return null;
    const row = await pgBossJob(this.db, this.schema, id);
    if (!row) return null;
    const progress = await progressOf(this.db, [row.id]);
    return viewOf(row, progress.get(row.id), new Date());
  }

  async jobs(query: JobsQuery): Promise<JobView[]> {
    const rows = await pgBossJobs(this.db, this.schema, query);
    const progress = await progressOf(
      this.db,
      rows.map((r) => r.id),
    );
    const now = new Date();
    return rows.map((r) => viewOf(r, progress.get(r.id), now));
  }

  async cancel(id: string): Promise<boolean> {
    const boss = this.started();
    const row = isUuid(id) ? await pgBossJob(this.db, this.schema, id) : undefined;
    if (!row || !['created', 'retry', 'active'].includes(row.state)) return false;
    await boss.cancel(row.name, id);
    this.running.get(id)?.abort(new Error('job cancelled'));
    this.opts.log.info({ jobId: id, queue: row.name }, 'job cancelled');
    return (await pgBossStateOf(this.db, this.schema, row.name, id)) === 'cancelled';
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }

  /** One attempt of one job; a throw is pg-boss's signal to retry or fail it. */
  private async run(q: Registered, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const controller = new AbortController();
    const attempt = job.retryCount + 1;
    const context = { jobId: job.id, queue: q.name, attempt };
    const log = this.opts.log;
    this.running.set(job.id, controller);
    // pg-boss fails an attempt past its expiry but cannot stop the handler: the signal does.
    const expiry = setTimeout(
      () => controller.abort(new Error(`ran past ${q.options.expireInSeconds} s`)),
      q.options.expireInSeconds * 1000,
    );
    // A cancel from another instance reaches pg-boss's table only: look there now and then.
    const cancelCheck = setInterval(() => {
      pgBossStateOf(this.db, this.schema, q.name, job.id)
        .then((state) => {
          if (state === 'cancelled') controller.abort(new Error('job cancelled'));
        })
        .catch((err: unknown) => log.error({ ...context, err }, 'job queue: cancel check failed'));
    }, CANCEL_CHECK_MS);
    for (const t of [expiry, cancelCheck]) t.unref();
    const started = Date.now();
    try {
      await resetProgress(this.db, job.id, q.name, new Date().toISOString());
      log.info(context, `job ${q.name} started`);
      await q.handler({
        id: job.id,
        data: job.data,
        attempt,
        signal: controller.signal,
        progress: spacedProgress(async (p) => {
          if (this.abandoned) return;
          await upsertProgress(this.db, job.id, q.name, p, new Date().toISOString());
        }),
      });
      if (controller.signal.aborted && !this.abandoned) throw controller.signal.reason;
      log.info({ ...context, ms: Date.now() - started }, `job ${q.name} done`);
    } catch (err) {
      if (!this.abandoned) {
        await recordError(this.db, job.id, q.name, errorMessage(err), new Date().toISOString()).catch(
          (e: unknown) => log.error({ ...context, err: e }, 'job queue: recording an error failed'),
        );
        const last = attempt > q.options.retryLimit;
        const fields = { ...context, ms: Date.now() - started, err };
        if (last) log.error(fields, `job ${q.name} failed`);
        else log.warn(fields, `job ${q.name} failed; retrying`);
      }
      throw err;
    } finally {
      clearTimeout(expiry);
      clearInterval(cancelCheck);
      this.running.delete(job.id);
    }
  }

  private async purge(): Promise<void> {
    try {
      const before = new Date(Date.now() - FINISHED_JOB_RETENTION_DAYS * DAY_MS).toISOString();
      await purgeProgress(this.db, before);
    } catch (err) {
      this.opts.log.error({ err }, 'job queue: deleting old progress failed');
    }
  }
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

function errorOfOutput(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: { message?: unknown } };
  const message = o.message ?? o.value?.message;
  return typeof message === 'string' ? message : null;
}

function viewOf(row: PgBossJobRow, progress: ProgressRow | undefined, now: Date): JobView {
  const state = jobStateOf(row.state);
  const ended = state === 'done' || state === 'failed' || state === 'cancelled';
  const view: JobView = {
    id: row.id,
    name: row.name,
    state,
    data: row.data,
    singletonKey: row.singleton_key,
    // pg-boss counts retries, ours attempts started: a job never fetched is at 0.
    attempt: row.started_on ? row.retry_count + 1 : 0,
    progress:
      progress && (progress.total > 0 || progress.done > 0)
        ? { done: progress.done, total: progress.total, label: progress.label }
        : null,
    createdAt: row.created_on.toISOString(),
    startedAt: row.started_on?.toISOString() ?? null,
    finishedAt: ended ? (row.completed_on?.toISOString() ?? null) : null,
    // Ours first: pg-boss's output holds the error only until a later attempt succeeds.
    lastError:
      progress?.last_error ?? (state === 'failed' || state === 'retrying' ? errorOfOutput(row.output) : null),
    etaSeconds: null,
  };
  view.etaSeconds = etaOf(view, now);
  return view;
}
