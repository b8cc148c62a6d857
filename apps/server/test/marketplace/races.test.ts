import { describe, expect, it } from 'vitest';
import { toMember } from '../../src/modules/member/model';
import { findMemberById } from '../../src/modules/member/repo';
import { DIALECTS, HOSTS, useTestApp } from '../harness';
import {
  addToCart,
  ADDRESS,
  insertMarket,
  insertMember,
  orderCount,
  placeOrder,
  quoteOf,
  stockOf,
  type MarketIds,
} from './helpers';

const RACERS = 50;
const LAST_UNITS = 7;

describe.each(DIALECTS)('checkout races on %s', (dialect) => {
  let ids: MarketIds;
  const racers: number[] = [];
  const t = useTestApp(dialect, {
    prepare: async (db, fixtureIds) => {
      ids = await insertMarket(db.handle.db, fixtureIds);
      for (let i = 0; i < RACERS; i++)
        racers.push(await insertMember(db.handle.db, `racer${i}@playmax.test`));
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;

  it('two tabs placing the same cart version make one order, and the stock moves once', async () => {
    await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 2 });
    const { cartVersion } = await quoteOf(t.app, t.tokens.paid);
    const [a, b] = await Promise.all([
      placeOrder(t.app, t.tokens.paid, { cartVersion }),
      placeOrder(t.app, t.tokens.paid, { cartVersion }),
    ]);
    expect(a.responseResult.succeeded && b.responseResult.succeeded).toBe(true);
    expect(a.order?.id).toBe(b.order?.id);
    expect(await orderCount(db(), ids.paid)).toBe(1);
    expect(await stockOf(db(), ids.shop.mug)).toBe(1);
  });

  it(`${RACERS} members racing for the last ${LAST_UNITS} units: exactly ${LAST_UNITS} orders, stock never below 0`, async () => {
    await db().updateTable('products').set({ stock: RACERS }).where('id', '=', ids.shop.tee).execute();
    const brand = await t.app.services.brands.resolve(HOSTS.playmax);
    if (!brand) throw new Error('no brand');
    const members = await Promise.all(
      racers.map(async (id) => toMember((await findMemberById(db(), 'playmax', id))!)),
    );
    for (const m of members) {
      const added = await t.app.services.cart.add(m, brand, 'en-us', {
        productId: String(ids.shop.tee),
        quantity: 1,
      });
      expect(added.ok).toBe(true);
    }
    await db().updateTable('products').set({ stock: LAST_UNITS }).where('id', '=', ids.shop.tee).execute();
    const results = await Promise.all(
      members.map(async (m) =>
        t.app.services.shopCheckout.placeOrder(
          m,
          brand,
          'en-us',
          {
            cartVersion: (await t.app.services.shopCheckout.quote(m, brand, 'en-us', {})).cartVersion,
            address: ADDRESS,
            shippingOption: 'standard',
            paymentMethod: 'new_card',
          },
          'http://playmax.localhost',
        ),
      ),
    );
    const placed = results.filter((r) => r.ok);
    expect(placed).toHaveLength(LAST_UNITS);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? null : r.errorCode))).toEqual(
      Array(RACERS - LAST_UNITS).fill('out_of_stock'),
    );
    expect(await stockOf(db(), ids.shop.tee)).toBe(0);
    const orders = await db()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', 'in', racers)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(LAST_UNITS);
  });

  it('one welcome gift however many claims race', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(t.app, t.tokens.paid, { cartVersion: 0, welcomeGift: true, paymentMethod: 'card' }),
      ),
    );
    const ids_ = new Set(claims.map((c) => c.order?.id).filter(Boolean));
    expect(ids_.size).toBe(1);
    const gifts = await db()
      .selectFrom('orders')
      .select('id')
      .where('member_id', '=', ids.paid)
      .where('free_gift', '=', 1)
      .execute();
    expect(gifts).toHaveLength(1);
    expect(await stockOf(db(), ids.shop.gift)).toBe(99);
  });
});
