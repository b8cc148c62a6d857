import { afterEach, describe, expect, it } from 'vitest';
import { toMember } from '../../src/modules/member/model';
import { findMemberById } from '../../src/modules/member/repo';
import { fundImpact } from '../../src/modules/impacts/service';
import { DIALECTS, useTestApp } from '../harness';
import {
  addCoins,
  balanceOf,
  insertWallet,
  ledgerMismatches,
  openingBalance,
  payHosted,
  startCoinPurchase,
  type WalletFixtures,
} from '../wallet/helpers';
import { contributedOf, fundedOf, insertImpacts, type ImpactFixtures } from './helpers';

const RACERS = 40;

describe.each(DIALECTS)('impacts under concurrency on %s', (dialect) => {
  let f: ImpactFixtures;
  let w: WalletFixtures;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      f = await insertImpacts(db.handle.db);
      w = await insertWallet(db.handle.db, ids);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;
  afterEach(async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it(`${RACERS} members racing for the last 3 units: the target is never overshot, each coin moves with its unit`, async () => {
    const racers: number[] = [];
    for (let i = 0; i < RACERS; i++) {
      const template = await db()
        .selectFrom('members')
        .selectAll()
        .where('id', '=', t.ids.paid)
        .executeTakeFirstOrThrow();
      const { id: _id, ...rest } = template;
      const row = await db()
        .insertInto('members')
        .values({
          ...rest,
          email: `impact-racer${i}@playmax.test`,
          reference_number: `IMPR${i}`,
          coins_balance: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      racers.push(Number(row.id));
      await openingBalance(db(), Number(row.id), 100);
    }
    const results = await Promise.all(
      racers.map(async (id, i) => {
        const member = toMember((await findMemberById(db(), 'playmax', id))!);
        return fundImpact(
          db(),
          member,
          { itemId: f.reef, quantity: 1, requestId: `race-${i}-abcdef` },
          'en-us',
          new Date(),
        );
      }),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? null : r.errorCode))).toEqual(
      Array(RACERS - 3).fill('impact_target_reached'),
    );
    expect(await fundedOf(db(), f.reef)).toBe(10);
    expect(await contributedOf(db(), f.reef)).toBe(3);
    const balances = await Promise.all(racers.map((id) => balanceOf(db(), id)));
    expect(balances.filter((b) => b === 75)).toHaveLength(3);
    expect(balances.filter((b) => b === 100)).toHaveLength(RACERS - 3);
  });

  it('one member’s concurrent contributions never take the balance below zero', async () => {
    const member = toMember((await findMemberById(db(), 'playmax', t.ids.newcomer))!);
    await openingBalance(db(), t.ids.newcomer, 95);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fundImpact(
          db(),
          member,
          { itemId: f.tree, quantity: 1, requestId: `burst-${i}-abcdef` },
          'en-us',
          new Date(),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(9);
    expect(await balanceOf(db(), t.ids.newcomer)).toBe(5);
    expect(await contributedOf(db(), f.tree)).toBe(await fundedOf(db(), f.tree));
  });

  it('coins spent on an impact while coins are bought leave the exact balance', async () => {
    const member = toMember((await findMemberById(db(), 'playmax', t.ids.paid))!);
    const before = await balanceOf(db(), t.ids.paid);
    const fundedBefore = await fundedOf(db(), f.tree);
    const packs = [w.packs.small, w.packs.medium];
    const refs: { packId: number; ref: string }[] = [];
    for (const packId of packs) {
      const started = await startCoinPurchase(t.app, t.tokens.paid, packId);
      refs.push({ packId, ref: await payHosted(t.app, started.url ?? '') });
    }
    const spends = 40;
    const [returns, spent] = await Promise.all([
      Promise.all(
        refs.flatMap((r) => [
          addCoins(t.app, t.tokens.paid, r.packId, r.ref),
          addCoins(t.app, t.tokens.paid, r.packId, r.ref),
        ]),
      ),
      Promise.all(
        Array.from({ length: spends }, (_, i) =>
          fundImpact(
            db(),
            member,
            { itemId: f.tree, quantity: 3, requestId: `mixed-${i}-abcdef` },
            'en-us',
            new Date(),
          ),
        ),
      ),
    ]);
    expect(returns.every((r) => r.responseResult.succeeded)).toBe(true);
    const bought = 500 + 1100;
    const succeeded = spent.filter((r) => r.ok).length;
    expect(spent.filter((r) => !r.ok).every((r) => !r.ok && r.errorCode === 'insufficient_coins')).toBe(true);
    expect(await balanceOf(db(), t.ids.paid)).toBe(before + bought - succeeded * 30);
    expect(await fundedOf(db(), f.tree)).toBe(fundedBefore + succeeded * 3);
  });
});
