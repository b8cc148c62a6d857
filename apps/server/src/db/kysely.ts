import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
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

/**
 * Whether a database handle (or a copy of it from `withPlugin`, or a transaction) is SQLite, whose
 * commits choose their durability (see inTransaction). Read from the handle's dialect adapter:
 * `getExecutor()` is marked internal in Kysely's types but is how plugins reach the adapter;
 * commit-durability.test.ts fails if that ever changes.
 */
export function isSqlite(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

function openSqlite(file: string): DbHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // NORMAL between transactions: in WAL mode a killed process loses nothing, and a power cut can
  // lose only the last autocommit writes (play progress, events, sessions). Money is written in
  // inTransaction(), which switches this connection to FULL for its commit, so an acknowledged
  // payment, coin credit, entry or order is on disk (docs/adr/0007-sqlite-synchronous.md).
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new StatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** How many prepared SQLite statements are kept: far more than the distinct texts of a busy request mix. */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite driver sees it, with each statement prepared once per SQL text
 * instead of on every execution (Kysely's driver calls prepare() for every query: parsing and
 * planning a long join costs more than running it on an index). Least recently used texts leave
 * first, so texts that vary with their input (an IN list of n values) cannot grow it without bound.
 * A kept statement stays valid across migrations: SQLite re-prepares it when the schema changes.
 * Safe to share because the driver runs one query at a time on its single connection, and a
 * stream holds that connection until it ends.
 */
export class StatementCache implements SqliteDatabase {
  private readonly statements = new Map<string, SqliteStatement>();

  constructor(
    private readonly sqlite: Pick<SQLite.Database, 'prepare' | 'close'>,
    private readonly limit = SQLITE_STATEMENT_CACHE_SIZE,
  ) {}

  get size(): number {
    return this.statements.size;
  }

  prepare(text: string): SqliteStatement {
    let stmt = this.statements.get(text);
    if (stmt) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      this.statements.delete(text);
    } else {
      stmt = this.sqlite.prepare(text);
      if (this.statements.size >= this.limit) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(text, stmt);
    return stmt;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
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
