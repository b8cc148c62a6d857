import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRenewalJob } from '../../src/jobs/renewal';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { DECLINED_RENEWAL_EMAIL } from '../../src/seed/account';
import { DIALECTS, HOSTS, gql, login, useTestApp, countRows } from '../harness';
import { FIXTURE_LOG2_N } from '../fixtures';

describe.each(DIALECTS)('account seed on %s', (dialect) => {
  let dataDir: string;
  const t = useTestApp(dialect, {
    fixtures: false,
    prepare: async (db) => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-acc-seed-'));
      await seedDemoData(db.handle.db, { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    },
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the second demo account, paid@ billing history and a declined renewal, once', async () => {
    const count = (table: 'billing_transactions' | 'invoices' | 'orders' | 'payment_tokens' | 'members') =>
      countRows(t.db.handle.db, table);
    const before = {
      tx: await count('billing_transactions'),
      inv: await count('invoices'),
      orders: await count('orders'),
      tokens: await count('payment_tokens'),
      members: await count('members'),
    };
    await seedDemoData(t.db.handle.db, { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    expect({
      tx: await count('billing_transactions'),
      inv: await count('invoices'),
      orders: await count('orders'),
      tokens: await count('payment_tokens'),
      members: await count('members'),
    }).toEqual(before);

    const demo = await login(t.app, HOSTS.playmax, 'demo@playmax.test', DEMO_PASSWORD);
    const d = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { info { isDemo accountState subscriptions { id } } } }',
      { token: demo },
    );
    expect(d.body.data).toEqual({
      member: { info: { isDemo: true, accountState: 'no_subscription', subscriptions: [] } },
    });

    const paid = await login(t.app, HOSTS.playmax, 'paid@playmax.test', DEMO_PASSWORD);
    const p = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { info { invoices { number } orders { total } transactions { status } shippingAddress { city } wallet { activity { items { amount } } } } } }',
      { token: paid },
    );
    const info = (
      p.body.data?.member as {
        info: {
          invoices: unknown[];
          orders: unknown[];
          shippingAddress: { city: string } | null;
          wallet: { activity: { items: unknown[] } };
        };
      }
    ).info;
    expect(info.invoices.length).toBeGreaterThanOrEqual(1);
    expect(info.orders).toHaveLength(2);
    expect(info.shippingAddress).toEqual({ city: 'Austin' });
    expect(info.wallet.activity.items).toHaveLength(3);
    // Wallet histories add up to the seeded balances.
    for (const [host, email] of [
      [HOSTS.playmax, 'paid@playmax.test'],
      [HOSTS.clickcoins, 'member@clickcoins.test'],
    ] as const) {
      const token = await login(t.app, host, email, DEMO_PASSWORD);
      const w = await gql(
        t.app,
        host,
        '{ member { info { wallet { coins activity { items { amount } } } } } }',
        {
          token,
        },
      );
      const wallet = (
        w.body.data?.member as {
          info: { wallet: { coins: number; activity: { items: { amount: number }[] } } };
        }
      ).info.wallet;
      expect(wallet.activity.items.length).toBeGreaterThan(0);
      expect(wallet.activity.items.reduce((n, a) => n + a.amount, 0)).toBe(wallet.coins);
    }

    const declined = await login(t.app, HOSTS.playmax, DECLINED_RENEWAL_EMAIL, DEMO_PASSWORD);
    const f = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { info { billing { paymentFailed } membership { paymentFailed } } } }',
      { token: declined },
    );
    expect(f.body.data).toEqual({
      member: { info: { billing: { paymentFailed: true }, membership: { paymentFailed: true } } },
    });
  });

  it('seeded cards are known to the sandbox provider, so a due renewal of a persona charges', async () => {
    const paid = await t.db.handle.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'paid@playmax.test')
      .executeTakeFirstOrThrow();
    const sub = await t.db.handle.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('member_id', '=', paid.id)
      .executeTakeFirstOrThrow();
    t.clock.now = new Date(Date.parse(sub.next_billing_date ?? '') + 60_000);
    const before = await t.db.handle.db
      .selectFrom('invoices')
      .select('id')
      .where('member_id', '=', paid.id)
      .execute();
    const report = await runRenewalJob(t.app.services);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const after = await t.db.handle.db
      .selectFrom('invoices')
      .select('id')
      .where('member_id', '=', paid.id)
      .execute();
    expect(after.length).toBe(before.length + 1);
  });
  it('seeds orders whose totals add up, and a welcome gift whose only charge is its shipping', async () => {
    const orders = await t.db.handle.db
      .selectFrom('orders')
      .select(['products', 'subtotal', 'discount', 'delivery_fee', 'total', 'free_gift'])
      .execute();
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      const lines = JSON.parse(o.products) as Array<{ price: number; quantity: number }>;
      const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      expect(Number(o.subtotal)).toBe(subtotal);
      expect(Number(o.total)).toBe(subtotal - Number(o.discount) + Number(o.delivery_fee));
      if (Number(o.free_gift) === 1) expect(Number(o.total)).toBe(Number(o.delivery_fee));
    }
  });
});
