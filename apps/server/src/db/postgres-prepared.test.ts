import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED, openDb, type DbHandle } from './kysely';

const url = process.env.TEST_DATABASE_URL;

/** PostgreSQL only: SQLite's statement cache is covered by kysely.test.ts. */
describe.skipIf(!url)('PostgreSQL statements marked PREPARED', () => {
  let handle: DbHandle;
  // One connection, so every statement below and the view read after them share a session.
  beforeAll(() => {
    handle = openDb({ url: url!, poolSize: 1 });
  });
  afterAll(() => handle.destroy());

  const preparedNow = async (fragment: string) =>
    (
      await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(handle.db)
    ).rows.filter((r) => r.statement.includes(fragment));

  it('are prepared once per connection, however often they run', async () => {
    for (const n of [1, 2, 3])
      await sql`${sql.raw(PREPARED)} SELECT ${n}::int AS marked_statement_probe`.execute(handle.db);
    expect(await preparedNow('marked_statement_probe')).toHaveLength(1);
  });

  it('leaves unmarked statements unnamed (parsed on each run, nothing kept on the connection)', async () => {
    await sql`SELECT ${1}::int AS unmarked_statement_probe`.execute(handle.db);
    expect(await preparedNow('unmarked_statement_probe')).toHaveLength(0);
  });
});
