import { DEFAULT_RETENTION, type RetentionSettings } from '../config';

/**
 * What the retention job deletes, as cutoffs from "now" (docs/adr/0006-retention-of-sessions-links-
 * and-events.md). Rows older than their cutoff are of no use to anyone: an expired session or link
 * is refused by its own expiry check, and analytics older than the retention period are not kept.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Expired sessions and used or expired one-time links are kept one more day, so support can still
 * see why a link or a token just failed. It also keeps the e-mail change throttle whole: it counts a
 * member's changes of the last 24 hours (modules/account), and every deleted one is older than that.
 */
export const DEAD_ROW_GRACE_DAYS = 1;

/** Rows deleted per statement: each batch is one short statement, so no lock is held for long. */
export const RETENTION_BATCH_SIZE = 500;
/** A run stops after this many batches per table (a million rows); the next run goes on. */
export const RETENTION_MAX_BATCHES = 2_000;

export interface RetentionCutoffs {
  /** Sessions (member and generic) that expired before this. */
  sessionsExpiredBefore: string;
  /** One-time tokens and e-mail changes used or expired before this. */
  linksDeadBefore: string;
  /** Analytics events created before this. */
  eventsCreatedBefore: string;
}

export function retentionCutoffs(
  now: Date,
  settings: RetentionSettings = DEFAULT_RETENTION,
): RetentionCutoffs {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    sessionsExpiredBefore: before(DEAD_ROW_GRACE_DAYS),
    linksDeadBefore: before(DEAD_ROW_GRACE_DAYS),
    eventsCreatedBefore: before(settings.eventRetentionDays),
  };
}
