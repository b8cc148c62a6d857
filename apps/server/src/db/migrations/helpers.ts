import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What the migrations share: the database handle they take, the dialect test, indexes and the drops
 * of `down` (tables and their columns: ./tables.ts). Landed migrations run these: a change here must
 * not change a byte of the SQL they emit on SQLite or PostgreSQL (compare a fresh database's schema
 * before and after).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `CREATE INDEX name ON table (columns)`; a column may carry its order (`'created_at desc'`). */
export async function createIndex(db: AnyDb, name: string, table: string, columns: string[]) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops the tables in the order given (dependants first). */
export async function dropTables(db: AnyDb, tables: readonly string[], options: { ifExists?: boolean } = {}) {
  for (const table of tables) {
    const drop = db.schema.dropTable(table);
    await (options.ifExists ? drop.ifExists() : drop).execute();
  }
}
