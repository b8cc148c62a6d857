import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction';
import { postCoins, type PostResult } from '../../src/modules/wallet/ledger';
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
} from './helpers';

const SPENDS = 200;
const SPEND = 7;

describe.each(DIALECTS)('coins under concurrency on %s', (dialect) => {
  let w: WalletFixtures;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      w = await insertWallet(db.handle.db, ids);
    },
    logins: { paid: 'paid@playmax.test', newcomer: 'newcomer@playmax.test', veteran: 'veteran@playmax.test' },
  });
  const db = () => t.db.handle.db;
  afterEach(async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  /** One spend, in its own transaction, as an order's checkout posts it. */
  const spend = (memberId: number, key: string): Promise<PostResult> =>
    inTransaction(db(), (trx) =>
      postCoins(trx, {
        memberId,
        kind: 'spend',
        amount: -SPEND,
        description: 'Marketplace order',
        key,
        now: t.clock.fn().toISOString(),
      }),
    );

  it(`${SPENDS} concurrent spends against a balance covering k of them: exactly k succeed and the balance is exact`, async () => {
    const k = 73;
    await openingBalance(db(), t.ids.newcomer, k * SPEND + SPEND - 1);
    const results = await Promise.all(
      Array.from({ length: SPENDS }, (_, i) => spend(t.ids.newcomer, `test:spend:${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(k);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: SPENDS - k }, () => ({ ok: false, errorCode: 'insufficient_coins' })),
    );
    expect(await balanceOf(db(), t.ids.newcomer)).toBe(SPEND - 1);
    const rows = await db()
      .selectFrom('coin_ledger')
      .select('id')
      .where('member_id', '=', t.ids.newcomer)
      .where('kind', '=', 'spend')
      .execute();
    expect(rows).toHaveLength(k);
  });

  it('one spend retried at once under the same key moves the balance once', async () => {
    await openingBalance(db(), t.ids.veteran, 100);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => spend(t.ids.veteran, 'test:order:1:spend')),
    );
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await balanceOf(db(), t.ids.veteran)).toBe(100 - SPEND);
  });

  it('spending and buying coins at once leave the exact balance', async () => {
    const before = await balanceOf(db(), t.ids.paid);
    const packs = [w.packs.small, w.packs.medium, w.packs.small, w.packs.large];
    const refs: { packId: number; ref: string }[] = [];
    for (const packId of packs) {
      const started = await startCoinPurchase(t.app, t.tokens.paid, packId);
      refs.push({ packId, ref: await payHosted(t.app, started.url ?? '') });
    }
    // Each return twice, and more spends than the balance before the purchases could cover.
    const spends = 60;
    const [returns, spent] = await Promise.all([
      Promise.all(
        refs.flatMap((r) => [
          addCoins(t.app, t.tokens.paid, r.packId, r.ref),
          addCoins(t.app, t.tokens.paid, r.packId, r.ref),
        ]),
      ),
      Promise.all(Array.from({ length: spends }, (_, i) => spend(t.ids.paid, `test:mixed:${i}`))),
    ]);
    expect(returns.every((r) => r.responseResult.succeeded)).toBe(true);
    const bought = 500 + 1100 + 500 + 2900;
    const succeeded = spent.filter((r) => r.ok).length;
    expect(await balanceOf(db(), t.ids.paid)).toBe(before + bought - succeeded * SPEND);
    // 42 coins cover 6 spends before any pack lands; the packs cover every spend after.
    expect(succeeded).toBeGreaterThanOrEqual(Math.floor(before / SPEND));
  });
});
