/**
 * The seed's lock (issue 29 item 5): instances that start together on one database seed one after
 * the other, so the second finds the first one's rows instead of racing it to insert them (the
 * seed's "insert if missing" reads and writes in separate statements and transactions).
 *
 * PostgreSQL: a session advisory lock held on one pooled connection while the seed uses the others;
 * the server drops it if the process dies. Keyed by the schema too, so test schemas sharing a
 * database do not wait for each other.
 * SQLite: a lease row in app_locks (migration 0028), renewed while the seed runs; a process that
 * died lets go when its lease runs out. Within one SQLite process it also serialises two calls.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isSqlite, type Db, type DbOrTrx } from '../db/kysely';

const SEED_LOCK = 'member-area demo seed';
/** A lease outlives a few missed renewals, and a dead holder blocks a restart this long at most. */
const LEASE_MS = 60_000;
const RENEW_EVERY_MS = 15_000;
const POLL_MS = 200;

export async function withSeedLock<T>(
  db: Db,
  work: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  if (!isSqlite(db)) return withAdvisoryLock(db, work, onWait);
  return withLease(db, SEED_LOCK, work, onWait);
}

async function withAdvisoryLock<T>(db: Db, work: () => Promise<T>, onWait: () => void): Promise<T> {
  return db.connection().execute(async (conn) => {
    if (!(await tryAdvisoryLock(conn))) {
      onWait();
      await advisoryLock(conn);
    }
    try {
      return await work();
    } finally {
      await advisoryUnlock(conn);
    }
  });
}

const lockKey = sql`hashtextextended(${SEED_LOCK}::text || '/' || current_schema()::text, 0)`;

async function tryAdvisoryLock(db: DbOrTrx): Promise<boolean> {
  const r = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${lockKey}) AS locked`.execute(db);
  return r.rows[0]?.locked === true;
}

async function advisoryLock(db: DbOrTrx): Promise<void> {
  await sql`SELECT pg_advisory_lock(${lockKey})`.execute(db);
}

async function advisoryUnlock(db: DbOrTrx): Promise<void> {
  await sql`SELECT pg_advisory_unlock(${lockKey})`.execute(db);
}

async function withLease<T>(db: Db, name: string, work: () => Promise<T>, onWait: () => void): Promise<T> {
  const holder = `${process.pid}:${randomUUID()}`;
  let waited = false;
  while (!(await claimLease(db, name, holder, Date.now()))) {
    if (!waited) onWait();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const renewal = setInterval(() => {
    // A failed renewal only shortens the lease; the seed itself reports real database trouble.
    renewLease(db, name, holder, Date.now()).catch(() => {});
  }, RENEW_EVERY_MS);
  renewal.unref();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await releaseLease(db, name, holder);
  }
}

const expiry = (nowMs: number) => new Date(nowMs + LEASE_MS).toISOString();

/** Takes the lease when it is free or expired (one statement: of two claimants one wins). */
export async function claimLease(db: DbOrTrx, name: string, holder: string, nowMs: number): Promise<boolean> {
  const row = await db
    .insertInto('app_locks')
    .values({ name, holder, expires_at: expiry(nowMs) })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiry(nowMs) })
        .where('app_locks.expires_at', '<', new Date(nowMs).toISOString()),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

async function renewLease(db: DbOrTrx, name: string, holder: string, nowMs: number): Promise<void> {
  await db
    .updateTable('app_locks')
    .set({ expires_at: expiry(nowMs) })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

async function releaseLease(db: DbOrTrx, name: string, holder: string): Promise<void> {
  await db.deleteFrom('app_locks').where('name', '=', name).where('holder', '=', holder).execute();
}
