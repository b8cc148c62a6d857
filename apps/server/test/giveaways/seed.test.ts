import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { GIVEAWAYS } from '../../src/seed/giveaways/catalogue';
import { countRows, DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import { FIXTURE_LOG2_N } from '../fixtures';
import { list, poolOf } from './helpers';

describe.each(DIALECTS)('the giveaways seed on %s', (dialect) => {
  let dataDir: string;
  const t = useTestApp(dialect, {
    fixtures: false,
    prepare: async (db) => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-giveaway-seed-'));
      await seedDemoData(db.handle.db, { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    },
  });
  // The seed's dates are relative to the real clock: the app reads them at the same time.
  beforeAll(() => {
    t.clock.now = new Date();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const db = () => t.db.handle.db;

  it("creates the contract's giveaways with prices per brand and a prize picture each", async () => {
    const rows = await db()
      .selectFrom('sweeps')
      .select(['id', 'image', 'category', 'tags'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.id)).toEqual(GIVEAWAYS.map((g) => g.id).sort());
    const prices = await db()
      .selectFrom('sweep_brands')
      .selectAll()
      .where('sweep_id', 'in', ['1004', '3001'])
      .orderBy('sweep_id')
      .orderBy('brand_id')
      .execute();
    expect(
      prices.map((p) => [
        p.sweep_id,
        p.brand_id,
        p.currency,
        Number(p.price_amount),
        Number(p.multiplier_amount),
      ]),
    ).toEqual([
      ['1004', 'clickcoins', 'USD', 199, 499],
      ['1004', 'playmax', 'USD', 199, 499],
      ['3001', 'clickplay', 'CAD', 249, 599],
    ]);
    for (const r of rows) {
      const file = path.join(dataDir, 'brand-assets', 'giveaways', `${r.id}.svg`);
      expect(fs.readFileSync(file, 'utf8')).toContain('<svg');
      expect(r.image).toBe(`/brand-assets/giveaways/${r.id}.svg`);
    }
  });

  it("gives paid@ 100 entries in the Gaming PC and active personas this month's free monthly entry; pools equal ledgers", async () => {
    const paid = await login(t.app, HOSTS.playmax, 'paid@playmax.test', DEMO_PASSWORD);
    const cards = await list(t.app, { token: paid });
    const byId = Object.fromEntries(cards.map((c) => [c.id, c]));
    expect(byId['1004']).toMatchObject({ entries: 100, cardState: 'entered', tags: ['bonus_offer'] });
    expect(byId['1006']).toMatchObject({ entries: 1, cardState: 'monthly_exclusive' });
    expect(byId['1005']).toMatchObject({ cardState: 'active', tags: ['failed_upsell_funnel'] });
    expect(byId['1007']).toMatchObject({ cardState: 'future' });
    expect(byId['1003']).toMatchObject({ cardState: 'drawing' });
    expect(byId['1008']?.cardState).toBe('active');
    for (const g of GIVEAWAYS) {
      const pool = await poolOf(db(), g.id);
      expect(pool.total, g.id).toBe(pool.ledger);
    }
    const monthly = await db()
      .selectFrom('giveaway_entries')
      .select('member_id')
      .where('sweep_id', '=', '1006')
      .execute();
    // paid@, champion@, movieonly@, winner@, test@, paypal@, explorer@ (playmax, not gb@),
    // member@clickcoins, member@clickplay
    expect(monthly).toHaveLength(9);
  });

  it('keeps dates of birth: paid@ has one, trial@ none; gb@ gets no giveaways and is told they are blocked in GB', async () => {
    const dob = await db()
      .selectFrom('members')
      .select(['email', 'date_of_birth'])
      .where('email', 'in', ['paid@playmax.test', 'trial@playmax.test'])
      .orderBy('email')
      .execute();
    expect(dob).toEqual([
      { email: 'paid@playmax.test', date_of_birth: '1988-04-12' },
      { email: 'trial@playmax.test', date_of_birth: null },
    ]);
    const gb = await login(t.app, HOSTS.playmax, 'gb@playmax.test', DEMO_PASSWORD);
    const res = await gql(t.app, HOSTS.playmax, '{ sweep { availability { enabled reason country } } }', {
      token: gb,
    });
    expect(res.body.data).toEqual({
      sweep: { availability: { enabled: false, reason: 'country', country: 'GB' } },
    });
    expect(await list(t.app, { token: gb })).toEqual([]);
  });

  it('a second run changes nothing', async () => {
    const before = { entries: await countRows(db(), 'giveaway_entries'), pool: await poolOf(db(), '1006') };
    await seedDemoData(db(), { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    expect({ entries: await countRows(db(), 'giveaway_entries'), pool: await poolOf(db(), '1006') }).toEqual(
      before,
    );
  });
});
