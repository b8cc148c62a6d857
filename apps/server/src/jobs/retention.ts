import { setImmediate as nextTurn } from 'node:timers/promises';
import { DEFAULT_RETENTION, type RetentionSettings } from '../config';
import type { Db } from '../db/kysely';
import type { Clock } from '../lib/clock';
import type { Services } from '../services';
import { RETENTION_BATCH_SIZE, RETENTION_MAX_BATCHES, retentionCutoffs } from './retention-policy';
import { deleteDeadLinks, deleteExpiredSessions, deleteOldEvents } from './retention-repo';

/** How many rows one run deleted, per table. */
export interface RetentionReport {
  sessions: number;
  oneTimeTokens: number;
  emailChanges: number;
  events: number;
}

export interface RetentionContext {
  db: Db;
  clock: Clock;
  settings?: RetentionSettings;
  /** Rows per statement; tests make it small to see the batching. */
  batchSize?: number;
}

/**
 * Runs one table's delete batch after batch until a batch comes back short (nothing left) or the
 * run's batch budget is spent. Between batches the event loop gets a turn: on SQLite each
 * statement runs on the main thread, so requests are served in between.
 */
async function drain(deleteBatch: (limit: number) => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch++) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) break;
    await nextTurn();
  }
  return total;
}

/**
 * Deletes what nobody may use any more (issue 15 weakness 3, docs/adr/0006): sessions past their
 * expiry (member and generic), used or expired one-time links (password reset, sign-in link,
 * e-mail confirmation), and analytics events past the retention period. Every delete is keyed on
 * a condition that stays true, so two instances running it at once only share the work.
 */
export async function applyRetention(ctx: RetentionContext): Promise<RetentionReport> {
  const cut = retentionCutoffs(ctx.clock(), ctx.settings ?? DEFAULT_RETENTION);
  const size = ctx.batchSize ?? RETENTION_BATCH_SIZE;
  return {
    sessions: await drain((n) => deleteExpiredSessions(ctx.db, cut.sessionsExpiredBefore, n), size),
    oneTimeTokens: await drain(
      (n) => deleteDeadLinks(ctx.db, 'one_time_tokens', cut.linksDeadBefore, n),
      size,
    ),
    emailChanges: await drain((n) => deleteDeadLinks(ctx.db, 'email_changes', cut.linksDeadBefore, n), size),
    events: await drain((n) => deleteOldEvents(ctx.db, cut.eventsCreatedBefore, n), size),
  };
}

/** One pass of the retention job at the services' clock (tests move the clock, then call this). */
export async function runRetentionJob(
  s: Pick<Services, 'db' | 'clock' | 'config' | 'log'>,
): Promise<RetentionReport> {
  const report = await applyRetention({ db: s.db, clock: s.clock, settings: s.config.retention });
  if (report.sessions + report.oneTimeTokens + report.emailChanges + report.events > 0)
    s.log.info({ job: 'retention', ...report }, 'retention job deleted rows past their retention');
  return report;
}
