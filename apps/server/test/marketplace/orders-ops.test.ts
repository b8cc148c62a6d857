import { beforeEach, describe, expect, it } from 'vitest';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, login, useTestApp } from '../harness';
import {
  addToCart,
  balanceOf,
  cartOf,
  confirmOrderPayment,
  insertMarket,
  placeOrder,
  quoteOf,
  resetShop,
  stockOf,
  type MarketIds,
} from './helpers';

describe.each(DIALECTS)('orders after checkout on %s', (dialect) => {
  let ids: MarketIds;
  let coinsToken = '';
  const lines: string[] = [];
  const t = useTestApp(dialect, {
    prepare: async (db, fixtureIds) => {
      ids = await insertMarket(db.handle.db, fixtureIds);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;
  const ops = (...argv: string[]) => {
    const ctx = {
      db: db(),
      clock: t.clock.fn,
      orders: t.app.services.orders,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    return runOps(argv, ctx);
  };
  const statusOf = async (id: string | undefined) =>
    (await db().selectFrom('orders').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow())
      .status;
  const lastMail = async (to: string) => {
    await t.app.services.background.idle();
    return db()
      .selectFrom('outbox_mails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  };
  /** A card order of `quantity` mugs on playmax, placed (pending) and, unless told, paid and confirmed. */
  const cardOrder = async (quantity: number, pay = true) => {
    await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity });
    const placed = await placeOrder(t.app, t.tokens.paid, {
      cartVersion: (await quoteOf(t.app, t.tokens.paid)).cartVersion,
    });
    if (pay) {
      const ref =
        redirectParams(await postHosted(t.app, placed.url ?? '', cardForm(CARD_OK))).get('subscription_id') ??
        '';
      expect(
        (await confirmOrderPayment(t.app, t.tokens.paid, placed.order?.id ?? '', ref)).responseResult
          .succeeded,
      ).toBe(true);
    }
    return placed;
  };

  beforeEach(async () => {
    coinsToken ||= await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
    await resetShop(db(), ids.shop);
    lines.length = 0;
  });

  it('moves a paid order to shipped (mailing the member) and delivered, and no further', async () => {
    const placed = await cardOrder(1);
    expect(
      await ops(
        'order-status',
        '--order',
        placed.order?.number ?? '',
        '--status',
        'shipped',
        '--note',
        'Tracking 1Z999',
      ),
    ).toEqual({ ok: true });
    expect(lines).toEqual([`${placed.order?.number}: paid → shipped`]);
    const mail = await lastMail('paid@playmax.test');
    expect(mail?.subject).toBe(`Your order ${placed.order?.number} is on its way`);
    expect(mail?.text_body).toContain('Tracking 1Z999');
    expect(mail?.text_body).toContain('500 Congress Ave');
    expect(await ops('order-status', '--order', placed.order?.id ?? '', '--status', 'delivered')).toEqual({
      ok: true,
    });
    expect(await ops('order-status', '--order', placed.order?.id ?? '', '--status', 'cancelled')).toEqual({
      ok: false,
      problem: `${placed.order?.number} cannot move from delivered to cancelled`,
    });
    const events = await db()
      .selectFrom('order_events')
      .select(['status', 'note'])
      .where('order_id', '=', Number(placed.order?.id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.status)).toEqual(['pending_payment', 'paid', 'shipped', 'delivered']);
  });

  it('cancelling a paid card order refunds the card through the provider and puts the stock back', async () => {
    const placed = await cardOrder(2);
    expect(await stockOf(db(), ids.shop.mug)).toBe(1);
    expect(await ops('order-status', '--order', placed.order?.id ?? '', '--status', 'cancelled')).toEqual({
      ok: true,
    });
    expect(lines[0]).toBe(`${placed.order?.number}: paid → cancelled`);
    expect(lines[1]).toMatch(/refunded 2499 \(minor units, USD\) to the card: re_/);
    expect(await stockOf(db(), ids.shop.mug)).toBe(3);
    expect(await statusOf(placed.order?.id)).toBe('cancelled');
    const mail = await lastMail('paid@playmax.test');
    expect(mail?.subject).toBe(`Your order ${placed.order?.number} was cancelled`);
    expect(mail?.text_body).toContain('We have refunded $24.99 to the card you paid with');
  });

  it('cancelling a coins order refunds the coins once (order:{id}:refund) and keeps the ledger equal to the balance', async () => {
    const before = await balanceOf(db(), ids.coins);
    await addToCart(t.app, coinsToken, { productId: ids.shop.coinTee, quantity: 1 }, HOSTS.clickcoins);
    const { cartVersion } = await quoteOf(t.app, coinsToken, {}, HOSTS.clickcoins);
    const placed = await placeOrder(
      t.app,
      coinsToken,
      { cartVersion, paymentMethod: 'coins' },
      HOSTS.clickcoins,
    );
    expect((await balanceOf(db(), ids.coins)).balance).toBe(before.balance - 1733);
    expect(await ops('order-status', '--order', placed.order?.id ?? '', '--status', 'cancelled')).toEqual({
      ok: true,
    });
    expect(lines).toContain('  refunded 1733 coins to the wallet');
    const after = await balanceOf(db(), ids.coins);
    expect(after).toEqual({ balance: before.balance, ledger: before.balance });
    const refund = await db()
      .selectFrom('coin_ledger')
      .select(['amount', 'kind'])
      .where('idempotency_key', '=', `order:${placed.order?.id}:refund`)
      .execute();
    expect(refund).toEqual([{ amount: 1733, kind: 'refund' }]);
    expect(await stockOf(db(), ids.shop.coinTee)).toBe(50);
    expect((await lastMail('member@clickcoins.test'))?.text_body).toContain(
      'We have put 1733 coins back in your wallet.',
    );
  });

  it('refuses bad flags and an order that does not exist, changing nothing', async () => {
    expect(await ops('order-status', '--order', 'abc', '--status', 'paid')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^--order/),
    });
    expect(await ops('order-status', '--order', '1', '--status', 'refunded')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^--status/),
    });
    expect(await ops('order-status', '--order', '999999', '--status', 'shipped')).toEqual({
      ok: false,
      problem: 'no order 999999',
    });
  });

  it('marks a pending order paid only with a verified payment', async () => {
    const placed = await cardOrder(1, false);
    expect(await ops('order-status', '--order', placed.order?.id ?? '', '--status', 'paid')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('has no verified payment'),
    });
    expect(await statusOf(placed.order?.id)).toBe('pending_payment');
    // Paid on the hosted page, but the member never came back: the operator settles it.
    redirectParams(await postHosted(t.app, placed.url ?? '', cardForm(CARD_OK)));
    expect(await ops('order-status', '--order', placed.order?.id ?? '', '--status', 'paid')).toEqual({
      ok: true,
    });
    expect(await statusOf(placed.order?.id)).toBe('paid');
  });

  describe('a payment page the member cancels', () => {
    it('cancels the order at once, puts its stock back and its lines back in the cart beside what was added since', async () => {
      const placed = await cardOrder(2, false);
      expect(await stockOf(db(), ids.shop.mug)).toBe(1);
      expect((await cartOf(t.app, t.tokens.paid)).count).toBe(0);
      await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 1 });

      const back = redirectParams(await postHosted(t.app, placed.url ?? '', { action: 'cancel' }));
      expect(JSON.parse(back.get('state') ?? '{}')).toMatchObject({ is_success: false, slug: 'order' });
      expect(await statusOf(placed.order?.id)).toBe('cancelled');
      expect(await stockOf(db(), ids.shop.mug)).toBe(3);
      const cart = await cartOf(t.app, t.tokens.paid);
      expect(cart.lines.map((l) => [l.product.id, l.quantity])).toEqual([[String(ids.shop.mug), 3]]);

      // Once: the page is closed, so neither a second cancel nor a payment finds it open.
      expect((await postHosted(t.app, placed.url ?? '', { action: 'cancel' })).headers.location).toBe(
        '/account',
      );
      expect((await postHosted(t.app, placed.url ?? '', cardForm(CARD_OK))).statusCode).not.toBe(303);
      expect(await stockOf(db(), ids.shop.mug)).toBe(3);
      expect((await cartOf(t.app, t.tokens.paid)).lines[0]?.quantity).toBe(3);
      const ref = back.get('subscription_id') ?? '';
      expect(
        (await confirmOrderPayment(t.app, t.tokens.paid, placed.order?.id ?? '', ref)).responseResult
          .succeeded,
      ).toBe(false);
      // The reservations job finds nothing left to release.
      t.clock.advance(3601);
      try {
        expect(await t.app.services.orders.releaseExpired()).toEqual({ released: [], settled: [] });
      } finally {
        t.clock.advance(-3601);
      }
    });
  });

  describe('the reservations job', () => {
    it('cancels unpaid card orders once their hold ended, puts their stock back once, and closes their payment page', async () => {
      const placed = await cardOrder(2, false);
      expect(await stockOf(db(), ids.shop.mug)).toBe(1);
      expect((await t.app.services.orders.releaseExpired()).released).toEqual([]);
      t.clock.advance(3601);
      try {
        // Two instances running the job at once release the order once.
        const [a, b] = await Promise.all([
          t.app.services.orders.releaseExpired(),
          t.app.services.orders.releaseExpired(),
        ]);
        expect([...a.released, ...b.released]).toEqual([Number(placed.order?.id)]);
        expect(await stockOf(db(), ids.shop.mug)).toBe(3);
        expect(await statusOf(placed.order?.id)).toBe('cancelled');
        // The page cannot take a payment for the cancelled order any more.
        expect((await postHosted(t.app, placed.url ?? '', cardForm(CARD_OK))).statusCode).not.toBe(303);
      } finally {
        t.clock.advance(-3601);
      }
    });

    it('settles as paid an order paid on its page whose member never came back', async () => {
      const placed = await cardOrder(1, false);
      redirectParams(await postHosted(t.app, placed.url ?? '', cardForm(CARD_OK)));
      t.clock.advance(3601);
      try {
        const report = await t.app.services.orders.releaseExpired();
        expect(report).toEqual({ released: [], settled: [Number(placed.order?.id)] });
        expect(await statusOf(placed.order?.id)).toBe('paid');
        expect(await stockOf(db(), ids.shop.mug)).toBe(2);
      } finally {
        t.clock.advance(-3601);
      }
    });
  });
});
