import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * What the migrations share: the database handle they take, the dialect test, the id column the
 * database numbers, the column definitions most tables repeat and the drops of `down`. Landed
 * migrations run these: a change here must not change a byte of the SQL they emit on SQLite or
 * PostgreSQL (compare a fresh database's schema before and after).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `CREATE TABLE name` with an `id` the database numbers: serial on PostgreSQL, autoincrement on SQLite. */
export function createTableWithId(db: AnyDb, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** A required reference whose rows go with the row they point at (`'members.id'`). */
export const ownedBy = (target: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().references(target).onDelete('cascade');

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
