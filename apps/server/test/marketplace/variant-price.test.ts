/**
 * A price per variant (issue 33 scope 2, migration 0049) on both databases: the product page shows
 * the variant's own price (a Champion's discount applied to it), and the cart, the quote and the
 * order charge it, priced on the server from the variant the line names; nothing the client sends
 * about money is read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../fixtures';
import { DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import { addToCart, cartOf, insertMarket, placeOrder, quoteOf, resetShop, type MarketIds } from './helpers';

/** hoodie S costs $29.99 of its own; the hoodie (and so M) $19.99. */
const S_PRICE = 2999;

describe.each(DIALECTS)('a variant with its own price on %s', (dialect) => {
  let ids: MarketIds;
  let champion = '';
  const t = useTestApp(dialect, {
    prepare: async (db, fixtureIds) => {
      ids = await insertMarket(db.handle.db, fixtureIds);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;

  beforeEach(async () => {
    champion ||= await login(t.app, HOSTS.playmax, 'champion@playmax.test', PASSWORD);
    await resetShop(db(), ids.shop);
    await db()
      .updateTable('product_variants')
      .set({ price: S_PRICE, stock: 2 })
      .where('id', '=', ids.shop.hoodieS)
      .execute();
    await db().updateTable('product_variants').set({ stock: 5 }).where('id', '=', ids.shop.hoodieM).execute();
  });

  const productPage = async (token: string) => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `query($id: ID!) { ecommerce { product(id: $id) { prices { amount } variants { id name prices { amount listAmount discountPercent } } } } }`,
      { token, variables: { id: String(ids.shop.hoodie) } },
    );
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { ecommerce: { product: { variants: Record<string, unknown>[] } & object } })
      .ecommerce.product;
  };

  it('shows each variant at its own price, else the product’s, with the Champion discount on it', async () => {
    expect(await productPage(t.tokens.paid)).toMatchObject({
      prices: { amount: 19.99 },
      variants: [
        { name: 'S', prices: { amount: 29.99, listAmount: null } },
        { name: 'M', prices: { amount: 19.99, listAmount: null } },
      ],
    });
    // 29.99 − 30% (8.997 rounds to 9.00) = 20.99.
    expect(await productPage(champion)).toMatchObject({
      variants: [
        { name: 'S', prices: { amount: 20.99, listAmount: 29.99, discountPercent: 30 } },
        { name: 'M', prices: { amount: 13.99, listAmount: 19.99, discountPercent: 30 } },
      ],
    });
  });

  it('charges an order of the dearer variant the variant’s price, in the cart, the quote and the order', async () => {
    await addToCart(t.app, t.tokens.paid, {
      productId: ids.shop.hoodie,
      variantId: ids.shop.hoodieS,
      quantity: 2,
    });
    await addToCart(t.app, t.tokens.paid, {
      productId: ids.shop.hoodie,
      variantId: ids.shop.hoodieM,
      quantity: 1,
    });
    const cart = await cartOf(t.app, t.tokens.paid);
    expect(cart.subtotal).toBe(79.97);
    const quote = await quoteOf(t.app, t.tokens.paid, { shippingOption: 'standard' });
    expect(quote).toMatchObject({ subtotal: 79.97, discount: 0 });
    const placed = await placeOrder(t.app, t.tokens.paid, { cartVersion: quote.cartVersion });
    expect(placed.responseResult.succeeded).toBe(true);
    expect(placed.order).toMatchObject({ subtotal: 79.97, total: quote.total });
    expect(placed.order!.products.map((p) => [p.variant, p.quantity, p.price])).toEqual([
      ['Size: S', 2, 29.99],
      ['Size: M', 1, 19.99],
    ]);
  });

  it('ignores a price the client sends: the server prices the line from the variant', async () => {
    // Variables the operations do not declare are never read; no input type has a price field.
    const add = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($p: ID!, $v: ID, $q: Int!) { ecommerce { addToCart(productId: $p, variantId: $v, quantity: $q) { responseResult { succeeded } } } }`,
      {
        token: champion,
        variables: {
          p: String(ids.shop.hoodie),
          v: String(ids.shop.hoodieS),
          q: 1,
          price: 1,
          unitPrice: 0.01,
        },
      },
    );
    expect(add.body.errors).toBeUndefined();
    const priced = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($i: PlaceOrderInput!) { ecommerce { placeOrder(input: $i) { responseResult { succeeded } } } }`,
      { token: champion, variables: { i: { cartVersion: 1, price: 0.01 } } },
    );
    // A price inside the order's input is refused outright (not a field of PlaceOrderInput).
    expect(priced.body.errors?.[0]?.message).toMatch(/price/u);
    const quote = await quoteOf(t.app, champion, { shippingOption: 'standard' });
    const placed = await placeOrder(t.app, champion, { cartVersion: quote.cartVersion });
    expect(placed.order!.products).toMatchObject([{ variant: 'Size: S', quantity: 1, price: 20.99 }]);
    expect(placed.order!.subtotal).toBe(29.99);
    expect(placed.order!.discount).toBe(9);
  });
});
