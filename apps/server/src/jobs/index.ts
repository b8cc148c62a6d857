import type { Services } from '../services';
import { runDrawsJob } from './draws';
import { runMonthlyEntriesJob } from './monthly-entries';
import { runOrderReservationsJob } from './order-reservations';
import { runPurgeJob } from './purge';
import { runRenewalJob } from './renewal';
import { runRetentionJob } from './retention';

export const RENEWAL_INTERVAL_MS = 60 * 60 * 1000; // hourly
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000; // daily
/** Draws (commitments, close, announce, publish): every 10 minutes, so a month opens with its commitment. */
export const DRAWS_INTERVAL_MS = 10 * 60 * 1000;
/** Monthly exclusive free entries: hourly, so a member who subscribes mid-month is entered within the hour. */
export const MONTHLY_ENTRIES_INTERVAL_MS = 60 * 60 * 1000;
/** Unpaid card orders give their stock back within 5 minutes of their hold ending. */
export const ORDER_RESERVATIONS_INTERVAL_MS = 5 * 60 * 1000;
/** Expired sessions and links, old events (jobs/retention.ts): hourly, so a flood is gone within the hour of its expiry. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the billing and giveaway jobs on timers (unref'd, so they never keep the process alive).
 * Each run is safe to overlap with another instance's: renewals claim an idempotency key per period,
 * the purge deletes whole members, draws claim each step with UPDATE … WHERE status, monthly
 * entries insert under a key per member and month, and order reservations claim each order with
 * UPDATE … WHERE status = 'pending_payment'. A job never overlaps itself within one process. Both also run
 * shortly after start, so a server restarted more often than daily still purges. Returns a stop
 * function for shutdown.
 */
export function startJobs(s: Services): () => void {
  const guarded = (name: string, job: () => Promise<unknown>) => {
    let running = false;
    return () => {
      if (running) return;
      running = true;
      job()
        .catch((err: unknown) => s.log.error({ err }, `${name} job failed`))
        .finally(() => {
          running = false;
        });
    };
  };
  const renew = guarded('renewal', () => runRenewalJob(s));
  const purge = guarded('purge', () => runPurgeJob(s));
  const draws = guarded('draws', () => runDrawsJob(s));
  const monthly = guarded('monthly-entries', () => runMonthlyEntriesJob(s));
  const reservations = guarded('order-reservations', () => runOrderReservationsJob(s));
  const retention = guarded('retention', () => runRetentionJob(s));
  const timers = [
    setInterval(renew, RENEWAL_INTERVAL_MS),
    setInterval(purge, PURGE_INTERVAL_MS),
    setInterval(draws, DRAWS_INTERVAL_MS),
    setInterval(monthly, MONTHLY_ENTRIES_INTERVAL_MS),
    setInterval(reservations, ORDER_RESERVATIONS_INTERVAL_MS),
    setInterval(retention, RETENTION_INTERVAL_MS),
  ];
  // First runs shortly after start, not at once: the start itself has enough to do.
  const firsts = [
    setTimeout(renew, 30_000),
    setTimeout(purge, 90_000),
    setTimeout(draws, 45_000),
    setTimeout(monthly, 60_000),
    setTimeout(reservations, 75_000),
    setTimeout(retention, 105_000),
  ];
  for (const t of [...timers, ...firsts]) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
    for (const t of firsts) clearTimeout(t);
  };
}
