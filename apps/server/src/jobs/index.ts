import { type ServerJob, composeJobs } from '../modules/contract';
import { serverModules } from '../modules';
import type { Services } from '../services';
import { RETENTION_INTERVAL_MS } from './intervals';
import { runRetentionJob } from './retention';

export * from './intervals';

/** The platform's own job, of no module: expired sessions and links, old events. */
const retentionJob: ServerJob = {
  name: 'retention',
  everyMs: RETENTION_INTERVAL_MS,
  firstAfterMs: 105_000,
  run: (s) => runRetentionJob(s),
};

/** Every job: the modules' (their module.ts), then the platform's. */
export const allJobs: readonly ServerJob[] = [...composeJobs(serverModules), retentionJob];

/**
 * Starts the jobs on timers (unref'd, so they never keep the process alive).
 * Each run is safe to overlap with another instance's: renewals claim an idempotency key per period,
 * the purge deletes whole members, draws claim each step with UPDATE … WHERE status, monthly
 * entries insert under a key per member and month, and order reservations claim each order with
 * UPDATE … WHERE status = 'pending_payment'. A job never overlaps itself within one process. Each
 * also runs shortly after start, so a server restarted more often than daily still purges. Returns
 * a stop function for shutdown.
 */
export function startJobs(s: Services, jobs: readonly ServerJob[] = allJobs): () => void {
  const guarded = (job: ServerJob) => {
    let running = false;
    return () => {
      if (running) return;
      running = true;
      job
        .run(s)
        .catch((err: unknown) => s.log.error({ err }, `${job.name} job failed`))
        .finally(() => {
          running = false;
        });
    };
  };
  const timers: NodeJS.Timeout[] = [];
  const firsts: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const run = guarded(job);
    timers.push(setInterval(run, job.everyMs));
    // First runs shortly after start, not at once: the start itself has enough to do.
    firsts.push(setTimeout(run, job.firstAfterMs));
  }
  for (const t of [...timers, ...firsts]) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
    for (const t of firsts) clearTimeout(t);
  };
}
