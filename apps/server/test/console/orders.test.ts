/**
 * Fulfilment's orders desk on the console (issue 33 scope 2) on both databases: who reads and moves
 * which brand's orders, each move along the domain's transitions through the `order-status` path
 * (the refund once, the stock back, the e-mail in the outbox), its audit row in the move's own
 * transaction (the command's too, as cli), the pick list and the CSV export.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';
import { PASSWORD } from '../fixtures';
import { DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import {
  addToCart,
  balanceOf,
  confirmOrderPayment,
  insertMarket,
  placeOrder,
  quoteOf,
  resetShop,
  stockOf,
  type MarketIds,
} from '../marketplace/helpers';
import {
  CONSOLE_HOST,
  TEST_STAFF,
  consoleGql,
  seedTestStaff,
  sessionCookie,
  staffSignIn,
  type StaffName,
} from './staff-harness';

const ORDER_FIELDS = `id number brandId memberId memberEmail status createdAt updatedAt
  lines { productId variantId name variant quantity priceMinor }
  shippingAddress { firstName lastName address apartmentSuite city state postcode country phone }
  shippingOption paymentMethod coinsSpent subtotalMinor discountMinor deliveryFeeMinor totalMinor
  currency symbol freeGift nextStatuses`;
const MOVE = `mutation($b: ID!, $id: ID!, $s: String!, $n: String) {
  setOrderStatus(brandId: $b, id: $id, status: $s, note: $n) {
    responseResult { succeeded errorCode message extra }
    order { id status nextStatuses events { status note at } }
    refund { kind amountMinor coins reference }
  } }`;

interface Move {
  responseResult: { succeeded: boolean; errorCode: string | null; message: string | null; extra: unknown };
  order: {
    id: string;
    status: string;
    nextStatuses: string[];
    events: { status: string; note: string | null }[];
  } | null;
  refund: { kind: string; amountMinor: number | null; coins: number | null; reference: string | null } | null;
}

describe.each(DIALECTS)('the console orders desk on %s', (dialect) => {
  let ids: MarketIds;
  let coinsToken = '';
  const sessions = {} as Record<StaffName, string>;
  const t = useTestApp(dialect, {
    prepare: async (db, fixtureIds) => {
      ids = await insertMarket(db.handle.db, fixtureIds);
      await seedTestStaff(db.handle.db);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;

  beforeAll(async () => {
    for (const who of Object.keys(TEST_STAFF) as StaffName[])
      sessions[who] = await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
  });
  beforeEach(async () => {
    coinsToken ||= await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
    await resetShop(db(), ids.shop);
  });

  const ask = async <T>(who: StaffName, query: string, variables: Record<string, unknown> = {}) => {
    const r = await consoleGql(t.app, sessions[who], query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as T;
  };
  const desk = (
    who: StaffName,
    brandId: string,
    status: string | null = null,
    after: string | null = null,
    first = 50,
  ) =>
    ask<{
      orders: {
        brandId: string;
        currency: string;
        page: { orders: Record<string, unknown>[]; nextCursor: string | null };
      } | null;
    }>(
      who,
      `query($b: ID!, $s: String, $a: String, $f: Int) { orders(brandId: $b) { brandId currency
        page(status: $s, after: $a, first: $f) { orders { ${ORDER_FIELDS} } nextCursor } } }`,
      { b: brandId, s: status, a: after, f: first },
    ).then((d) => d.orders);
  const oneOrder = (who: StaffName, brandId: string, id: string) =>
    ask<{ orders: { order: Record<string, unknown> | null } | null }>(
      who,
      `query($b: ID!, $id: ID!) { orders(brandId: $b) { order(id: $id) { ${ORDER_FIELDS} events { status note at } } } }`,
      { b: brandId, id },
    ).then((d) => d.orders?.order ?? null);
  const move = (who: StaffName, brandId: string, id: string, status: string, note: string | null = null) =>
    ask<{ setOrderStatus: Move }>(who, MOVE, { b: brandId, id, s: status, n: note }).then(
      (d) => d.setOrderStatus,
    );
  const csv = (who: StaffName, brandId: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/adminapi/brands/${brandId}/orders.csv${query}`,
      headers: { host: CONSOLE_HOST, cookie: sessionCookie(sessions[who]) },
    });
  const auditOf = async (orderId: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('target', '=', `order:${orderId}`)
        .orderBy('id')
        .execute()
    ).map((r) => ({
      staffEmail: r.staff_email,
      brandId: r.brand_id,
      action: r.action,
      ip: r.ip,
      before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
    }));
  const auditCount = async () => (await db().selectFrom('audit_log').select('id').execute()).length;
  const statusOf = async (id: string) =>
    (await db().selectFrom('orders').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow())
      .status;
  const mailsTo = async (to: string) => {
    await t.app.services.background.idle();
    return db()
      .selectFrom('outbox_mails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .execute();
  };
  /** A card order of `quantity` mugs on playmax, placed and paid (unless told otherwise); its id. */
  const cardOrder = async (quantity: number, pay = true, address?: Record<string, string | null>) => {
    await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity });
    const placed = await placeOrder(t.app, t.tokens.paid, {
      cartVersion: (await quoteOf(t.app, t.tokens.paid)).cartVersion,
      ...(address ? { address } : {}),
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
    return placed.order?.id ?? '';
  };
  /** A ClickCoins order paid with coins; its id. */
  const coinsOrder = async () => {
    await addToCart(t.app, coinsToken, { productId: ids.shop.coinTee, quantity: 1 }, HOSTS.clickcoins);
    const { cartVersion } = await quoteOf(t.app, coinsToken, {}, HOSTS.clickcoins);
    const placed = await placeOrder(
      t.app,
      coinsToken,
      { cartVersion, paymentMethod: 'coins' },
      HOSTS.clickcoins,
    );
    expect(placed.responseResult.succeeded).toBe(true);
    return placed.order?.id ?? '';
  };

  it('fulfilment reads the brand’s orders newest first, the paid queue alone, one order whole, and pages on', async () => {
    const older = await cardOrder(1);
    const pending = await cardOrder(1, false);
    const newer = await cardOrder(1);

    const all = await desk('fulfilment', 'playmax');
    expect(all).toMatchObject({ brandId: 'playmax', currency: 'USD' });
    const allIds = all?.page.orders.map((o) => o.id) ?? [];
    expect(allIds.indexOf(newer)).toBeLessThan(allIds.indexOf(pending));
    expect(allIds.indexOf(pending)).toBeLessThan(allIds.indexOf(older));

    const queue = await desk('fulfilment', 'playmax', 'paid');
    expect(queue?.page.orders.every((o) => o.status === 'paid')).toBe(true);
    expect(queue?.page.orders.map((o) => o.id)).toEqual(expect.arrayContaining([newer, older]));
    expect(queue?.page.orders.map((o) => o.id)).not.toContain(pending);

    const first = await desk('fulfilment', 'playmax', null, null, 1);
    expect(first?.page.orders.map((o) => o.id)).toEqual([allIds[0]]);
    const second = await desk('fulfilment', 'playmax', null, first?.page.nextCursor ?? null, 1);
    expect(second?.page.orders.map((o) => o.id)).toEqual([allIds[1]]);

    const order = await oneOrder('fulfilment', 'playmax', newer);
    expect(order).toMatchObject({
      id: newer,
      number: `ORD-${newer.padStart(6, '0')}`,
      brandId: 'playmax',
      memberEmail: 'paid@playmax.test',
      status: 'paid',
      lines: [{ productId: String(ids.shop.mug), variantId: null, quantity: 1, priceMinor: 1000 }],
      shippingAddress: { firstName: 'Ada', address: '500 Congress Ave', city: 'Austin', country: 'US' },
      paymentMethod: 'card',
      currency: 'USD',
      subtotalMinor: 1000,
      nextStatuses: ['shipped', 'cancelled'],
      events: [
        { status: 'pending_payment', note: null },
        // The paid step notes the card's charge.
        { status: 'paid', note: expect.stringMatching(/^ch_/) as unknown },
      ].map((e) => expect.objectContaining(e)),
    });
    expect(Number(order?.totalMinor)).toBe(1000 + Number(order?.deliveryFeeMinor));
    expect(await oneOrder('fulfilment', 'playmax', '999999')).toBeNull();
  });

  it('refuses other roles and other brands: reads answer nothing, moves forbidden, and nothing changes', async () => {
    const playmaxOrder = await cardOrder(1);
    const clickcoinsOrder = await coinsOrder();
    const before = await auditCount();
    const forbidden = { succeeded: false, errorCode: 'forbidden' };

    for (const who of ['editor', 'support'] as const) {
      expect(await desk(who, 'playmax')).toBeNull();
      expect((await move(who, 'playmax', playmaxOrder, 'shipped')).responseResult).toMatchObject(forbidden);
    }
    // The PlayMax brand admin: PlayMax yes, ClickCoins no.
    expect(await desk('brandAdmin', 'playmax')).not.toBeNull();
    expect(await desk('brandAdmin', 'clickcoins')).toBeNull();
    expect((await move('brandAdmin', 'clickcoins', clickcoinsOrder, 'shipped')).responseResult).toMatchObject(
      forbidden,
    );
    // Another brand's order through one's own brand is not found, for reads and moves alike.
    expect(await oneOrder('brandAdmin', 'playmax', clickcoinsOrder)).toBeNull();
    expect((await move('brandAdmin', 'playmax', clickcoinsOrder, 'shipped')).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'order_not_found',
    });
    expect((await move('owner', 'playmax', clickcoinsOrder, 'cancelled')).responseResult.errorCode).toBe(
      'order_not_found',
    );

    expect(await statusOf(playmaxOrder)).toBe('paid');
    expect(await statusOf(clickcoinsOrder)).toBe('paid');
    expect(await auditCount()).toBe(before);
    // The owner holds every brand.
    expect(await desk('owner', 'clickcoins')).toMatchObject({ brandId: 'clickcoins' });
  });

  it('ships with a tracking note (audited, mailed), delivers, and refuses what the transitions refuse', async () => {
    const id = await cardOrder(1);
    const pending = await cardOrder(1, false);
    const before = await auditCount();

    // Not along the transitions: refused with the reason, nothing written.
    const early = await move('fulfilment', 'playmax', id, 'delivered');
    expect(early.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'invalid_input',
      extra: { reason: 'transition' },
    });
    expect((await move('fulfilment', 'playmax', pending, 'shipped')).responseResult.extra).toEqual({
      reason: 'transition',
    });
    // `paid` is the payment path's, not a move the console offers; a note is at most 500 characters.
    expect((await move('fulfilment', 'playmax', pending, 'paid')).responseResult).toMatchObject({
      errorCode: 'invalid_input',
      extra: { field: 'status' },
    });
    expect(
      (await move('fulfilment', 'playmax', id, 'shipped', 'x'.repeat(501))).responseResult,
    ).toMatchObject({
      errorCode: 'invalid_input',
      extra: { field: 'note' },
    });
    expect(await auditCount()).toBe(before);

    const shipped = await move('fulfilment', 'playmax', id, 'shipped', 'Tracking 1Z999AA10123456784');
    expect(shipped.responseResult).toMatchObject({ succeeded: true, errorCode: null });
    expect(shipped.order).toMatchObject({ id, status: 'shipped', nextStatuses: ['delivered', 'cancelled'] });
    expect(shipped.order?.events.at(-1)).toEqual(
      expect.objectContaining({ status: 'shipped', note: 'Tracking 1Z999AA10123456784' }),
    );
    expect(shipped.refund).toEqual({ kind: 'none', amountMinor: null, coins: null, reference: null });
    expect(await auditOf(id)).toEqual([
      {
        staffEmail: TEST_STAFF.fulfilment.email,
        brandId: 'playmax',
        action: 'order.status',
        ip: '127.0.0.1',
        before: { status: 'paid' },
        after: { status: 'shipped', note: 'Tracking 1Z999AA10123456784' },
      },
    ]);
    const mail = (await mailsTo('paid@playmax.test'))[0];
    expect(mail?.subject).toBe(`Your order ORD-${id.padStart(6, '0')} is on its way`);
    expect(mail?.text_body).toContain('Tracking 1Z999AA10123456784');

    const delivered = await move('brandAdmin', 'playmax', id, 'delivered');
    expect(delivered.order).toMatchObject({ status: 'delivered', nextStatuses: [] });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      staffEmail: TEST_STAFF.brandAdmin.email,
      before: { status: 'shipped' },
      after: { status: 'delivered', note: null },
    });
    // Delivered is final.
    expect((await move('owner', 'playmax', id, 'cancelled')).responseResult.extra).toEqual({
      reason: 'transition',
    });
    expect(await statusOf(id)).toBe('delivered');
  });

  it('the member reads the tracking note on their order once it ships (Order.trackingNote)', async () => {
    const id = await cardOrder(1);
    const mine = async () => {
      const res = await gql(
        t.app,
        HOSTS.playmax,
        `query($id: ID!) { ecommerce { order(id: $id) { status trackingNote } getMemberOrders { id trackingNote } } }`,
        { token: t.tokens.paid, variables: { id } },
      );
      expect(res.body.errors).toBeUndefined();
      const data = res.body.data as {
        ecommerce: {
          order: { status: string; trackingNote: string | null };
          getMemberOrders: { id: string; trackingNote: string | null }[];
        };
      };
      return {
        one: data.ecommerce.order,
        listed: data.ecommerce.getMemberOrders.find((o) => o.id === id)?.trackingNote,
      };
    };
    expect(await mine()).toEqual({ one: { status: 'paid', trackingNote: null }, listed: null });
    expect(
      (await move('fulfilment', 'playmax', id, 'shipped', 'DHL 00340434161094042557')).responseResult
        .succeeded,
    ).toBe(true);
    expect(await mine()).toEqual({
      one: { status: 'shipped', trackingNote: 'DHL 00340434161094042557' },
      listed: 'DHL 00340434161094042557',
    });
  });

  it('cancelling a paid card order refunds it once, even sent twice, puts the stock back, audits and mails once', async () => {
    const id = await cardOrder(2);
    const total = Number((await oneOrder('fulfilment', 'playmax', id))?.totalMinor);
    expect(await stockOf(db(), ids.shop.mug)).toBe(1);
    const refund = vi.spyOn(t.app.services.provider, 'refund');
    const [a, b] = await Promise.all([
      move('fulfilment', 'playmax', id, 'cancelled', 'Out of stock at the warehouse'),
      move('fulfilment', 'playmax', id, 'cancelled', 'Out of stock at the warehouse'),
    ]);
    const done = [a, b].filter((r) => r.responseResult.succeeded);
    expect(done).toHaveLength(1);
    expect(done[0]?.refund).toMatchObject({ kind: 'card', amountMinor: total });
    expect(done[0]?.refund?.reference).toMatch(/^re_/);
    const other = [a, b].find((r) => !r.responseResult.succeeded);
    expect(other?.responseResult).toMatchObject({ succeeded: false, errorCode: 'invalid_input' });
    expect(['transition', 'changed']).toContain((other?.responseResult.extra as { reason: string }).reason);
    // And once more, after: refused, nothing refunded again.
    expect((await move('fulfilment', 'playmax', id, 'cancelled')).responseResult.extra).toEqual({
      reason: 'transition',
    });

    expect(await statusOf(id)).toBe('cancelled');
    expect(await stockOf(db(), ids.shop.mug)).toBe(3);
    // The provider refunded once (the sandbox keeps no ledger: its calls are the record).
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    const cancelledEvents = await db()
      .selectFrom('order_events')
      .select('note')
      .where('order_id', '=', Number(id))
      .where('status', '=', 'cancelled')
      .execute();
    expect(cancelledEvents).toHaveLength(1);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.status',
      before: { status: 'paid' },
      after: { status: 'cancelled', note: 'Out of stock at the warehouse', refund: { kind: 'card' } },
    });
    const cancelledMails = (await mailsTo('paid@playmax.test')).filter((m) =>
      m.subject.includes('was cancelled'),
    );
    expect(cancelledMails).toHaveLength(1);
    expect(cancelledMails[0]?.text_body).toContain('Out of stock at the warehouse');
  });

  it('cancelling a coins order gives the coins back once', async () => {
    const before = await balanceOf(db(), ids.coins);
    const id = await coinsOrder();
    const r = await move('fulfilment', 'clickcoins', id, 'cancelled');
    expect(r.refund).toMatchObject({ kind: 'coins', coins: 1733 });
    expect((await move('fulfilment', 'clickcoins', id, 'cancelled')).responseResult.succeeded).toBe(false);
    expect(await balanceOf(db(), ids.coins)).toEqual({ balance: before.balance, ledger: before.balance });
  });

  it('the order-status command goes the same way: the same move, audited as cli', async () => {
    const id = await cardOrder(1);
    const lines: string[] = [];
    const ctx = {
      db: db(),
      clock: t.clock.fn,
      orders: t.app.services.orders,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    expect(
      await runOps(['order-status', '--order', id, '--status', 'shipped', '--note', 'By hand'], ctx),
    ).toEqual({
      ok: true,
    });
    expect(await auditOf(id)).toEqual([
      {
        staffEmail: null,
        brandId: 'playmax',
        action: 'order.status',
        ip: 'cli',
        before: { status: 'paid' },
        after: { status: 'shipped', note: 'By hand' },
      },
    ]);
  });

  it('adds up what to pick for the paid orders', async () => {
    const a = await cardOrder(1);
    const b = await cardOrder(2);
    const list = await ask<{
      orders: {
        pickList: {
          orders: number;
          partial: boolean;
          lines: { productId: string; quantity: number; orderNumbers: string[] }[];
        };
      } | null;
    }>(
      'fulfilment',
      `query($b: ID!) { orders(brandId: $b) { pickList { orders partial lines { productId variantId name variant quantity orderNumbers } } } }`,
      { b: 'playmax' },
    );
    const pick = list.orders?.pickList;
    expect(pick?.partial).toBe(false);
    const mug = pick?.lines.find((l) => l.productId === String(ids.shop.mug));
    expect(mug?.quantity).toBeGreaterThanOrEqual(3);
    const numbers = [a, b].map((id) => `ORD-${id.padStart(6, '0')}`);
    expect(mug?.orderNumbers.slice(-2)).toEqual(numbers);
  });

  it('exports the brand’s orders as CSV, spreadsheet-safe, to orders.read on the brand only', async () => {
    const id = await cardOrder(1, true, {
      country: 'US',
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Lovelace',
      address: '500 Congress Ave',
      apartmentSuite: null,
      city: 'Austin',
      state: 'TX',
      postcode: '78701',
      phone: '+1 512 555 0142',
    });
    const res = await csv('fulfilment', 'playmax', '?status=paid');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-playmax-paid-/);
    const [header, ...rows] = res.body.trim().split('\n');
    expect(header).toBe(
      'number,created_at,status,member_email,items,subtotal_minor,discount_minor,delivery_fee_minor,total_minor,currency,payment_method,coins_spent,shipping_option,ship_to,updated_at',
    );
    const row = rows.find((r) => r.startsWith(`ORD-${id.padStart(6, '0')},`));
    expect(row).toContain(',paid,paid@playmax.test,1 x ');
    expect(row).toContain(`"'=HYPERLINK(""http://x"") Lovelace, 500 Congress Ave, 78701 Austin TX, US"`);
    expect(rows.every((r) => r.split(',')[2] === 'paid')).toBe(true);

    expect((await csv('brandAdmin', 'clickcoins')).statusCode).toBe(403);
    expect((await csv('editor', 'playmax')).statusCode).toBe(403);
    expect((await csv('fulfilment', 'playmax', '?status=lost')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/adminapi/brands/playmax/orders.csv',
      headers: { host: CONSOLE_HOST },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
