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

function openPostgres({ url, schema, poolSize }: OpenDbOptions): DbHandle {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
