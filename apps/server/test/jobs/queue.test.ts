import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { openDb, type DbHandle, type Dialect } from '../../src/db/kysely';
import { migrateToLatest } from '../../src/db/migrate';
import {
  PgBossJobQueue,
  SqliteJobQueue,
  retryDelaySeconds,
  type JobLog,
  type JobQueue,
  type JobView,
  type QueueOptions,
} from '../../src/jobs/queue';
import { DIALECTS } from '../harness';
import { createPgDatabase } from '../pg-database';

/**
 * The queue on both engines (issue 32 point 4): the same handlers on pg-boss (a database of its own
 * per test, so its `pgboss` schema is this test's) and on the embedded SQLite runner. No fixed
 * sleeps: every wait polls for a state under a deadline.
 */

const OPTIONS: QueueOptions = {
  concurrency: 1,
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 60,
};

/** Polls `probe` until it answers something truthy, failing after the deadline. */
async function waitFor<T>(
  probe: () => Promise<T> | T,
  what: string,
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/** A promise a test resolves when it chooses (a handler waits on it). */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}
function memoryLog(lines: Pick<LogLine[], 'push'>): JobLog {
  const at = (level: LogLine['level']) => (obj: object, msg: string) =>
    lines.push({ level, obj: obj as Record<string, unknown>, msg });
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

interface Engine {
  handle: DbHandle;
  makeQueue(options?: { concurrencyCap?: number }): JobQueue;
  drop(): Promise<void>;
}

async function engineFor(dialect: Dialect, log: JobLog): Promise<Engine> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-queue-'));
    const handle = openDb({ url: path.join(dir, 'test.sqlite') });
    await migrateToLatest(handle.db);
    return {
      handle,
      // A 1 s lease: a "crashed" runner's job comes back within a second.
      makeQueue: (o = {}) =>
        new SqliteJobQueue(handle.db, { log, leaseSeconds: 1, pollIntervalMs: 50, ...o }),
      drop: async () => {
        await handle.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPgDatabase('q');
  const handle = openDb({ url: database.url, poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    handle,
    makeQueue: (o = {}) =>
      new PgBossJobQueue(handle.db, {
        connectionString: database.url,
        log,
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
        poolSize: 2,
        ...o,
      }),
    drop: async () => {
      await handle.destroy();
      await database.drop();
    },
  };
}

describe('retryDelaySeconds', () => {
  it.each([
    { backoff: true, retry: 1, expected: 5 },
    { backoff: true, retry: 2, expected: 10 },
    { backoff: true, retry: 4, expected: 40 },
    { backoff: false, retry: 4, expected: 5 },
    { backoff: true, retry: 40, expected: 86_400 },
  ])('retry $retry, back-off $backoff: $expected s', ({ backoff, retry, expected }) => {
    expect(retryDelaySeconds({ retryDelaySeconds: 5, retryBackoff: backoff }, retry)).toBe(expected);
  });
});

describe('JOB_WORKERS and JOB_CONCURRENCY', () => {
  const base = () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ma-config-')) });
  it("runs jobs in the app with each queue's own concurrency unless told otherwise", () => {
    expect(loadConfig(base())).toMatchObject({ jobWorkers: true, jobConcurrency: undefined });
    expect(loadConfig({ ...base(), JOB_WORKERS: '0', JOB_CONCURRENCY: '3' })).toMatchObject({
      jobWorkers: false,
      jobConcurrency: 3,
    });
    expect(loadConfig({ ...base(), JOB_WORKERS: 'true' }).jobWorkers).toBe(true);
  });
  it('refuses a concurrency that is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '65', '1.5', 'many'])
      expect(() => loadConfig({ ...base(), JOB_CONCURRENCY: bad })).toThrow(ConfigError);
  });
});

for (const dialect of DIALECTS) {
  describe(`job queue (${dialect})`, { timeout: 60_000 }, () => {
    let engine: Engine;
    let lines: LogLine[] = [];
    const started: JobQueue[] = [];

    // One database for the file (each test has queues of its own names): migrating one per test
    // cost more than the tests.
    beforeAll(async () => {
      engine = await engineFor(dialect, memoryLog({ push: (line: LogLine) => lines.push(line) }));
    });
    afterAll(() => engine.drop());
    beforeEach(() => {
      lines = [];
    });
    afterEach(async () => {
      for (const q of started.splice(0)) await q.stop({ graceful: false });
    });

    async function start(q: JobQueue): Promise<JobQueue> {
      started.push(q);
      await q.start();
      return q;
    }
    const stateOf = (q: JobQueue, id: string) => q.job(id);
    const until = (q: JobQueue, id: string, test: (v: JobView) => boolean, what: string) =>
      waitFor(async () => {
        const v = await stateOf(q, id);
        return v && test(v) ? v : null;
      }, what);

    it('runs a job, which reports its progress while it runs, and logs it by id', async () => {
      const release = gate();
      const q = engine.makeQueue();
      q.register<{ files: number }>(
        'scan',
        async (job) => {
          await job.progress({ done: 1, total: job.data.files, label: 'a.mp3' });
          await release.promise;
          await job.progress({ done: job.data.files, total: job.data.files });
        },
        OPTIONS,
      );
      await start(q);
      const id = await q.send('scan', { files: 4 });
      expect(id).toEqual(expect.any(String));

      const running = await until(
        q,
        id!,
        (v) => v.state === 'running' && v.progress?.done === 1,
        'progress 1/4',
      );
      expect(running).toMatchObject({
        name: 'scan',
        data: { files: 4 },
        attempt: 1,
        progress: { done: 1, total: 4, label: 'a.mp3' },
        finishedAt: null,
        lastError: null,
      });
      expect(running.startedAt).not.toBeNull();
      // 1 of 4 done: three more at the same rate, so a number, once any time passed.
      await until(q, id!, (v) => typeof v.etaSeconds === 'number' && v.etaSeconds >= 0, 'an ETA');

      release.open();
      const done = await until(q, id!, (v) => v.state === 'done', 'done');
      expect(done).toMatchObject({
        attempt: 1,
        progress: { done: 4, total: 4 },
        etaSeconds: null,
        lastError: null,
      });
      expect(done.finishedAt).not.toBeNull();
      expect((await q.jobs({ name: 'scan', states: ['done'], limit: 10 })).map((j) => j.id)).toEqual([id]);
      expect(await q.jobs({ name: 'scan', states: ['queued', 'failed'], limit: 10 })).toEqual([]);

      await waitFor(() => lines.some((l) => l.msg === 'job scan done'), 'the done line');
      const ofJob = lines.filter((l) => l.obj.jobId === id).map((l) => l.msg);
      expect(ofJob).toEqual(['job scan started', 'job scan done']);
    });

    it('retries a failing job with back-off, then fails it keeping its error', async () => {
      const calls: { attempt: number; at: number }[] = [];
      const q = engine.makeQueue();
      q.register(
        'flaky',
        async (job) => {
          calls.push({ attempt: job.attempt, at: Date.now() });
          throw new Error(`broken file (attempt ${job.attempt})`);
        },
        { ...OPTIONS, retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
      );
      await start(q);
      const id = (await q.send('flaky', {}))!;

      const retrying = await until(q, id, (v) => v.state === 'retrying', 'retrying after the first attempt');
      expect(retrying).toMatchObject({ attempt: 1, lastError: 'broken file (attempt 1)', finishedAt: null });

      const failed = await until(q, id, (v) => v.state === 'failed', 'failed');
      expect(failed).toMatchObject({ attempt: 3, lastError: 'broken file (attempt 3)' });
      expect(failed.finishedAt).not.toBeNull();
      expect(calls.map((c) => c.attempt)).toEqual([1, 2, 3]);
      // Back-off: 1 s before the first retry, 2 s before the second (pg-boss adds up to as much again).
      const gaps = [calls[1]!.at - calls[0]!.at, calls[2]!.at - calls[1]!.at];
      expect(gaps[0]).toBeGreaterThanOrEqual(900);
      expect(gaps[1]).toBeGreaterThanOrEqual(1900);
      expect(lines.filter((l) => l.obj.jobId === id && l.level === 'warn')).toHaveLength(2);
      expect(lines.filter((l) => l.obj.jobId === id && l.level === 'error').map((l) => l.msg)).toEqual([
        'job flaky failed',
      ]);
    });

    it('never runs two jobs of one singleton key at once, and answers the unfinished one’s id', async () => {
      const release = gate();
      const runningByKey = new Map<string, number>();
      let most = 0;
      const q = engine.makeQueue();
      q.register<{ file: string }>(
        'package',
        async (job) => {
          const n = (runningByKey.get(job.data.file) ?? 0) + 1;
          runningByKey.set(job.data.file, n);
          most = Math.max(most, n);
          try {
            await release.promise;
          } finally {
            runningByKey.set(job.data.file, n - 1);
          }
        },
        { ...OPTIONS, concurrency: 4 },
      );
      await start(q);
      const sends = await Promise.all(
        Array.from({ length: 5 }, () => q.send('package', { file: 'a.mkv' }, { singletonKey: 'file:1' })),
      );
      const first = sends[0]!;
      expect(new Set(sends)).toEqual(new Set([first]));
      await until(q, first, (v) => v.state === 'running', 'the first running');
      // While it runs, a send of the same key is the same job; another key is another job.
      expect(await q.send('package', { file: 'a.mkv' }, { singletonKey: 'file:1' })).toBe(first);
      const other = await q.send('package', { file: 'b.mkv' }, { singletonKey: 'file:2' });
      expect(other).not.toBe(first);
      await until(q, other!, (v) => v.state === 'running', 'the other key running');
      expect(await q.jobs({ name: 'package', limit: 10 })).toHaveLength(2);

      release.open();
      await until(q, first, (v) => v.state === 'done', 'the first done');
      expect(most).toBe(1);
      // Once it finished, the key is free again.
      const again = await q.send('package', { file: 'a.mkv' }, { singletonKey: 'file:1' });
      expect(again).not.toBe(first);
      await until(q, again!, (v) => v.state === 'done', 'the second done');
      expect(most).toBe(1);
    });

    it('resumes a job after a crash: a new queue on the same database runs it to completion', async () => {
      const inFirst = gate();
      let firstSawAbort = false;
      const crashed = engine.makeQueue();
      crashed.register<{ n: number }>(
        'resume',
        async (job) => {
          await job.progress({ done: 1, total: 2 });
          inFirst.open();
          await new Promise<void>((_, reject) =>
            job.signal.addEventListener('abort', () => {
              firstSawAbort = true;
              reject(job.signal.reason as Error);
            }),
          );
        },
        { ...OPTIONS, retryLimit: 2 },
      );
      await start(crashed);
      const id = (await crashed.send('resume', { n: 7 }))!;
      await inFirst.promise;
      await crashed.stop({ graceful: false });
      expect(firstSawAbort).toBe(true);

      const attempts: number[] = [];
      const restarted = engine.makeQueue();
      restarted.register<{ n: number }>(
        'resume',
        async (job) => {
          attempts.push(job.attempt);
          await job.progress({ done: 2, total: 2 });
        },
        { ...OPTIONS, retryLimit: 2 },
      );
      await start(restarted);
      const done = await until(restarted, id, (v) => v.state === 'done', 'done after the restart');
      expect(done).toMatchObject({ attempt: 2, data: { n: 7 }, progress: { done: 2, total: 2 } });
      expect(attempts).toEqual([2]);
    });

    it('runs at most `concurrency` jobs of a queue at once, and JOB_CONCURRENCY lowers it', async () => {
      for (const [cap, expected] of [
        [undefined, 2],
        [1, 1],
      ] as const) {
        const release = gate();
        let active = 0;
        let most = 0;
        const q = engine.makeQueue(cap ? { concurrencyCap: cap } : {});
        const name = `batch_${expected}`;
        q.register(
          name,
          async () => {
            active += 1;
            most = Math.max(most, active);
            try {
              await release.promise;
            } finally {
              active -= 1;
            }
          },
          { ...OPTIONS, concurrency: 2 },
        );
        await start(q);
        const ids = await Promise.all(Array.from({ length: 5 }, (_, i) => q.send(name, { i })));
        await waitFor(() => active === expected, `${expected} running`);
        const running = await q.jobs({ name, states: ['running'], limit: 10 });
        expect(running).toHaveLength(expected);
        release.open();
        for (const id of ids) await until(q, id!, (v) => v.state === 'done', 'all done');
        expect(most).toBe(expected);
        await q.stop({ graceful: true });
      }
    });

    it('fails an attempt that runs past expireInSeconds, telling its handler through the signal', async () => {
      let reason: unknown = null;
      const q = engine.makeQueue();
      q.register(
        'stuck',
        async (job) => {
          await new Promise<void>((_, reject) =>
            job.signal.addEventListener('abort', () => {
              reason = job.signal.reason;
              reject(job.signal.reason as Error);
            }),
          );
        },
        { ...OPTIONS, expireInSeconds: 1 },
      );
      await start(q);
      const id = (await q.send('stuck', {}))!;
      const failed = await until(
        q,
        id,
        (v) => v.state === 'failed' && v.lastError !== null,
        'failed by expiry',
      );
      expect(failed.lastError).toMatch(/ran past 1 s|exceeded 1000ms/);
      await waitFor(() => reason, 'the handler told to stop');
      expect(String(reason)).toContain('ran past 1 s');
    });

    it('cancels a waiting job and stops a running one through its signal', async () => {
      let aborted = false;
      const q = engine.makeQueue();
      q.register(
        'long',
        async (job) => {
          await new Promise<void>((resolve) =>
            job.signal.addEventListener('abort', () => {
              aborted = true;
              resolve();
            }),
          );
        },
        OPTIONS,
      );
      await start(q);
      const later = (await q.send('long', {}, { startAfterSeconds: 3600 }))!;
      expect(await q.cancel(later)).toBe(true);
      expect(await q.job(later)).toMatchObject({ state: 'cancelled', attempt: 0 });
      expect(await q.cancel(later)).toBe(false);

      const now = (await q.send('long', {}))!;
      await until(q, now, (v) => v.state === 'running', 'running');
      expect(await q.cancel(now)).toBe(true);
      await waitFor(() => aborted, 'the handler told to stop');
      await until(q, now, (v) => v.state === 'cancelled', 'cancelled');
      expect(await q.job('00000000-0000-0000-0000-000000000000')).toBeNull();
    });
  });
}
