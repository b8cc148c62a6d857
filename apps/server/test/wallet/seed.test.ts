import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { walletSeedProblems } from '../../src/seed/wallet';
import { countRows, DIALECTS, HOSTS, gql, login, useTestApp } from '../harness';
import { FIXTURE_LOG2_N } from '../fixtures';
import { addCredits, balances, CLICKPLAY_HOST, ledgerMismatches } from './helpers';

describe('the wallet seed data', () => {
  it('sums each history to its persona balance and prices the packs in every brand currency', () => {
    expect(walletSeedProblems()).toEqual([]);
  });
});

describe.each(DIALECTS)('the wallet seed on %s', (dialect) => {
  let dataDir: string;
  const t = useTestApp(dialect, {
    fixtures: false,
    prepare: async (db) => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-wallet-seed-'));
      await seedDemoData(db.handle.db, { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    },
  });
  // The seed's dates are relative to the real clock: the app reads them at the same time.
  beforeAll(() => {
    t.clock.now = new Date();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const db = () => t.db.handle.db;

  it("every member's ledger sums to their balance", async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
    const withCoins = await db()
      .selectFrom('members')
      .select('email')
      .where('coins_balance', '>', 0)
      .execute();
    expect(withCoins.map((m) => m.email).sort()).toEqual([
      'cancelled@playmax.test',
      'champion@playmax.test',
      'explorer@playmax.test',
      'member@clickcoins.test',
      'member@clickplay.test',
      'paid@playmax.test',
      'winner@playmax.test',
    ]);
  });

  it('gives every brand four packs in its currency, smallest first, one featured', async () => {
    for (const brand of BRANDS) {
      const packs = await db()
        .selectFrom('coin_packs')
        .selectAll()
        .where('brand_id', '=', brand.id)
        .orderBy('position')
        .execute();
      expect(
        packs.map((p) => [Number(p.coins), Number(p.bonus_coins)]),
        brand.id,
      ).toEqual([
        [500, 0],
        [1000, 100],
        [2500, 400],
        [5000, 1000],
      ]);
      expect(new Set(packs.map((p) => p.currency)), brand.id).toEqual(new Set([brand.billing.currency]));
      expect(
        packs.filter((p) => Number(p.featured) === 1),
        brand.id,
      ).toHaveLength(1);
      const amounts = packs.map((p) => Number(p.amount));
      expect(
        [...amounts].sort((a, b) => a - b),
        brand.id,
      ).toEqual(amounts);
    }
  });

  it('member@clickcoins.test keeps coins and a history that sums to them', async () => {
    const token = await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', DEMO_PASSWORD);
    const res = await gql(
      t.app,
      HOSTS.clickcoins,
      '{ member { info { wallet { coins unit activity(limit: 50) { items { amount } } } } } }',
      {
        token,
      },
    );
    const wallet = (
      res.body.data as {
        member: {
          info: { wallet: { coins: number; unit: string; activity: { items: { amount: number }[] } } };
        };
      }
    ).member.info.wallet;
    expect(wallet.coins).toBe(1250);
    expect(wallet.unit).toBe('coins');
    expect(wallet.activity.items.reduce((n, a) => n + a.amount, 0)).toBe(1250);
  });

  it('member@clickplay.test holds credits with a credit history, so adding credits works for them', async () => {
    const token = await login(t.app, CLICKPLAY_HOST, 'member@clickplay.test', DEMO_PASSWORD);
    expect(await balances(t.app, token, { host: CLICKPLAY_HOST })).toEqual({
      getCreditBalance: 40,
      coinsBalance: 40,
      walletCoins: 40,
      unit: 'credits',
    });
    const credits = await db()
      .selectFrom('coin_ledger')
      .innerJoin('members', 'members.id', 'coin_ledger.member_id')
      .select('coin_ledger.amount')
      .where('members.email', '=', 'member@clickplay.test')
      .where('coin_ledger.kind', '=', 'credit')
      .execute();
    expect(credits.length).toBeGreaterThan(0);
    const r = await addCredits(t.app, token, {
      amount: 5,
      description: 'Seed check',
      requestId: 'seed-check',
    });
    expect(r).toMatchObject({ responseResult: { succeeded: true }, balance: 45 });
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('a second seed run writes no pack and no history line again', async () => {
    const before = {
      packs: await countRows(db(), 'coin_packs'),
      ledger: await countRows(db(), 'coin_ledger'),
    };
    await seedDemoData(db(), { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    expect({
      packs: await countRows(db(), 'coin_packs'),
      ledger: await countRows(db(), 'coin_ledger'),
    }).toEqual(before);
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
