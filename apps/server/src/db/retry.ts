import { PostgresAdapter } from 'kysely';
import type { DbOrTrx } from './kysely';

/**
 * PostgreSQL SQLSTATEs after which the whole transaction may simply run again: 40001
 * serialization_failure and 40P01 deadlock_detected (PostgreSQL chose this transaction as the
 * victim and rolled it back). SQLite runs one transaction at a time and never raises either.
 */
export const RETRYABLE_SQLSTATES: readonly string[] = ['40001', '40P01'];
export const MAX_ATTEMPTS = 4;
/** Upper bound of the random pause before attempt n (n × this), so retried victims do not collide again. */
export const RETRY_JITTER_MS = 25;

export function isRetryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.includes(code);
}

/**
 * Runs `work` (one whole transaction) again when the database rolled it back as a deadlock victim
 * or a serialization failure. `work` must start its own transaction: a retry inside a failed one
 * would fail again.
 */
export async function withRetry<T>(work: () => Promise<T>, attempts = MAX_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_JITTER_MS * attempt));
    }
  }
}

/** Whether `SELECT … FOR UPDATE` exists here: PostgreSQL yes; SQLite has no row locks (nor needs them). */
export function hasRowLocks(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
