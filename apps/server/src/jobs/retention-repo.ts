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

/**
 * Links used or expired before the cutoff: password-reset and sign-in links (`one_time_tokens`) or
 * e-mail confirmation links (`email_changes`), both keyed by their token's hash.
 */
export async function deleteDeadLinks(
  db: DbOrTrx,
  table: 'one_time_tokens' | 'email_changes',
  beforeIso: string,
  limit: number,
): Promise<number> {
  const r = await db
    .deleteFrom(table)
    .where('token_hash', 'in', (eb) =>
      eb
        .selectFrom(table)
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
