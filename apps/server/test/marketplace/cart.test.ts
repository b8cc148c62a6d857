import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../fixtures';
import { DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import { addToCart, cartOf, insertMarket, removeLine, updateLine, type MarketIds } from './helpers';

describe.each(DIALECTS)('the cart on %s', (dialect) => {
  let ids: MarketIds;
  const t = useTestApp(dialect, {
    prepare: async (db, fixtureIds) => {
      ids = await insertMarket(db.handle.db, fixtureIds);
    },
    logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test', newcomer: 'newcomer@playmax.test' },
  });

  it('is empty for a visitor and for a member who added nothing', async () => {
    expect(await cartOf(t.app, undefined)).toMatchObject({
      lines: [],
      count: 0,
      subtotal: 0,
      currency: 'USD',
    });
    expect(await cartOf(t.app, t.tokens.newcomer)).toMatchObject({ lines: [], version: 0 });
  });

  it('adds units, adds more to the same line, and moves the version on every edit', async () => {
    const first = await addToCart(t.app, t.tokens.paid, { productId: ids.shop.tee, quantity: 2 });
    expect(first.responseResult.succeeded).toBe(true);
    expect(first.cart).toMatchObject({ count: 2, subtotal: 59.98, version: 1 });
    const more = await addToCart(t.app, t.tokens.paid, { productId: ids.shop.tee, quantity: 1 });
    expect(more.cart?.lines).toHaveLength(1);
    expect(more.cart).toMatchObject({ count: 3, version: 2 });
    const line = more.cart?.lines[0]?.id ?? '';
    expect((await updateLine(t.app, t.tokens.paid, line, 1)).cart).toMatchObject({ count: 1, version: 3 });
    expect((await removeLine(t.app, t.tokens.paid, line)).cart).toMatchObject({ lines: [], version: 4 });
  });

  it('is the same cart on every device (another session of the same member)', async () => {
    const other = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    await addToCart(t.app, t.tokens.fr, { productId: ids.shop.mug, quantity: 1 });
    const seen = await cartOf(t.app, other);
    expect(seen.lines.map((l) => l.product.id)).toEqual([String(ids.shop.mug)]);
    const viaMember = await gql(t.app, HOSTS.playmax, '{ member { info { cart { count } } } }', {
      token: other,
    });
    expect(viaMember.body.data).toEqual({ member: { info: { cart: { count: 1 } } } });
  });

  it.each([
    { case: 'quantity 0', product: 'tee', quantity: 0, code: 'invalid_quantity' },
    { case: 'a negative quantity', product: 'tee', quantity: -3, code: 'invalid_quantity' },
    { case: 'more than the stock', product: 'mug', quantity: 4, code: 'quantity_above_stock' },
    { case: 'an out-of-stock product', product: 'poster', quantity: 1, code: 'out_of_stock' },
    { case: 'a removed product', product: 'retired', quantity: 1, code: 'product_not_found' },
    { case: "another brand's product", product: 'coinTee', quantity: 1, code: 'product_not_found' },
    {
      case: 'the welcome gift (claimed on its own)',
      product: 'gift',
      quantity: 1,
      code: 'product_not_found',
    },
    { case: 'a product with sizes but no size', product: 'hoodie', quantity: 1, code: 'variant_required' },
  ] as const)('refuses $case with $code and changes nothing', async ({ product, quantity, code }) => {
    const before = await cartOf(t.app, t.tokens.newcomer);
    const r = await addToCart(t.app, t.tokens.newcomer, { productId: ids.shop[product], quantity });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: code });
    expect(r.cart).toBeNull();
    expect(await cartOf(t.app, t.tokens.newcomer)).toEqual(before);
  });

  it('checks a variant against its own stock', async () => {
    const token = t.tokens.newcomer;
    const s = await addToCart(t.app, token, {
      productId: ids.shop.hoodie,
      variantId: ids.shop.hoodieS,
      quantity: 2,
    });
    expect(s.cart?.lines[0]).toMatchObject({ variant: { id: String(ids.shop.hoodieS) }, quantity: 2 });
    const third = await addToCart(t.app, token, {
      productId: ids.shop.hoodie,
      variantId: ids.shop.hoodieS,
      quantity: 1,
    });
    expect(third.responseResult.errorCode).toBe('quantity_above_stock');
    const m = await addToCart(t.app, token, {
      productId: ids.shop.hoodie,
      variantId: ids.shop.hoodieM,
      quantity: 1,
    });
    expect(m.responseResult.errorCode).toBe('out_of_stock');
    await removeLine(t.app, token, s.cart?.lines[0]?.id ?? '');
  });

  it('refuses a quantity above the stock when updating, and zero removes the line', async () => {
    const added = await addToCart(t.app, t.tokens.newcomer, { productId: ids.shop.mug, quantity: 1 });
    const line = added.cart?.lines[0]?.id ?? '';
    expect((await updateLine(t.app, t.tokens.newcomer, line, 4)).responseResult.errorCode).toBe(
      'quantity_above_stock',
    );
    expect((await cartOf(t.app, t.tokens.newcomer)).lines[0]?.quantity).toBe(1);
    expect((await updateLine(t.app, t.tokens.newcomer, line, 0)).cart?.lines).toEqual([]);
    expect((await removeLine(t.app, t.tokens.newcomer, line)).responseResult.errorCode).toBe(
      'cart_line_not_found',
    );
  });

  it("never touches another member's line", async () => {
    const mine = await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 1 });
    const line = mine.cart?.lines.find((l) => l.product.id === String(ids.shop.mug))?.id ?? '';
    expect((await updateLine(t.app, t.tokens.newcomer, line, 2)).responseResult.errorCode).toBe(
      'cart_line_not_found',
    );
    expect((await removeLine(t.app, t.tokens.newcomer, line)).responseResult.errorCode).toBe(
      'cart_line_not_found',
    );
    expect((await cartOf(t.app, t.tokens.paid)).lines.some((l) => l.id === line)).toBe(true);
    await removeLine(t.app, t.tokens.paid, line);
  });

  it('names the problem of a line once the shop changed under it', async () => {
    const db = t.db.handle.db;
    const token = t.tokens.paid;
    for (const l of (await cartOf(t.app, token)).lines) await removeLine(t.app, token, l.id);
    await addToCart(t.app, token, { productId: ids.shop.mug, quantity: 3 });
    await addToCart(t.app, token, { productId: ids.shop.lamp, quantity: 1 });
    await addToCart(t.app, token, { productId: ids.shop.tee, quantity: 1 });
    await db.updateTable('products').set({ stock: 2 }).where('id', '=', ids.shop.mug).execute();
    await db.updateTable('products').set({ stock: 0 }).where('id', '=', ids.shop.lamp).execute();
    await db.updateTable('products').set({ active: 0 }).where('id', '=', ids.shop.tee).execute();
    const problems = Object.fromEntries(
      (await cartOf(t.app, token)).lines.map((l) => [l.product.id, l.problem]),
    );
    expect(problems).toEqual({
      [ids.shop.mug]: 'quantity_above_stock',
      [ids.shop.lamp]: 'out_of_stock',
      [ids.shop.tee]: 'product_removed',
    });
    await db.updateTable('products').set({ stock: 3 }).where('id', '=', ids.shop.mug).execute();
    await db.updateTable('products').set({ stock: 1 }).where('id', '=', ids.shop.lamp).execute();
    await db.updateTable('products').set({ active: 1 }).where('id', '=', ids.shop.tee).execute();
  });

  it('answers a visitor who edits the cart with unauthenticated', async () => {
    const r = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { ecommerce { addToCart(productId: "${ids.shop.tee}", quantity: 1) { responseResult { errorCode } cart { count } } } }`,
    );
    expect(r.body.data).toEqual({
      ecommerce: { addToCart: { responseResult: { errorCode: 'unauthenticated' }, cart: null } },
    });
  });
});
