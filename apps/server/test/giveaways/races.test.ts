import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../harness';
import { addEntries, G, payOnHostedPage, poolOf, startEntryPurchase, useGiveawaysApp } from './helpers';

const ADULT = '1990-05-20';

describe.each(DIALECTS)('entry purchases under concurrency on %s', (dialect) => {
  const t = useGiveawaysApp(dialect, { logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test' } });
  const db = () => t.db.handle.db;

  const paidPurchase = async (token: string, sweepId: string, offer = 'standard') => {
    const started = await startEntryPurchase(t.app, token, { sweepId, offer, dateOfBirth: ADULT });
    expect(started.responseResult.succeeded).toBe(true);
    const { ref } = await payOnHostedPage(t.app, started.url ?? '');
    return { ref, entries: started.entries ?? 0 };
  };

  it('five returns of one payment at once credit it exactly once, and all answer the same transaction', async () => {
    const { ref, entries } = await paidPurchase(t.tokens.paid, G.open);
    const before = await poolOf(db(), G.open);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        addEntries(t.app, t.tokens.paid, { sweepId: G.open, entries, paymentRef: ref }),
      ),
    );
    expect(answers.map((a) => a.responseResult.succeeded)).toEqual([true, true, true, true, true]);
    expect(new Set(answers.map((a) => a.transactionId))).toEqual(new Set([ref]));
    expect(
      answers.filter((a) => (a.responseResult.extra as { alreadyCredited: boolean }).alreadyCredited),
    ).toHaveLength(4);
    expect(await poolOf(db(), G.open)).toEqual({
      ledger: before.ledger + entries,
      rows: before.rows + 1,
      total: before.total + entries,
    });
    const rows = await db()
      .selectFrom('giveaway_entries')
      .select('id')
      .where('payment_ref', '=', ref)
      .execute();
    expect(rows).toHaveLength(1);
    const txs = await db()
      .selectFrom('billing_transactions')
      .select('id')
      .where('reference', 'like', 'ch_%')
      .where('kind', '=', 'entries')
      .where('member_id', '=', t.ids.paid)
      .execute();
    expect(txs).toHaveLength(1);
  });

  it("members' entries and the pool agree after many purchases by two members, some returned twice at once", async () => {
    const purchases = [];
    for (const [token, offer] of [
      [t.tokens.paid, 'standard'],
      [t.tokens.fr, 'multiplier'],
      [t.tokens.paid, 'multiplier'],
      [t.tokens.fr, 'standard'],
      [t.tokens.fr, 'one_time'],
      [t.tokens.paid, 'bonus'],
    ] as const)
      purchases.push({ token, ...(await paidPurchase(token, G.open, offer)) });
    await Promise.all(
      purchases.flatMap((p) => [
        addEntries(t.app, p.token, { sweepId: G.open, entries: p.entries, paymentRef: p.ref }),
        addEntries(t.app, p.token, { sweepId: G.open, entries: p.entries, paymentRef: p.ref }),
      ]),
    );
    const pool = await poolOf(db(), G.open);
    expect(pool.total).toBe(pool.ledger);
    const perMember = await db()
      .selectFrom('giveaway_entries')
      .select((eb) => ['member_id', eb.fn.sum<number | string>('entries').as('n')])
      .where('sweep_id', '=', G.open)
      .groupBy('member_id')
      .execute();
    expect(perMember.reduce((sum, r) => sum + Number(r.n), 0)).toBe(pool.total);
    // 10 (first test) + 10 + 30 + 30 + 10 + 100 + 20
    expect(pool.total).toBe(210);
  });
});
