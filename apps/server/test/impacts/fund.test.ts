import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, gql, HOSTS, useTestApp } from '../harness';
import { balanceOf, ledgerForFixtureCoins, ledgerMismatches, openingBalance } from '../wallet/helpers';
import { contributedOf, fund, fundedOf, insertImpacts, type ImpactFixtures } from './helpers';

// Lean enough for the cost limit (lists nest ×10); the full item is impacts.item(id).
const CATEGORIES = `{ impacts { listCategories { id name slug items {
  id name langs price_per_unit remaining_quantity progress_percent image } } } }`;

describe.each(DIALECTS)('impacts on %s', (dialect) => {
  let f: ImpactFixtures;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      f = await insertImpacts(db.handle.db);
      await ledgerForFixtureCoins(db.handle.db, ids);
      await openingBalance(db.handle.db, ids.newcomer, 500);
      await openingBalance(db.handle.db, ids.veteran, 1000);
    },
    logins: { newcomer: 'newcomer@playmax.test', veteran: 'veteran@playmax.test' },
  });
  const db = () => t.db.handle.db;
  afterEach(async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
    for (const id of [f.tree, f.reef, f.done])
      expect(await contributedOf(db(), id)).toBeLessThanOrEqual(await fundedOf(db(), id));
  });

  it('lists the host brand’s categories with items and progress, translated, never another brand’s', async () => {
    const res = await gql(t.app, HOSTS.playmax, CATEGORIES, {
      token: t.tokens.veteran,
      headers: { 'x-interface-language': 'fr-ca' },
    });
    expect(res.body.errors).toBeUndefined();
    const cats = (
      res.body.data as {
        impacts: {
          listCategories: {
            name: string;
            items: {
              id: string;
              name: string;
              langs: string[];
              progress_percent: number;
              remaining_quantity: number;
            }[];
          }[];
        };
      }
    ).impacts.listCategories;
    expect(cats).toHaveLength(1);
    expect(cats[0]!.name).toBe('Arbres');
    expect(cats[0]!.items.map((i) => Number(i.id)).sort()).toEqual([f.tree, f.reef, f.done].sort());
    const tree = cats[0]!.items.find((i) => Number(i.id) === f.tree)!;
    expect(tree.name).toBe('Arbre');
    expect(tree.langs).toEqual(['en-us', 'fr-ca']);
    const reef = cats[0]!.items.find((i) => Number(i.id) === f.reef)!;
    expect([reef.progress_percent, reef.remaining_quantity]).toEqual([70, 3]);
    const other = await gql(t.app, HOSTS.playmax, `{ impacts { item(id: "${f.otherBrand}") { id } } }`, {
      token: t.tokens.veteran,
    });
    expect(other.body.data).toEqual({ impacts: { item: null } });
  });

  it('funds units with coins in one movement: balance, ledger, progress and the member’s impacts agree', async () => {
    const r = await fund(t.app, t.tokens.newcomer, {
      itemId: f.tree,
      quantity: 4,
      requestId: 'req-tree-0001',
    });
    expect(r.responseResult.succeeded).toBe(true);
    expect([r.quantity, r.coins, r.balance]).toEqual([4, 40, 460]);
    expect(r.item).toMatchObject({ funded_quantity: 4, my_quantity: 4 });
    expect(await balanceOf(db(), t.ids.newcomer)).toBe(460);
    const ledger = await db()
      .selectFrom('coin_ledger')
      .select(['kind', 'amount', 'idempotency_key', 'description'])
      .where('member_id', '=', t.ids.newcomer)
      .where('kind', '=', 'spend')
      .execute();
    expect(ledger).toEqual([
      {
        kind: 'spend',
        amount: -40,
        idempotency_key: `impact:${t.ids.newcomer}:req-tree-0001`,
        description: 'Impact: 4 × Item tree',
      },
    ]);
    const info = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { info { impacts { itemId name quantity coins } } } }',
      {
        token: t.tokens.newcomer,
      },
    );
    expect((info.body.data as { member: { info: { impacts: unknown[] } } }).member.info.impacts).toEqual([
      { itemId: String(f.tree), name: 'Item tree', quantity: 4, coins: 40 },
    ]);
  });

  it('a retried submission (same request id) counts once', async () => {
    const input = { itemId: f.tree, quantity: 2, requestId: 'req-retry-0001' };
    const first = await fund(t.app, t.tokens.veteran, input);
    const again = await fund(t.app, t.tokens.veteran, input);
    expect(first.responseResult.extra).toEqual({ duplicate: false });
    expect(again.responseResult).toMatchObject({ succeeded: true, extra: { duplicate: true } });
    expect(again.balance).toBe(first.balance);
    expect(await balanceOf(db(), t.ids.veteran)).toBe(1000 - 20);
  });

  it.each([
    ['more coins than held', { quantity: 51 }, 'insufficient_coins', 'f.tree'],
    ['beyond the remaining target', { quantity: 4 }, 'impact_beyond_target', 'f.reef'],
    ['a reached target', { quantity: 1 }, 'impact_target_reached', 'f.done'],
    ['zero units', { quantity: 0 }, 'impact_invalid_quantity', 'f.tree'],
    ['negative units', { quantity: -5 }, 'impact_invalid_quantity', 'f.tree'],
    ['another brand’s item', { quantity: 1 }, 'impact_not_found', 'f.otherBrand'],
  ] as const)('refuses %s, changing nothing', async (_what, input, errorCode, which) => {
    const itemId = f[which.slice(2) as keyof ImpactFixtures];
    const balance = await balanceOf(db(), t.ids.newcomer);
    const funded = await fundedOf(db(), itemId);
    const r = await fund(
      t.app,
      t.tokens.newcomer,
      { itemId, quantity: input.quantity, requestId: `req-bad-${errorCode}-${input.quantity}` },
      { lang: 'de-de' },
    );
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode });
    expect(r.responseResult.message).toBeTruthy();
    expect(r.responseResult.message).not.toMatch(/^errors\./);
    expect(await balanceOf(db(), t.ids.newcomer)).toBe(balance);
    expect(await fundedOf(db(), itemId)).toBe(funded);
  });

  it('answers a malformed request id or an anonymous caller with an error, not a spend', async () => {
    const bad = await fund(t.app, t.tokens.newcomer, { itemId: f.tree, quantity: 1, requestId: 'x' });
    expect(bad.responseResult.errorCode).toBe('impact_invalid_request');
    const anonymous = await fund(t.app, undefined, {
      itemId: f.tree,
      quantity: 1,
      requestId: 'req-anon-0001',
    });
    expect(anonymous.responseResult.errorCode).toBe('unauthenticated');
  });
});
