import { sql } from 'kysely';
import { isSqlite, type Db, type DbOrTrx } from './kysely';

export interface TransactionOptions {
  /**
   * The commit waits until it is on disk, so it survives a power cut and not only a killed process
   * (SQLite: `synchronous = FULL` for this commit; PostgreSQL: `synchronous_commit = on`, its
   * default). Default true. Pass false only for writes a power cut may lose without harm, at a high
   * rate: play progress. Never for money, entries, orders or account security.
   */
  durable?: boolean;
}

/**
 * The one place a service opens a transaction: the service decides what belongs together (a unit of
 * work is a business decision) and hands the open transaction to repository functions, which run
 * the statements. The SQL-in-repositories lint rule keeps `db.transaction()` itself here.
 * A throw inside `work` rolls everything back.
 */
export function inTransaction<T>(
  db: Db,
  work: (trx: DbOrTrx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const sqlite = isSqlite(db);
  if (options.durable === false) {
    if (sqlite) return db.transaction().execute((trx) => work(trx));
    return db.transaction().execute(async (trx) => {
      // PostgreSQL: the commit returns before its WAL record is flushed. A killed server process
      // loses nothing (PostgreSQL still flushes it); a crash of PostgreSQL itself may lose the
      // last fraction of a second of these writes. Reset by the commit (SET LOCAL).
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  if (!sqlite) return db.transaction().execute((trx) => work(trx));
  return durableSqliteTransaction(db, work);
}

/**
 * SQLite runs with `synchronous = NORMAL` (docs/adr/0007-sqlite-synchronous.md): the connection
 * switches to FULL before BEGIN and back after the commit, holding the connection throughout, so
 * no other statement commits in between. A FULL commit syncs the whole WAL, earlier NORMAL frames
 * included. The pragma cannot change inside a transaction, hence around it.
 */
async function durableSqliteTransaction<T>(db: Db, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = FULL`.execute(connection);
    try {
      return await connection.transaction().execute((trx) => work(trx));
    } finally {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    }
  });
}
