import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../src/modules/checkout/credit';
import { SandboxProvider } from '../src/modules/payment/provider';
import { creditCoins } from '../src/modules/wallet/service';
import { loadFixtures, PASSWORD, type FixtureIds } from './fixtures';
import {
  DIALECTS,
  HOSTS,
  createTestApp,
  createTestDb,
  gql,
  login,
  type TestApp,
  type TestDb,
} from './harness';

const WALLET = '{ member { info { wallet { coins activity { date description amount } } } } }';

type WalletView = { coins: number; activity: { date: string; description: string; amount: number }[] };

describe.each(DIALECTS)('the wallet on %s', (dialect) => {
  let db: TestDb;
  let t: TestApp;
  let ids: FixtureIds;
  let paid: string;
  let newcomer: string;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    ids = await loadFixtures(db.handle.db);
    await db.handle.db
      .insertInto('wallet_activity')
      .values([
        {
          member_id: ids.paid,
          description: 'Welcome bonus',
          amount: 50,
          created_at: '2026-03-01T10:00:00.000Z',
        },
        {
          member_id: ids.paid,
          description: 'Giveaway entries',
          amount: -8,
          created_at: '2026-03-03T10:00:00.000Z',
        },
        {
          member_id: ids.fr,
          description: 'Another member',
          amount: 7,
          created_at: '2026-03-02T10:00:00.000Z',
        },
      ])
      .execute();
    t = await createTestApp(db);
    paid = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    newcomer = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const wallet = async (token: string): Promise<WalletView> => {
    const res = await gql(t.app, HOSTS.playmax, WALLET, { token });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { member: { info: { wallet: WalletView } } }).member.info.wallet;
  };

  it("shows the member's balance and their own history, newest first, never another member's", async () => {
    expect(await wallet(paid)).toEqual({
      coins: 42,
      activity: [
        { date: '2026-03-03T10:00:00.000Z', description: 'Giveaway entries', amount: -8 },
        { date: '2026-03-01T10:00:00.000Z', description: 'Welcome bonus', amount: 50 },
      ],
    });
    expect(await wallet(newcomer)).toEqual({ coins: 0, activity: [] });
  });

  it('a credit moves the balance and writes its history line together; concurrent credits lose none', async () => {
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        db.handle.db.transaction().execute((trx) =>
          creditCoins(trx, {
            memberId: ids.newcomer,
            coins: n,
            description: `Credit ${n}`,
            now: `2026-04-0${n}T00:00:00.000Z`,
          }),
        ),
      ),
    );
    const after = await wallet(newcomer);
    expect(after.coins).toBe(15);
    expect(after.activity.map((a) => a.description)).toEqual([
      'Credit 5',
      'Credit 4',
      'Credit 3',
      'Credit 2',
      'Credit 1',
    ]);
  });

  it("a plan with a coin bonus (SPEC.md 9: 147 gives 2) credits it to the wallet as '<plan> bonus'", async () => {
    await db.handle.db
      .insertInto('plans')
      .values({
        id: 147,
        brand_id: 'playmax',
        name: 'Coins Starter',
        group_name: 'coins',
        description: 'Coins',
        trial_period_days: 0,
        price_recurring: 999,
        price_initial: 999,
        currency: 'USD',
        symbol: '$',
        interval: 'month',
        interval_count: 1,
        is_public: 1,
      })
      .execute();
    const veteran = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    const r = await db.handle.db.transaction().execute((trx) =>
      credit.plan(
        trx,
        { provider: new SandboxProvider() },
        { kind: 'plan', planId: 147 },
        {
          memberId: ids.veteran,
          brandId: 'playmax',
          ref: 'sub_coins_bonus',
          method: 'card',
          amountMinor: 999,
          currency: 'USD',
          symbol: '$',
          chargeReference: 'ch_coins_bonus',
          paymentToken: 'pm_unknown',
          now: '2026-05-01T00:00:00.000Z',
        },
      ),
    );
    expect(r).toMatchObject({ ok: true, description: 'Coins Starter' });
    expect(await wallet(veteran)).toEqual({
      coins: 2,
      activity: [{ date: '2026-05-01T00:00:00.000Z', description: 'Coins Starter bonus', amount: 2 }],
    });
  });
});
