import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** Repositories take either the database or an open transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export interface OpenDbOptions {
  /** `postgres://…` selects PostgreSQL; anything else is an SQLite file path (or ':memory:'). */
  url: string;
  /** PostgreSQL only: a schema to create and use, so test files never share tables. */
  schema?: string;
  poolSize?: number;
}

export function openDb(options: OpenDbOptions): DbHandle {
  if (/^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options);
  return openSqlite(options.url);
}

function openSqlite(file: string): DbHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * PostgreSQL: a statement holding this comment is prepared once per connection (a named statement)
 * instead of parsed and planned on every call, which saves about half a millisecond. For the
 * hottest reads only (search): every distinct text stays prepared on each connection for the
 * connection's life, so mark only statements with few distinct texts, and never a `SELECT *`
 * (PostgreSQL refuses a prepared plan whose result columns a migration has since changed). SQLite
 * ignores it (a comment). In a query builder: `.modifyFront(sql.raw(PREPARED))`.
 */
export const PREPARED = '/* prepared */';

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `ma_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** pg's client, with statements marked PREPARED sent as named statements. */
class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has a dozen overloads; this only forwards them
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && config.includes(PREPARED) && Array.isArray(values))
      return super.query({ name: statementName(config), text: config, values }, callback);
    return super.query(config, values, callback);
  }
}

function openPostgres({ url, schema, poolSize }: OpenDbOptions): DbHandle {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: url,
    max: poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
