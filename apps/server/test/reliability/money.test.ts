/**
 * Issue 15, suite 5 "Money and entries", against the real server in its own process: payment
 * returns delivered RETURN_DELIVERIES times each, concurrently, with the server SIGKILLed and
 * restarted in the middle (a client retries what the kill cut off, as a browser reloading the return
 * page would): every purchase credited exactly once, for each kind the one purchase path sells
 * (coin packs, giveaway entries, marketplace orders and plans). Then SPENDS concurrent coin spends
 * (impact funding) against a balance covering exactly SPENDS_COVERED of them: exactly that many
 * succeed and the balance ends at the exact figure. Figures in scale.ts (small in `npm test`, full
 * in soak).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { BRANDS } from '../../src/seed/brands';
import { seedImpacts } from '../../src/seed/impacts';
import { purchaseKey } from '../../src/modules/checkout/service';
import { loadFixtures, PASSWORD, type FixtureIds } from '../fixtures';
import { priceRow, sweepRow } from '../giveaways/helpers';
import { DIALECTS, HOSTS } from '../harness';
import { ADDRESS, insertMarket } from '../marketplace/helpers';
import { insertWallet, ledgerMismatches, openingBalance, type WalletFixtures } from '../wallet/helpers';
import { clientAddress, dropSockets, gqlAt, loginAt, request } from './client';
import { KIND_RETURNS, RETURN_DELIVERIES, RETURN_KILLS, RETURNS, SPENDS, SPENDS_COVERED } from './scale';
import { createData, startServer, type Data, type Spawned } from './spawned-server';

const HOST = HOSTS.playmax;
const CLIENTS = 50;
const IN_FLIGHT = 40;
const IMPACT_SLUG = 'give-clean-water';
const IMPACT_PRICE = 20;

const START = `mutation($p: ID!) { member { startCoinPurchase(packId: $p) {
  responseResult { succeeded errorCode } url ref coins } } }`;
const RETURN = `mutation($p: ID!, $r: String!) { member { addCoinsAfterPaymentSuccess(packId: $p, paymentRef: $r) {
  responseResult { succeeded errorCode extra } balance } } }`;
const FUND = `mutation($i: FundImpactInput!) { impacts { fund(input: $i) {
  responseResult { succeeded errorCode } balance } } }`;
/** A giveaway open now (the spawned server runs on the real clock), priced as priceRow says. */
const GIVEAWAY = '3001';
const DAY_MS = 86_400_000;
const START_ENTRIES = `mutation($s: ID!) { sweep { startEntryPurchase(sweepId: $s, offer: "standard", dateOfBirth: "1990-05-20") {
  responseResult { succeeded errorCode } url entries } } }`;
const RETURN_ENTRIES = `mutation($s: ID!, $e: Int!, $r: String!) { sweep { addEntriesAfterPaypalSuccess(sweepId: $s, entries: $e, paymentRef: $r) {
  responseResult { succeeded errorCode extra } } } }`;
const ADD_TO_CART = `mutation($p: ID!) { ecommerce { addToCart(productId: $p, quantity: 1) {
  responseResult { succeeded errorCode } } } }`;
const QUOTE = `query { ecommerce { checkoutQuote(input: {}) { cartVersion } } }`;
const PLACE_ORDER = `mutation($i: PlaceOrderInput!) { ecommerce { placeOrder(input: $i) {
  responseResult { succeeded errorCode } order { id } url } } }`;
const RETURN_ORDER = `mutation($o: ID!, $r: String!) { ecommerce { confirmOrderPayment(orderId: $o, paymentRef: $r) {
  responseResult { succeeded errorCode extra } } } }`;
const START_PLAN = `mutation($p: ID!) { member { startCheckout(planId: $p) { responseResult { succeeded errorCode } url } } }`;
const RETURN_PLAN = `mutation($s: String!) { member { activateSubscription(subscriptionId: $s) {
  responseResult { succeeded errorCode extra } } } }`;

type Answer = { responseResult: { succeeded: boolean; errorCode: string | null } };
/** The payload of `root { field { … } }`, or a failure naming the GraphQL errors. */
function payload<T = Answer>(
  res: { data?: Record<string, unknown>; errors?: unknown[] },
  root: string,
  field: string,
): T {
  if (res.errors) throw new Error(`${root}.${field}: ${JSON.stringify(res.errors)}`);
  return (res.data?.[root] as Record<string, T>)[field] as T;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T, i);
      }
    }),
  );
  return out;
}

describe.each(DIALECTS)('money and entries against a spawned server on %s', (dialect) => {
  let data: Data;
  let server: Spawned;
  let ids: FixtureIds;
  let w: WalletFixtures;
  let impactId: number;
  let teeId: number;
  let db: ReturnType<Data['open']>;

  beforeAll(async () => {
    data = await createData(dialect, async (d: Db) => {
      ids = await loadFixtures(d);
      w = await insertWallet(d, ids);
      // The shop (a tee with room for every order) and a giveaway open now.
      teeId = (await insertMarket(d, ids)).shop.tee;
      await d.updateTable('products').set({ stock: 100_000 }).where('id', '=', teeId).execute();
      const now = Date.now();
      await d
        .insertInto('sweeps')
        .values(
          sweepRow({
            id: GIVEAWAY,
            period: { opensAt: new Date(now - DAY_MS), closesAt: new Date(now + 20 * DAY_MS) },
          }),
        )
        .execute();
      await d.insertInto('sweep_brands').values(priceRow(GIVEAWAY)).execute();
      await seedImpacts(d, BRANDS, () => {});
      // newcomer@ can pay for exactly SPENDS_COVERED units, and IMPACT_PRICE - 1 coins stay over.
      await openingBalance(d, ids.newcomer, SPENDS_COVERED * IMPACT_PRICE + IMPACT_PRICE - 1);
      const item = await d
        .selectFrom('impact_items')
        .select('id')
        .where('brand_id', '=', 'playmax')
        .where('slug', '=', IMPACT_SLUG)
        .executeTakeFirstOrThrow();
      impactId = Number(item.id);
    });
    server = await startServer(data);
    db = data.open();
  }, 180_000);

  afterAll(async () => {
    dropSockets();
    await db?.destroy();
    await server?.stop();
    await data?.drop();
  }, 60_000);

  /** Pays a started purchase on the sandbox's hosted page with the test card; answers its ref. */
  async function payHostedAt(url: string, from: string): Promise<string> {
    const paid = await request(server.port, {
      method: 'POST',
      path: new URL(url, 'http://x').pathname,
      host: HOST,
      from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        method: 'card',
        cardNumber: '4242 4242 4242 4242',
        cardDate: '12/30',
        cardCcv: '123',
        cardHolder: 'Ada Lovelace',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    const ref = new URL(String(paid.headers.location), 'http://x').searchParams.get('subscription_id');
    expect(ref).toMatch(/^sub_/);
    return ref ?? '';
  }

  /**
   * A return's answer: it must succeed; true when this delivery was the one that credited (each
   * kind names a repeat in `extra`: alreadyCredited, alreadyPaid for an order, alreadyActive for a plan).
   */
  function creditedNow(
    answer: { responseResult: { succeeded: boolean; extra?: unknown } },
    repeatFlag = 'alreadyCredited',
  ): boolean {
    expect(answer.responseResult).toMatchObject({ succeeded: true });
    const extra = answer.responseResult.extra as Record<string, unknown> | null | undefined;
    return extra?.[repeatFlag] !== true;
  }

  /**
   * Delivers every return RETURN_DELIVERIES times, shuffled, IN_FLIGHT at once, with the server
   * SIGKILLed and restarted part-way (RETURN_KILLS times). A delivery the kill cut off is sent
   * again once the server is back, as a browser reloading the return page would. `send` answers
   * whether its delivery credited; the count may miss credits whose answer the kill swallowed.
   */
  async function deliverAcrossKill<T>(
    returns: T[],
    send: (item: T, from: string) => Promise<boolean>,
  ): Promise<{ credited: number; cutOff: number }> {
    const deliveries = returns.flatMap((r) => Array.from({ length: RETURN_DELIVERIES }, () => r));
    deliveries.sort(() => Math.random() - 0.5);
    const killAt = new Set(
      Array.from({ length: RETURN_KILLS }, (_, k) =>
        Math.floor(((k + 1) * deliveries.length) / (RETURN_KILLS + 1)),
      ),
    );
    let restarting: Promise<void> | null = null;
    let cutOff = 0;
    const answers = await pool(deliveries, IN_FLIGHT, async (d, i) => {
      for (;;) {
        if (killAt.has(i)) {
          killAt.delete(i);
          restarting = (async () => {
            await server.kill();
            dropSockets();
            server = await startServer(data, { port: server.port });
          })();
        }
        if (restarting) await restarting;
        try {
          return await send(d, clientAddress(i % CLIENTS));
        } catch (err) {
          // The connection died with the server: the client tries again once it is back.
          if (
            !restarting &&
            !(err instanceof Error && /ECONNRE|socket hang up|EPIPE|timeout/.test(err.message))
          )
            throw err;
          cutOff += 1;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    });
    return { credited: answers.filter(Boolean).length, cutOff };
  }

  it(`${RETURNS} payment returns delivered ${RETURN_DELIVERIES} times each, across ${RETURN_KILLS} SIGKILL: each credited once`, async () => {
    const token = await loginAt(server.port, HOST, clientAddress(0), 'paid@playmax.test', PASSWORD);
    const before = Number(
      (
        await db.db
          .selectFrom('members')
          .select('coins_balance')
          .where('id', '=', ids.paid)
          .executeTakeFirstOrThrow()
      ).coins_balance,
    );
    const packs = [
      { id: w.packs.small, coins: 500 },
      { id: w.packs.medium, coins: 1100 },
    ];

    // Buy RETURNS packs on the hosted page: each answer is a return to deliver.
    const bought = await pool(
      Array.from({ length: RETURNS }, (_, i) => packs[i % 2] as (typeof packs)[number]),
      IN_FLIGHT,
      async (pack, i) => {
        const from = clientAddress(i % CLIENTS);
        const started = await gqlAt(server.port, HOST, from, START, { p: String(pack.id) }, token);
        const { url } = payload<{ url: string }>(started, 'member', 'startCoinPurchase');
        return { pack, ref: await payHostedAt(url, from) };
      },
    );

    const { credited, cutOff } = await deliverAcrossKill(bought, async (b, from) => {
      const res = await gqlAt(server.port, HOST, from, RETURN, { p: String(b.pack.id), r: b.ref }, token);
      return creditedNow(payload(res, 'member', 'addCoinsAfterPaymentSuccess'));
    });
    // The kill landed while returns were in flight.
    expect(cutOff).toBeGreaterThan(0);
    // Answers cut off by the kill may have credited unseen; never more than one credit per return.
    expect(credited).toBeLessThanOrEqual(RETURNS);

    const rows = await db.db
      .selectFrom('coin_ledger')
      .select(['ref', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('member_id', '=', ids.paid)
      .where('kind', '=', 'purchase')
      .groupBy('ref')
      .execute();
    expect(rows).toHaveLength(RETURNS);
    expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
    const expected = before + bought.reduce((sum, b) => sum + b.pack.coins, 0);
    const after = await db.db
      .selectFrom('members')
      .select('coins_balance')
      .where('id', '=', ids.paid)
      .executeTakeFirstOrThrow();
    expect(Number(after.coins_balance)).toBe(expected);
    expect(await ledgerMismatches(db.db)).toEqual([]);
  }, 600_000);

  it(`${SPENDS} concurrent coin spends against a balance covering ${SPENDS_COVERED}: exactly ${SPENDS_COVERED} succeed`, async () => {
    dropSockets();
    const token = await loginAt(server.port, HOST, clientAddress(1), 'newcomer@playmax.test', PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: SPENDS }, async (_, i) => {
        const res = await gqlAt(
          server.port,
          HOST,
          clientAddress(i % CLIENTS),
          FUND,
          { i: { itemId: String(impactId), quantity: 1, requestId: `spend-${i}-${dialect}` } },
          token,
        );
        expect(res.errors).toBeUndefined();
        return (
          res.data?.impacts as { fund: { responseResult: { succeeded: boolean; errorCode: string | null } } }
        ).fund.responseResult;
      }),
    );
    expect(answers.filter((a) => a.succeeded)).toHaveLength(SPENDS_COVERED);
    expect(new Set(answers.filter((a) => !a.succeeded).map((a) => a.errorCode))).toEqual(
      new Set(['insufficient_coins']),
    );
    const after = await db.db
      .selectFrom('members')
      .select('coins_balance')
      .where('id', '=', ids.newcomer)
      .executeTakeFirstOrThrow();
    expect(Number(after.coins_balance)).toBe(IMPACT_PRICE - 1);
    const contributions = await db.db
      .selectFrom('impact_contributions')
      .select('id')
      .where('member_id', '=', ids.newcomer)
      .execute();
    expect(contributions).toHaveLength(SPENDS_COVERED);
    expect(await ledgerMismatches(db.db)).toEqual([]);
  }, 120_000);
  it(`giveaway entries, marketplace orders and plans: each return delivered ${RETURN_DELIVERIES} times across ${RETURN_KILLS} SIGKILL is credited once`, async () => {
    dropSockets();
    const payer = await loginAt(server.port, HOST, clientAddress(2), 'paid@playmax.test', PASSWORD);
    const planBuyers = await Promise.all(
      ['fr@playmax.test', 'newcomer@playmax.test'].map((email, i) =>
        loginAt(server.port, HOST, clientAddress(3 + i), email, PASSWORD),
      ),
    );

    // Paid, not yet returned: KIND_RETURNS entry purchases and as many card orders of paid@, and a
    // plan bought by each member who has none.
    const entries = await pool(Array.from({ length: KIND_RETURNS }), IN_FLIGHT, async (_, i) => {
      const from = clientAddress(i % CLIENTS);
      const started = payload<Answer & { url: string; entries: number }>(
        await gqlAt(server.port, HOST, from, START_ENTRIES, { s: GIVEAWAY }, payer),
        'sweep',
        'startEntryPurchase',
      );
      expect(started.responseResult).toMatchObject({ succeeded: true });
      return {
        kind: 'entries' as const,
        entries: started.entries,
        ref: await payHostedAt(started.url, from),
      };
    });
    const orders = [];
    // One cart per member: each order is placed before the next one's line goes in.
    for (let i = 0; i < KIND_RETURNS; i++) {
      const from = clientAddress(i % CLIENTS);
      const added = await gqlAt(server.port, HOST, from, ADD_TO_CART, { p: String(teeId) }, payer);
      expect(payload(added, 'ecommerce', 'addToCart').responseResult).toMatchObject({ succeeded: true });
      const { cartVersion } = payload<{ cartVersion: number }>(
        await gqlAt(server.port, HOST, from, QUOTE, {}, payer),
        'ecommerce',
        'checkoutQuote',
      );
      const placed = payload<Answer & { order: { id: string }; url: string }>(
        await gqlAt(
          server.port,
          HOST,
          from,
          PLACE_ORDER,
          { i: { cartVersion, address: ADDRESS, shippingOption: 'standard', paymentMethod: 'new_card' } },
          payer,
        ),
        'ecommerce',
        'placeOrder',
      );
      expect(placed.responseResult).toMatchObject({ succeeded: true });
      orders.push({
        kind: 'order' as const,
        orderId: placed.order.id,
        ref: await payHostedAt(placed.url, from),
      });
    }
    const plans = await Promise.all(
      planBuyers.map(async (token, i) => {
        const from = clientAddress(10 + i);
        const started = payload<Answer & { url: string }>(
          await gqlAt(server.port, HOST, from, START_PLAN, { p: '101' }, token),
          'member',
          'startCheckout',
        );
        expect(started.responseResult).toMatchObject({ succeeded: true });
        return { kind: 'plan' as const, token, ref: await payHostedAt(started.url, from) };
      }),
    );

    const returns = [...entries, ...orders, ...plans];
    const { credited, cutOff } = await deliverAcrossKill(returns, async (r, from) => {
      switch (r.kind) {
        case 'entries': {
          const vars = { s: GIVEAWAY, e: r.entries, r: r.ref };
          const res = await gqlAt(server.port, HOST, from, RETURN_ENTRIES, vars, payer);
          return creditedNow(payload(res, 'sweep', 'addEntriesAfterPaypalSuccess'));
        }
        case 'order': {
          const res = await gqlAt(server.port, HOST, from, RETURN_ORDER, { o: r.orderId, r: r.ref }, payer);
          return creditedNow(payload(res, 'ecommerce', 'confirmOrderPayment'), 'alreadyPaid');
        }
        case 'plan': {
          const res = await gqlAt(server.port, HOST, from, RETURN_PLAN, { s: r.ref }, r.token);
          return creditedNow(payload(res, 'member', 'activateSubscription'), 'alreadyActive');
        }
      }
    });
    expect(cutOff).toBeGreaterThan(0);
    expect(credited).toBeLessThanOrEqual(returns.length);

    // Each payment is on the account once: one succeeded transaction for its charge, and its key.
    const refs = returns.map((r) => r.ref);
    const sessions = await db.db
      .selectFrom('payment_sessions')
      .select(['subscription_ref', 'charge_reference'])
      .where('subscription_ref', 'in', refs)
      .execute();
    expect(sessions).toHaveLength(refs.length);
    const charges = sessions.map((x) => x.charge_reference ?? '');
    const transactions = await db.db
      .selectFrom('billing_transactions')
      .select(['reference', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('reference', 'in', charges)
      .where('status', '=', 'succeeded')
      .groupBy('reference')
      .execute();
    expect(transactions).toHaveLength(refs.length);
    expect(transactions.filter((t) => Number(t.n) !== 1)).toEqual([]);
    const keys = await db.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'in', refs.map(purchaseKey))
      .execute();
    expect(keys).toHaveLength(refs.length);

    // Entries: one ledger row per payment, and the pool counts each once.
    const entryRows = await db.db
      .selectFrom('giveaway_entries')
      .select(['payment_ref', 'entries'])
      .where('sweep_id', '=', GIVEAWAY)
      .execute();
    expect(entryRows.map((e) => e.payment_ref).sort()).toEqual(entries.map((e) => e.ref).sort());
    const sweep = await db.db
      .selectFrom('sweeps')
      .select('total_entries')
      .where('id', '=', GIVEAWAY)
      .executeTakeFirstOrThrow();
    const bought = entries.reduce((sum, e) => sum + e.entries, 0);
    expect(entryRows.reduce((sum, e) => sum + Number(e.entries), 0)).toBe(bought);
    expect(Number(sweep.total_entries)).toBe(bought);

    // Orders: each paid by its own payment; the tee's stock went down once per order.
    const paidOrders = await db.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_ref'])
      .where('member_id', '=', ids.paid)
      .where(
        'payment_ref',
        'in',
        orders.map((o) => o.ref),
      )
      .execute();
    expect(paidOrders).toHaveLength(KIND_RETURNS);
    expect(paidOrders.filter((o) => o.status !== 'paid')).toEqual([]);
    const tee = await db.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', teeId)
      .executeTakeFirstOrThrow();
    expect(Number(tee.stock)).toBe(100_000 - KIND_RETURNS);

    // Plans: one subscription per payment.
    const subscriptions = await db.db
      .selectFrom('subscriptions')
      .select('ref_id')
      .where(
        'ref_id',
        'in',
        plans.map((p) => p.ref),
      )
      .execute();
    expect(subscriptions.map((x) => x.ref_id).sort()).toEqual(plans.map((p) => p.ref).sort());
    expect(await ledgerMismatches(db.db)).toEqual([]);
  }, 600_000);
});
