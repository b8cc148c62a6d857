import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../src/db/kysely';
import { inTransaction } from '../../src/db/transaction';

// 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA (https://www.sqlite.org/pragma.html#pragma_synchronous)
const NORMAL = 1;
const FULL = 2;

describe('SQLite durability settings (docs/adr/0007-sqlite-synchronous.md)', () => {
  let dir: string;
  let handle: DbHandle;
  const synchronous = async (db: DbHandle['db']) =>
    (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db)).rows[0]?.synchronous;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-sync-'));
    handle = openDb({ url: path.join(dir, 'x.sqlite') });
  });
  afterEach(async () => {
    await handle.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens the file in WAL mode with synchronous = NORMAL between transactions', async () => {
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(handle.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(await synchronous(handle.db)).toBe(NORMAL);
  });

  it('commits a transaction with synchronous = FULL (on disk when acknowledged), then returns to NORMAL', async () => {
    const inside = await inTransaction(
      handle.db,
      async (trx) =>
        (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(trx)).rows[0]?.synchronous,
    );
    expect(inside).toBe(FULL);
    expect(await synchronous(handle.db)).toBe(NORMAL);
  });

  it('returns to NORMAL after a transaction that fails and rolls back', async () => {
    await sql`CREATE TABLE t (v INTEGER)`.execute(handle.db);
    await expect(
      inTransaction(handle.db, async (trx) => {
        await sql`INSERT INTO t VALUES (1)`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await synchronous(handle.db)).toBe(NORMAL);
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM t`.execute(handle.db)).rows[0]?.n).toBe(0);
  });

  it('knows a copy of the handle with a plugin (a query counter) for SQLite too', async () => {
    const counted = handle.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    });
    const inside = await inTransaction(
      counted,
      async (trx) =>
        (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(trx)).rows[0]?.synchronous,
    );
    expect(inside).toBe(FULL);
    await expect(inTransaction(counted, async () => 'saved', { durable: false })).resolves.toBe('saved');
  });

  it('keeps NORMAL for a transaction marked not durable (play progress)', async () => {
    const inside = await inTransaction(
      handle.db,
      async (trx) =>
        (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(trx)).rows[0]?.synchronous,
      { durable: false },
    );
    expect(inside).toBe(NORMAL);
  });

  it('lets no other statement in while a durable transaction holds the connection', async () => {
    await sql`CREATE TABLE t (v INTEGER)`.execute(handle.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const durable = inTransaction(handle.db, async (trx) => {
      await sql`INSERT INTO t VALUES (1)`.execute(trx);
      await held;
      order.push('durable commits');
    });
    const other = sql`INSERT INTO t VALUES (2)`.execute(handle.db).then(() => order.push('other'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([durable, other]);
    expect(order).toEqual(['durable commits', 'other']);
    expect(await synchronous(handle.db)).toBe(NORMAL);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL commit durability', () => {
  let handle: DbHandle;
  const schema = `durability_${process.pid}`;
  const setting = async (db: DbHandle['db']) =>
    (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db)).rows[0]
      ?.synchronous_commit;

  beforeEach(() => {
    handle = openDb({ url: process.env.TEST_DATABASE_URL!, schema, poolSize: 1 });
  });
  afterEach(async () => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
    await handle.destroy();
  });

  it('commits a transaction with synchronous_commit = on, and play progress (not durable) with off', async () => {
    expect(await inTransaction(handle.db, (trx) => setting(trx as DbHandle['db']))).toBe('on');
    expect(await inTransaction(handle.db, (trx) => setting(trx as DbHandle['db']), { durable: false })).toBe(
      'off',
    );
    // SET LOCAL ends with its transaction: the pooled connection is back to on.
    expect(await setting(handle.db)).toBe('on');
  });
});
