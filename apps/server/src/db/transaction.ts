import type { Db, DbOrTrx } from './kysely';

/**
 * The one place a service opens a transaction: the service decides what belongs together (a unit of
 * work is a business decision) and hands the open transaction to repository functions, which run
 * the statements. The SQL-in-repositories lint rule keeps `db.transaction()` itself here.
 * A throw inside `work` rolls everything back.
 */
export function inTransaction<T>(db: Db, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(trx));
}
