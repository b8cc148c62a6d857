import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { StatementCache } from './kysely';

/** An in-memory database whose prepare() calls are counted per SQL text. */
function counted() {
  const sqlite = new SQLite(':memory:');
  const prepared: string[] = [];
  const spy = {
    prepare: (text: string) => {
      prepared.push(text);
      return sqlite.prepare(text);
    },
    close: () => sqlite.close(),
  } as Pick<SQLite.Database, 'prepare' | 'close'>;
  return { sqlite, prepared, spy };
}

describe('the SQLite statement cache', () => {
  let db: Kysely<{ t: { id: number; name: string } }> | null = null;
  afterEach(async () => {
    await db?.destroy();
    db = null;
  });

  it('prepares each SQL text once, however often Kysely runs it', async () => {
    const { prepared, spy } = counted();
    db = new Kysely({ dialect: new SqliteDialect({ database: new StatementCache(spy) }) });
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(db);
    for (let i = 1; i <= 5; i++)
      await db
        .insertInto('t')
        .values({ id: i, name: `n${i}` })
        .execute();
    for (let i = 1; i <= 5; i++)
      expect(await db.selectFrom('t').select('name').where('id', '=', i).executeTakeFirst()).toEqual({
        name: `n${i}`,
      });
    const texts = prepared.filter((t) => !t.startsWith('CREATE'));
    expect(texts).toHaveLength(2);
    expect(new Set(texts).size).toBe(2);
  });

  it('keeps at most its limit, dropping the least recently used text first', () => {
    const { prepared, spy } = counted();
    const cache = new StatementCache(spy, 2);
    cache.prepare('SELECT 1');
    cache.prepare('SELECT 2');
    cache.prepare('SELECT 1'); // now SELECT 2 is the least recently used
    cache.prepare('SELECT 3');
    expect(cache.size).toBe(2);
    cache.prepare('SELECT 1');
    cache.prepare('SELECT 2');
    expect(prepared).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3', 'SELECT 2']);
    cache.close();
  });

  it('answers with the new schema after a migration changed a table a kept statement reads', async () => {
    const { spy } = counted();
    const k = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: new StatementCache(spy) }),
    });
    db = k;
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(k);
    await k.insertInto('t').values({ id: 1, name: 'a' }).execute();
    const all = () => k.selectFrom('t').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, name: 'a' }]);
    await sql`ALTER TABLE t ADD COLUMN extra TEXT NOT NULL DEFAULT 'x'`.execute(k);
    expect(await all()).toEqual([{ id: 1, name: 'a', extra: 'x' }]);
  });
});
