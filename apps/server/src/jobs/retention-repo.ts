import type { DbOrTrx } from '../db/kysely';

/**
 * The retention job's deletes (jobs/retention.ts). Each deletes at most `limit` rows in one
 * statement (`DELETE … WHERE key IN (SELECT key … LIMIT n)`, which SQLite and PostgreSQL both run)
 * and returns how many it deleted. The cutoffs use the indexes of migration 0024.
 */

export async function deleteExpiredSessions(db: DbOrTrx, beforeIso: string, limit: number): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where('jti', 'in', (eb) =>
      eb.selectFrom('sessions').select('jti').where('expires_at', '<', beforeIso).limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Password-reset and sign-in links used or expired before the cutoff. */
export async function deleteDeadOneTimeTokens(
  db: DbOrTrx,
  beforeIso: string,
  limit: number,
): Promise<number> {
  const r = await db
    .deleteFrom('one_time_tokens')
    .where('token_hash', 'in', (eb) =>
      eb
        .selectFrom('one_time_tokens')
        .select('token_hash')
        .where((w) => w.or([w('expires_at', '<', beforeIso), w('used_at', '<', beforeIso)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** E-mail confirmation links used or expired before the cutoff. */
export async function deleteDeadEmailChanges(db: DbOrTrx, beforeIso: string, limit: number): Promise<number> {
  const r = await db
    .deleteFrom('email_changes')
    .where('token_hash', 'in', (eb) =>
      eb
        .selectFrom('email_changes')
        .select('token_hash')
        .where((w) => w.or([w('expires_at', '<', beforeIso), w('used_at', '<', beforeIso)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteOldEvents(db: DbOrTrx, beforeIso: string, limit: number): Promise<number> {
  const r = await db
    .deleteFrom('events')
    .where('id', 'in', (eb) =>
      eb.selectFrom('events').select('id').where('created_at', '<', beforeIso).limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
