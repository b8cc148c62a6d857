import { beforeEach, describe, expect, it } from 'vitest';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';
import { PASSWORD } from '../fixtures';
import { DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import {
  addToCart,
  ADDRESS,
  balanceOf,
  cartOf,
  confirmOrderPayment,
  insertMarket,
  orderCount,
  ordersOf,
  placeOrder,
  quoteOf,
  removeLine,
  resetShop,
  stockOf,
  type MarketIds,
} from './helpers';

describe.each(DIALECTS)('checkout on %s', (dialect) => {
  let ids: MarketIds;
  const tokens: { champion: string; coins: string } = { champion: '', coins: '' };
  const t = useTestApp(dialect, {
    prepare: async (db, fixtureIds) => {
      ids = await insertMarket(db.handle.db, fixtureIds);
    },
    logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test', newcomer: 'newcomer@playmax.test' },
  });
  const db = () => t.db.handle.db;
  const emptyCart = async (token: string, host: string = HOSTS.playmax) => {
    for (const l of (await cartOf(t.app, token, host)).lines) await removeLine(t.app, token, l.id, host);
  };
  beforeEach(async () => {
    tokens.champion ||= await login(t.app, HOSTS.playmax, 'champion@playmax.test', PASSWORD);
    tokens.coins ||= await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
    await emptyCart(t.tokens.paid);
    await emptyCart(tokens.champion);
    await resetShop(db(), ids.shop);
  });

  it('gives champion@ 30% off every unit and free standard shipping, and charges exactly the quote', async () => {
    await addToCart(t.app, tokens.champion, { productId: ids.shop.tee, quantity: 2 });
    await addToCart(t.app, tokens.champion, { productId: ids.shop.mug, quantity: 1 });
    const quote = await quoteOf(t.app, tokens.champion, { shippingOption: 'standard' });
    // 2 × 29.99 + 10.00 = 69.98; 29.99 → 20.99 (8.997 off rounds to 9.00) and 10.00 → 7.00.
    expect(quote).toMatchObject({
      subtotal: 69.98,
      discount: 21,
      discountPercent: 30,
      deliveryFee: 0,
      total: 48.98,
    });
    expect(quote.shippingOptions).toEqual([
      { id: 'standard', fee: 0, listFee: 4.99, minDays: 3, maxDays: 5 },
      { id: 'express', fee: 14.99, listFee: null, minDays: 1, maxDays: 2 },
    ]);
    const placed = await placeOrder(t.app, tokens.champion, {
      cartVersion: quote.cartVersion,
      paymentMethod: 'new_card',
    });
    expect(placed.responseResult.succeeded).toBe(true);
    expect(placed.order).toMatchObject({
      status: 'pending_payment',
      total: quote.total,
      discount: 21,
      deliveryFee: 0,
    });
    expect(placed.order?.products.find((p) => p.id === String(ids.shop.tee))).toMatchObject({
      quantity: 2,
      price: 20.99,
    });
    expect(placed.url).toMatch(/^\/payment-flow\/hosted\/cs_/);
    const session = await db()
      .selectFrom('payment_sessions')
      .select(['amount', 'currency'])
      .where('subscription_ref', '=', placed.ref ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(session.amount)).toBe(4898);
  });

  it('charges a plain member list prices and the standard fee', async () => {
    await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 2 });
    const quote = await quoteOf(t.app, t.tokens.paid, { shippingOption: 'express' });
    expect(quote).toMatchObject({
      subtotal: 20,
      discount: 0,
      discountPercent: 0,
      deliveryFee: 14.99,
      total: 34.99,
    });
    expect(quote.paymentMethods).toEqual(['card', 'new_card']);
    expect(quote.totalCoins).toBeNull();
  });

  it('has no price in any input: a client naming one is refused by the schema and the total stays the server’s', async () => {
    await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 1 });
    const { cartVersion } = await quoteOf(t.app, t.tokens.paid);
    const tampered = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($i: PlaceOrderInput!) { ecommerce { placeOrder(input: $i) { order { total } } } }`,
      {
        token: t.tokens.paid,
        variables: {
          i: {
            cartVersion,
            address: ADDRESS,
            shippingOption: 'standard',
            paymentMethod: 'new_card',
            total: 0.01,
          },
        },
      },
    );
    expect(tampered.body.errors?.[0]?.message).toMatch(/total/);
    expect(await orderCount(db(), ids.paid)).toBe(0);
    // Even a price changed in the products table between quote and order is the one charged.
    await db().updateTable('products').set({ price: 1100 }).where('id', '=', ids.shop.mug).execute();
    const placed = await placeOrder(t.app, t.tokens.paid, { cartVersion });
    expect(placed.order).toMatchObject({ subtotal: 11, total: 15.99 });
  });

  it('pays with coins where the brand allows it: paid at once, coins spent once, the ledger equal to the balance', async () => {
    const before = await balanceOf(db(), ids.coins);
    await addToCart(t.app, tokens.coins, { productId: ids.shop.coinTee, quantity: 2 }, HOSTS.clickcoins);
    const quote = await quoteOf(t.app, tokens.coins, {}, HOSTS.clickcoins);
    expect(quote.paymentMethods).toContain('coins');
    expect(quote.totalCoins).toBe(2 * 1234 + 499);
    const placed = await placeOrder(
      t.app,
      tokens.coins,
      { cartVersion: quote.cartVersion, paymentMethod: 'coins' },
      HOSTS.clickcoins,
    );
    expect(placed.responseResult).toMatchObject({ succeeded: true });
    expect(placed.order).toMatchObject({ status: 'paid', paymentMethod: 'coins', coinsSpent: 2967 });
    expect(placed.url).toBeNull();
    const after = await balanceOf(db(), ids.coins);
    expect(after.balance).toBe(before.balance - 2967);
    expect(after.ledger).toBe(after.balance);
    const spend = await db()
      .selectFrom('coin_ledger')
      .select(['amount', 'kind'])
      .where('idempotency_key', '=', `order:${placed.order?.id}:spend`)
      .execute();
    expect(spend).toEqual([{ amount: -2967, kind: 'spend' }]);
    expect(await stockOf(db(), ids.shop.coinTee)).toBe(48);
    expect((await cartOf(t.app, tokens.coins, HOSTS.clickcoins)).lines).toEqual([]);
    await t.app.services.background.idle();
    const mail = await db()
      .selectFrom('outbox_mails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'member@clickcoins.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your order ${placed.order?.number} is confirmed`);
    expect(mail.text_body).toContain('2967 coins');
  });

  it('refuses coins on a brand without marketplace_coins:enabled', async () => {
    await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 1 });
    const { cartVersion } = await quoteOf(t.app, t.tokens.paid);
    const r = await placeOrder(t.app, t.tokens.paid, { cartVersion, paymentMethod: 'coins' });
    expect(r.responseResult.errorCode).toBe('payment_method_not_allowed');
  });

  describe('bad input changes nothing (stock, coins, orders, cart)', () => {
    const snapshot = async (memberId: number, token: string, host: string = HOSTS.playmax) => ({
      stock: [
        await stockOf(db(), ids.shop.mug),
        await stockOf(db(), ids.shop.lamp),
        await stockOf(db(), ids.shop.coinTee),
      ],
      coins: await balanceOf(db(), memberId),
      orders: await orderCount(db(), memberId),
      cart: await cartOf(t.app, token, host),
    });

    it.each([
      {
        case: 'an invalid postcode for the country',
        address: { postcode: '7870' },
        code: 'invalid_address',
        fields: { postcode: 'postcode_invalid' },
      },
      {
        case: 'a phone invalid for the country',
        address: { phone: '555 0100' },
        code: 'invalid_address',
        fields: { phone: 'phone_invalid' },
      },
      {
        case: 'a UK postcode in Canada',
        address: { country: 'CA', state: 'QC', postcode: 'SW1A 1AA', phone: '514 555 0199' },
        code: 'invalid_address',
        fields: { postcode: 'postcode_invalid' },
      },
      {
        case: 'a missing city',
        address: { city: '' },
        code: 'invalid_address',
        fields: { city: 'required' },
      },
      { case: 'an unknown shipping option', shippingOption: 'teleport', code: 'invalid_shipping_option' },
      { case: 'an unknown payment method', paymentMethod: 'cheque', code: 'payment_method_not_allowed' },
      { case: 'a stale cart version', staleVersion: true, code: 'cart_changed' },
    ])('$case → $code', async (c) => {
      await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 2 });
      const { cartVersion } = await quoteOf(t.app, t.tokens.paid);
      const before = await snapshot(ids.paid, t.tokens.paid);
      const r = await placeOrder(t.app, t.tokens.paid, {
        cartVersion: c.staleVersion ? cartVersion - 1 : cartVersion,
        address: { ...ADDRESS, ...(c.address ?? {}) },
        ...(c.shippingOption ? { shippingOption: c.shippingOption } : {}),
        ...(c.paymentMethod ? { paymentMethod: c.paymentMethod } : {}),
      });
      expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: c.code });
      if (c.fields) expect(r.responseResult.extra).toEqual({ fields: c.fields });
      expect(r.order).toBeNull();
      expect(await snapshot(ids.paid, t.tokens.paid)).toEqual(before);
    });

    it.each([
      { case: 'an out-of-stock product', stockTo: 0, code: 'out_of_stock' },
      { case: 'a quantity above the stock', stockTo: 1, code: 'quantity_above_stock' },
      { case: 'a removed product', remove: true, code: 'product_not_found' },
    ])('$case in the cart → $code', async (c) => {
      await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 2 });
      await addToCart(t.app, t.tokens.paid, { productId: ids.shop.lamp, quantity: 1 });
      const { cartVersion } = await quoteOf(t.app, t.tokens.paid);
      await db()
        .updateTable('products')
        .set(c.remove ? { active: 0 } : { stock: c.stockTo ?? 0 })
        .where('id', '=', ids.shop.mug)
        .execute();
      const before = await snapshot(ids.paid, t.tokens.paid);
      const r = await placeOrder(t.app, t.tokens.paid, { cartVersion });
      expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: c.code });
      expect(r.responseResult.extra).toMatchObject({ productId: String(ids.shop.mug) });
      expect(await snapshot(ids.paid, t.tokens.paid)).toEqual(before);
      await db()
        .updateTable('products')
        .set({ stock: 3, active: 1 })
        .where('id', '=', ids.shop.mug)
        .execute();
    });

    it('an empty cart → cart_empty', async () => {
      const { cartVersion } = await quoteOf(t.app, t.tokens.paid);
      const before = await snapshot(ids.paid, t.tokens.paid);
      const r = await placeOrder(t.app, t.tokens.paid, { cartVersion });
      expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'cart_empty' });
      expect(await snapshot(ids.paid, t.tokens.paid)).toEqual(before);
    });

    it('more coins than held → insufficient_coins, and the stock taken in the same transaction goes back', async () => {
      await emptyCart(tokens.coins, HOSTS.clickcoins);
      await addToCart(t.app, tokens.coins, { productId: ids.shop.coinTee, quantity: 40 }, HOSTS.clickcoins);
      const { cartVersion, totalCoins } = await quoteOf(t.app, tokens.coins, {}, HOSTS.clickcoins);
      const before = await snapshot(ids.coins, tokens.coins, HOSTS.clickcoins);
      expect(totalCoins).toBeGreaterThan(before.coins.balance);
      const r = await placeOrder(
        t.app,
        tokens.coins,
        { cartVersion, paymentMethod: 'coins' },
        HOSTS.clickcoins,
      );
      expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'insufficient_coins' });
      expect(await snapshot(ids.coins, tokens.coins, HOSTS.clickcoins)).toEqual(before);
      await emptyCart(tokens.coins, HOSTS.clickcoins);
    });

    it('the saved card without one → no_payment_method', async () => {
      await addToCart(t.app, t.tokens.newcomer, { productId: ids.shop.mug, quantity: 1 });
      const { cartVersion, paymentMethods } = await quoteOf(t.app, t.tokens.newcomer);
      expect(paymentMethods).toEqual(['new_card']);
      const before = await snapshot(ids.newcomer, t.tokens.newcomer);
      const r = await placeOrder(t.app, t.tokens.newcomer, { cartVersion, paymentMethod: 'card' });
      expect(r.responseResult.errorCode).toBe('no_payment_method');
      expect(await snapshot(ids.newcomer, t.tokens.newcomer)).toEqual(before);
      await emptyCart(t.tokens.newcomer);
    });
  });

  describe('the welcome gift', () => {
    it('is free for champion@ (standard shipping free too): paid at once, once', async () => {
      const quote = await quoteOf(t.app, tokens.champion, { welcomeGift: true });
      expect(quote).toMatchObject({ subtotal: 0, deliveryFee: 0, total: 0 });
      expect(quote.shippingOptions.map((o) => o.id)).toEqual(['standard']);
      const stock = await stockOf(db(), ids.shop.gift);
      const placed = await placeOrder(t.app, tokens.champion, { cartVersion: 0, welcomeGift: true });
      expect(placed.order).toMatchObject({ status: 'paid', total: 0, freeGift: true, paymentMethod: 'free' });
      expect(await stockOf(db(), ids.shop.gift)).toBe(stock - 1);
      const again = await placeOrder(t.app, tokens.champion, { cartVersion: 0, welcomeGift: true });
      expect(again.responseResult.succeeded).toBe(true);
      expect(again.order?.id).toBe(placed.order?.id);
      expect(again.responseResult.extra).toEqual({ alreadyPlaced: true });
      expect(await stockOf(db(), ids.shop.gift)).toBe(stock - 1);
    });

    it('costs a plain member the standard fee, and a second claim is refused once the first is gone from the key', async () => {
      const quote = await quoteOf(t.app, t.tokens.fr, { welcomeGift: true });
      expect(quote).toMatchObject({ subtotal: 0, deliveryFee: 4.99, total: 4.99 });
      const express = await placeOrder(t.app, t.tokens.fr, {
        cartVersion: 0,
        welcomeGift: true,
        shippingOption: 'express',
      });
      expect(express.responseResult.errorCode).toBe('invalid_shipping_option');
      const placed = await placeOrder(t.app, t.tokens.fr, {
        cartVersion: 0,
        welcomeGift: true,
        paymentMethod: 'card',
      });
      expect(placed.order).toMatchObject({ status: 'pending_payment', total: 4.99, freeGift: true });
      // A second claim that is not a replay of the first (its key was set aside by a cancellation
      // that then was undone by hand) still meets the one-gift index.
      await db()
        .updateTable('orders')
        .set({ idempotency_key: 'gift:moved' })
        .where('id', '=', Number(placed.order?.id))
        .execute();
      const second = await placeOrder(t.app, t.tokens.fr, {
        cartVersion: 0,
        welcomeGift: true,
        paymentMethod: 'card',
      });
      expect(second.responseResult.errorCode).toBe('welcome_gift_claimed');
      expect(await orderCount(db(), ids.fr)).toBe(1);
    });
  });

  describe('a card order', () => {
    it('waits for its payment with the stock held, then is paid once by the verified return', async () => {
      const stock = await stockOf(db(), ids.shop.lamp);
      await addToCart(t.app, t.tokens.paid, { productId: ids.shop.lamp, quantity: 1 });
      const { cartVersion } = await quoteOf(t.app, t.tokens.paid);
      const placed = await placeOrder(t.app, t.tokens.paid, {
        cartVersion,
        paymentMethod: 'card',
        saveAddress: true,
      });
      expect(placed.order?.status).toBe('pending_payment');
      expect(await stockOf(db(), ids.shop.lamp)).toBe(stock - 1);
      const row = await db()
        .selectFrom('orders')
        .select(['reserved_until'])
        .where('id', '=', Number(placed.order?.id))
        .executeTakeFirstOrThrow();
      expect(row.reserved_until).toBe(new Date(t.clock.now.getTime() + 3600_000).toISOString());
      // The saved card on the hosted page (method=saved), as the member's "pay with my card".
      const params = redirectParams(await postHosted(t.app, placed.url ?? '', { method: 'saved' }));
      expect(JSON.parse(params.get('state') ?? '{}')).toMatchObject({ is_success: true, slug: 'order' });
      const ref = params.get('subscription_id') ?? '';
      expect(ref).toBe(placed.ref);
      const orderId = placed.order?.id ?? '';
      const confirmed = await confirmOrderPayment(t.app, t.tokens.paid, orderId, ref);
      expect(confirmed.responseResult.succeeded).toBe(true);
      expect(confirmed.order?.status).toBe('paid');
      const replay = await confirmOrderPayment(t.app, t.tokens.paid, orderId, ref);
      expect(replay.responseResult).toMatchObject({ succeeded: true, extra: { alreadyPaid: true } });
      const events = await db()
        .selectFrom('order_events')
        .select('status')
        .where('order_id', '=', Number(orderId))
        .execute();
      expect(events.map((e) => e.status)).toEqual(['pending_payment', 'paid']);
      const transactions = await db()
        .selectFrom('billing_transactions')
        .select('kind')
        .where('member_id', '=', ids.paid)
        .where('kind', '=', 'order')
        .execute();
      expect(transactions).toHaveLength(1);
      expect(await stockOf(db(), ids.shop.lamp)).toBe(stock - 1);
      const saved = await db()
        .selectFrom('addresses')
        .select(['first_name', 'is_default'])
        .where('member_id', '=', ids.paid)
        .execute();
      expect(saved).toEqual([{ first_name: 'Ada', is_default: 1 }]);
    });

    it('marks nothing for a forged reference, another order’s payment, or an unpaid page', async () => {
      await addToCart(t.app, t.tokens.paid, { productId: ids.shop.mug, quantity: 1 });
      const first = await placeOrder(t.app, t.tokens.paid, {
        cartVersion: (await quoteOf(t.app, t.tokens.paid)).cartVersion,
      });
      await addToCart(t.app, t.tokens.paid, { productId: ids.shop.tee, quantity: 1 });
      const second = await placeOrder(t.app, t.tokens.paid, {
        cartVersion: (await quoteOf(t.app, t.tokens.paid)).cartVersion,
      });
      const firstId = first.order?.id ?? '';
      expect(
        (await confirmOrderPayment(t.app, t.tokens.paid, firstId, 'sub_forged')).responseResult.errorCode,
      ).toBe('subscription_not_found');
      expect(
        (await confirmOrderPayment(t.app, t.tokens.paid, firstId, first.ref ?? '')).responseResult.errorCode,
      ).toBe('payment_not_confirmed');
      redirectParams(await postHosted(t.app, second.url ?? '', cardForm(CARD_OK)));
      expect(
        (await confirmOrderPayment(t.app, t.tokens.paid, firstId, second.ref ?? '')).responseResult.errorCode,
      ).toBe('purchase_mismatch');
      expect(
        (await confirmOrderPayment(t.app, t.tokens.fr, second.order?.id ?? '', second.ref ?? ''))
          .responseResult.errorCode,
      ).toBe('subscription_not_found');
      const statuses = Object.fromEntries(
        (await ordersOf(t.app, t.tokens.paid)).map((o) => [o.id, o.status]),
      );
      expect(statuses[firstId]).toBe('pending_payment');
      expect(statuses[second.order?.id ?? '']).toBe('pending_payment');
    });
  });

  it('shows a member only their own orders', async () => {
    const mine = await ordersOf(t.app, t.tokens.paid);
    expect(mine.length).toBeGreaterThan(0);
    const other = await gql(t.app, HOSTS.playmax, `query($id: ID!) { ecommerce { order(id: $id) { id } } }`, {
      token: t.tokens.newcomer,
      variables: { id: mine[0]?.id },
    });
    expect(other.body.data).toEqual({ ecommerce: { order: null } });
    const own = await gql(t.app, HOSTS.playmax, `query($id: ID!) { ecommerce { order(id: $id) { id } } }`, {
      token: t.tokens.paid,
      variables: { id: mine[0]?.id },
    });
    expect(own.body.data).toEqual({ ecommerce: { order: { id: mine[0]?.id } } });
  });
});
