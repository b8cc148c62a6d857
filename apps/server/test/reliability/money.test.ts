/**
 * Issue 15, suite 5 "Money and entries", against the real server in its own process: payment
 * returns delivered RETURN_DELIVERIES times each, concurrently, with the server SIGKILLed and
 * restarted in the middle (a client retries what the kill cut off, as a browser reloading the return
 * page would): every purchase credited exactly once. Then SPENDS concurrent coin spends (impact
 * funding) against a balance covering exactly SPENDS_COVERED of them: exactly that many succeed and
 * the balance ends at the exact figure. Figures in scale.ts (small in `npm test`, full in soak).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { BRANDS } from '../../src/seed/brands';
import { seedImpacts } from '../../src/seed/impacts';
import { loadFixtures, PASSWORD, type FixtureIds } from '../fixtures';
import { DIALECTS, HOSTS } from '../harness';
import { insertWallet, ledgerMismatches, openingBalance, type WalletFixtures } from '../wallet/helpers';
import { clientAddress, dropSockets, gqlAt, loginAt, request } from './client';
import { RETURN_DELIVERIES, RETURN_KILLS, RETURNS, SPENDS, SPENDS_COVERED } from './scale';
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
  let db: ReturnType<Data['open']>;

  beforeAll(async () => {
    data = await createData(dialect, async (d: Db) => {
      ids = await loadFixtures(d);
      w = await insertWallet(d, ids);
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
        const url = (started.data?.member as { startCoinPurchase: { url: string } }).startCoinPurchase.url;
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
        return { pack, ref: ref ?? '' };
      },
    );

    // Every return RETURN_DELIVERIES times, shuffled, many at once; the server dies part-way.
    const deliveries = bought.flatMap((b) => Array.from({ length: RETURN_DELIVERIES }, () => b));
    deliveries.sort(() => Math.random() - 0.5);
    const killAt = new Set(
      Array.from({ length: RETURN_KILLS }, (_, k) =>
        Math.floor(((k + 1) * deliveries.length) / (RETURN_KILLS + 1)),
      ),
    );
    let restarting: Promise<void> | null = null;
    let cutOff = 0;
    const deliver = async (d: (typeof deliveries)[number], i: number): Promise<{ credited: boolean }> => {
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
          const res = await gqlAt(
            server.port,
            HOST,
            clientAddress(i % CLIENTS),
            RETURN,
            { p: String(d.pack.id), r: d.ref },
            token,
          );
          const r = (
            res.data?.member as {
              addCoinsAfterPaymentSuccess: {
                responseResult: { succeeded: boolean; extra: { alreadyCredited?: boolean } | null };
              };
            }
          ).addCoinsAfterPaymentSuccess.responseResult;
          expect(r.succeeded).toBe(true);
          return { credited: r.extra?.alreadyCredited !== true };
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
    };
    const answers = await pool(deliveries, IN_FLIGHT, deliver);
    // The kill landed while returns were in flight.
    expect(cutOff).toBeGreaterThan(0);
    // Answers cut off by the kill may have credited unseen; never more than one credit per return.
    expect(answers.filter((a) => a.credited).length).toBeLessThanOrEqual(RETURNS);

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
});
