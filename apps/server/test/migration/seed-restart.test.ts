/**
 * Restarts of a server with demo data (issue 29 item 5): the seed runs on every start outside prod,
 * so it must accept a database an operator has changed with `migrate-brand`, and two instances
 * starting at once on one empty PostgreSQL database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { seedDemoData } from '../../src/seed';
import { FIXTURE_LOG2_N } from '../fixtures';
import { countRows, DIALECTS, useTestApp } from '../harness';
import { createPgDatabase } from '../pg-database';

const MOVED_EMAIL = 'member@clickcoins.test';

describe.each(DIALECTS)('restarting with demo data on %s', (dialect) => {
  const t = useTestApp(dialect, { fixtures: false });
  const db = () => t.db.handle.db;
  const seed = () => seedDemoData(db(), { dataDir: t.config.dataDir, passwordLog2N: FIXTURE_LOG2_N });

  it('a restart after migrate-brand starts and seeds without error and does not re-add the moved subscription', async () => {
    await seed();
    const out: string[] = [];
    const ctx = { db: db(), clock: t.clock.fn, out: (l: string) => out.push(l) } as unknown as OpsContext;
    expect(await runOps(['migrate-brand', '--from', 'clickcoins', '--to', 'playmax'], ctx)).toEqual({
      ok: true,
    });
    const moved = await db()
      .selectFrom('subscriptions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.ref_id', 's.plan_id'])
      .where('m.email', '=', MOVED_EMAIL)
      .execute();
    expect(moved.length).toBeGreaterThan(0);
    const subscriptions = await countRows(db(), 'subscriptions');
    const members = await countRows(db(), 'members');

    await expect(seed()).resolves.toBeUndefined();

    expect(await countRows(db(), 'subscriptions')).toBe(subscriptions);
    expect(await countRows(db(), 'members')).toBe(members);
    const accounts = await db()
      .selectFrom('members')
      .select('brand_id')
      .where('email', '=', MOVED_EMAIL)
      .execute();
    expect(accounts).toEqual([{ brand_id: 'playmax' }]);
    // What the migration moved stays moved: the plans with their subscriptions (off sale), and the
    // old hostname a redirect rather than a brand host again.
    const plans = await db()
      .selectFrom('plans')
      .select(['brand_id', 'is_public'])
      .where(
        'id',
        'in',
        moved.map((s) => s.plan_id),
      )
      .execute();
    for (const plan of plans)
      expect({ ...plan, is_public: Number(plan.is_public) }).toEqual({
        brand_id: 'playmax',
        is_public: 0,
      });
    const host = await db()
      .selectFrom('brand_hosts')
      .select('brand_id')
      .where('hostname', '=', 'clickcoins.localhost')
      .executeTakeFirst();
    expect(host).toBeUndefined();
  }, 120_000);
});

describe.runIf(DIALECTS.includes('postgres'))('two instances starting on one PostgreSQL database', () => {
  it('two instances seeding an empty PostgreSQL database at once both start', async () => {
    const database = await createPgDatabase('t_seed2');
    // Two pools: what two server processes have.
    const handles = [openDb({ url: database.url, poolSize: 4 }), openDb({ url: database.url, poolSize: 4 })];
    const dataDirs = handles.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'ma-seed2-')));
    try {
      await Promise.all(handles.map((h) => migrateToLatest(h.db)));
      const runs = await Promise.allSettled(
        handles.map((h, i) => seedDemoData(h.db, { dataDir: dataDirs[i]!, passwordLog2N: FIXTURE_LOG2_N })),
      );
      expect(runs.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
        'started',
        'started',
      ]);
      const personas = await handles[0]!.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('email', '=', 'paid@playmax.test')
        .executeTakeFirstOrThrow();
      expect(Number(personas.n)).toBe(1);
    } finally {
      await Promise.all(handles.map((h) => h.destroy()));
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
