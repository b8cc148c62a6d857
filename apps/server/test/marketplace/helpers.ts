/**
 * The marketplace on top of the test fixtures (test/fixtures.ts): a small shop on playmax (USD) and
 * clickcoins (USD, coins accepted), a Champion (membership 149) on playmax, coins credited through
 * the ledger, and GraphQL helpers for the cart, the checkout and orders as the web calls them.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { creditCoins } from '../../src/modules/wallet/service';
import type { FixtureIds } from '../fixtures';
import { gql, HOSTS, type GqlResult } from '../harness';

export const T0 = '2026-01-01T00:00:00.000Z';

/** Products of the tests, by what they are. */
export interface Shop {
  /** $29.99, 10 in stock. */
  tee: number;
  /** $10.00, 3 in stock. */
  mug: number;
  /** $19.99, sizes S (2 left), M (0 left). */
  hoodie: number;
  hoodieS: number;
  hoodieM: number;
  /** $49.99, 1 in stock (the last unit). */
  lamp: number;
  /** $5.00, none left. */
  poster: number;
  /** $15.00, removed from sale. */
  retired: number;
  /** The welcome gift ($0.00, 100 in stock). */
  gift: number;
  /** clickcoins: $12.34, 50 in stock. */
  coinTee: number;
  clickcoinsGift: number;
}

export interface MarketIds extends FixtureIds {
  champion: number;
  shop: Shop;
}

async function category(db: Db, brandId: string, slug: string): Promise<number> {
  const r = await db
    .insertInto('product_categories')
    .values({ brand_id: brandId, slug, name: slug, description: slug, image: `/x/${slug}.svg`, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

async function product(
  db: Db,
  brandId: string,
  categoryId: number,
  slug: string,
  price: number,
  stock: number,
  extra: { active?: number; is_welcome_gift?: number } = {},
): Promise<number> {
  const r = await db
    .insertInto('products')
    .values({
      brand_id: brandId,
      category_id: categoryId,
      slug,
      name: `Product ${slug}`,
      description: `About ${slug}`,
      price,
      currency: 'USD',
      symbol: '$',
      stock,
      images: JSON.stringify([{ url: `/brand-assets/products/${slug}-1.svg`, alt: slug }]),
      is_welcome_gift: extra.is_welcome_gift ?? 0,
      active: extra.active ?? 1,
      position: 0,
      created_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

async function variant(db: Db, productId: number, name: string, stock: number): Promise<number> {
  const r = await db
    .insertInto('product_variants')
    .values({ product_id: productId, option_name: 'Size', name, stock, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** A playmax member signing in with the fixtures' password (its hash copied from paid@). */
export async function insertMember(db: Db, email: string, extra: { name?: string } = {}): Promise<number> {
  const { password_hash } = await db
    .selectFrom('members')
    .select('password_hash')
    .where('email', '=', 'paid@playmax.test')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('members')
    .values({
      brand_id: 'playmax',
      email,
      password_hash,
      name: extra.name ?? email.split('@')[0] ?? null,
      first_name: null,
      last_name: null,
      avatar_url: null,
      timezone: 'America/New_York',
      lang: 'en-us',
      provider: 'email',
      recipe: null,
      reference_number: `REF-${email}`,
      subscription_provider: 'stripe',
      country_code: 'US',
      phone_number: null,
      green_points: 0,
      coins_balance: 0,
      is_demo: 0,
      is_active: 1,
      created_at: T0,
      updated_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A brand's free welcome gift in a category of its own, with ecommerce:enabled on the brand. */
export async function insertWelcomeGift(db: Db, brandId: string): Promise<number> {
  await db
    .insertInto('brand_tags')
    .values({ brand_id: brandId, tag: 'ecommerce:enabled' })
    .onConflict((oc) => oc.columns(['brand_id', 'tag']).doNothing())
    .execute();
  const gifts = await category(db, brandId, 'gifts');
  return product(db, brandId, gifts, `${brandId}-welcome-gift`, 0, 100, { is_welcome_gift: 1 });
}

/** The shop, the Champion, the brand tags and coins for member@clickcoins.test (5,000, in the ledger). */
export async function insertMarket(db: Db, ids: FixtureIds): Promise<MarketIds> {
  const apparel = await category(db, 'playmax', 'apparel');
  const hoodie = await product(db, 'playmax', apparel, 'hoodie', 1999, 0);
  const coinsCategory = await category(db, 'clickcoins', 'gear');
  const shop: Shop = {
    tee: await product(db, 'playmax', apparel, 'tee', 2999, 10),
    mug: await product(db, 'playmax', apparel, 'mug', 1000, 3),
    hoodie,
    hoodieS: await variant(db, hoodie, 'S', 2),
    hoodieM: await variant(db, hoodie, 'M', 0),
    lamp: await product(db, 'playmax', apparel, 'lamp', 4999, 1),
    poster: await product(db, 'playmax', apparel, 'poster', 500, 0),
    retired: await product(db, 'playmax', apparel, 'retired', 1500, 5, { active: 0 }),
    gift: await product(db, 'playmax', apparel, 'gift', 0, 100, { is_welcome_gift: 1 }),
    coinTee: await product(db, 'clickcoins', coinsCategory, 'coin-tee', 1234, 50),
    clickcoinsGift: await product(db, 'clickcoins', coinsCategory, 'coin-gift', 0, 100, {
      is_welcome_gift: 1,
    }),
  };
  await db
    .insertInto('brand_tags')
    .values([
      { brand_id: 'clickcoins', tag: 'ecommerce:enabled' },
      { brand_id: 'clickcoins', tag: 'marketplace_coins:enabled' },
    ])
    .execute();
  await db
    .insertInto('plans')
    .values({
      id: 149,
      brand_id: 'playmax',
      name: 'Champion',
      group_name: 'champion',
      description: 'Champion',
      trial_period_days: 0,
      price_recurring: 4999,
      price_initial: 4999,
      currency: 'USD',
      symbol: '$',
      interval: 'month',
      interval_count: 1,
      is_public: 1,
    })
    .execute();
  const champion = await insertMember(db, 'champion@playmax.test', { name: 'Champion' });
  await db
    .insertInto('subscriptions')
    .values({
      member_id: champion,
      plan_id: 149,
      ref_id: 'sub_champion_1',
      reference_number: 'R-149',
      subscription_provider: 'stripe',
      brand_id: 'playmax',
      is_active: 1,
      is_trial: 0,
      billing_period_days: 30,
      start_date: T0,
      next_billing_date: null,
      cancelled_at: null,
      cancel_ref_id: null,
      cancel_date: null,
      end_date: null,
      created_at: T0,
    })
    .execute();
  // paid@'s saved card (fixtures) in the sandbox's vault too, so the hosted page can charge it.
  await db
    .insertInto('payment_tokens')
    .values({
      token: `tok_${ids.paid}`,
      brand_id: 'playmax',
      member_id: ids.paid,
      provider: 'sandbox',
      card_brand: 'visa',
      card_first6: '424242',
      card_last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      holder_name: 'Fixture',
      paypal_email: null,
      charges_fail: 0,
      created_at: T0,
    })
    .execute();
  await creditCoins(db, {
    memberId: ids.coins,
    coins: 5000,
    kind: 'adjustment',
    description: 'Test coins',
    key: `test:${ids.coins}`,
    now: T0,
  });
  return { ...ids, champion, shop };
}

/** Puts the shop back as insertMarket made it (stock, prices, on sale, every cart empty), between tests. */
export async function resetShop(db: Db, shop: Shop): Promise<void> {
  const products: [number, number, number, number][] = [
    [shop.tee, 2999, 10, 1],
    [shop.mug, 1000, 3, 1],
    [shop.hoodie, 1999, 0, 1],
    [shop.lamp, 4999, 1, 1],
    [shop.poster, 500, 0, 1],
    [shop.retired, 1500, 5, 0],
    [shop.gift, 0, 100, 1],
    [shop.coinTee, 1234, 50, 1],
    [shop.clickcoinsGift, 0, 100, 1],
  ];
  for (const [id, price, stock, active] of products)
    await db.updateTable('products').set({ price, stock, active }).where('id', '=', id).execute();
  await db.updateTable('product_variants').set({ stock: 2 }).where('id', '=', shop.hoodieS).execute();
  await db.updateTable('product_variants').set({ stock: 0 }).where('id', '=', shop.hoodieM).execute();
  await db.deleteFrom('cart_lines').execute();
}

export const ADDRESS = {
  country: 'US',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '500 Congress Ave',
  apartmentSuite: 'Apt 12',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  phone: '+1 512 555 0142',
};

interface ResponseResult {
  succeeded: boolean;
  errorCode: string | null;
  extra: Record<string, unknown> | null;
}

export interface CartData {
  lines: {
    id: string;
    product: { id: string; prices: { amount: number } };
    variant: { id: string } | null;
    quantity: number;
    lineTotal: number;
    problem: string | null;
  }[];
  count: number;
  subtotal: number;
  currency: string;
  version: number;
}

const CART = `lines { id product { id prices { amount } } variant { id } quantity lineTotal problem } count subtotal currency version`;
export const ORDER = `id number date status total subtotal discount deliveryFee currency paymentMethod coinsSpent freeGift shippingOption products { id name variant quantity price } shippingAddress { firstName country postcode phone }`;

export interface OrderData {
  id: string;
  number: string;
  status: string;
  total: number;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  paymentMethod: string;
  coinsSpent: number;
  freeGift: boolean;
  shippingOption: string;
  products: { id: string; name: string; variant: string | null; quantity: number; price: number }[];
}

function data<T>(res: GqlResult, path: string[]): T {
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  let v: unknown = res.body.data;
  for (const k of path) v = (v as Record<string, unknown>)[k];
  return v as T;
}

export async function cartOf(app: FastifyInstance, token: string | undefined, host: string = HOSTS.playmax) {
  return data<CartData>(await gql(app, host, `{ ecommerce { cart { ${CART} } } }`, { token }), [
    'ecommerce',
    'cart',
  ]);
}

export async function addToCart(
  app: FastifyInstance,
  token: string,
  args: { productId: number | string; variantId?: number | string | null; quantity: number },
  host: string = HOSTS.playmax,
) {
  return data<{ responseResult: ResponseResult; cart: CartData | null }>(
    await gql(
      app,
      host,
      `mutation($p: ID!, $v: ID, $q: Int!) { ecommerce { addToCart(productId: $p, variantId: $v, quantity: $q) { responseResult { succeeded errorCode extra } cart { ${CART} } } } }`,
      {
        token,
        variables: {
          p: String(args.productId),
          v: args.variantId == null ? null : String(args.variantId),
          q: args.quantity,
        },
      },
    ),
    ['ecommerce', 'addToCart'],
  );
}

export async function updateLine(app: FastifyInstance, token: string, lineId: string, quantity: number) {
  return data<{ responseResult: ResponseResult; cart: CartData | null }>(
    await gql(
      app,
      HOSTS.playmax,
      `mutation($l: ID!, $q: Int!) { ecommerce { updateCartLine(lineId: $l, quantity: $q) { responseResult { succeeded errorCode extra } cart { ${CART} } } } }`,
      { token, variables: { l: lineId, q: quantity } },
    ),
    ['ecommerce', 'updateCartLine'],
  );
}

export async function removeLine(
  app: FastifyInstance,
  token: string,
  lineId: string,
  host: string = HOSTS.playmax,
) {
  return data<{ responseResult: ResponseResult; cart: CartData | null }>(
    await gql(
      app,
      host,
      `mutation($l: ID!) { ecommerce { removeCartLine(lineId: $l) { responseResult { succeeded errorCode extra } cart { ${CART} } } } }`,
      { token, variables: { l: lineId } },
    ),
    ['ecommerce', 'removeCartLine'],
  );
}

export interface QuoteData {
  subtotal: number;
  discount: number;
  discountPercent: number;
  deliveryFee: number;
  total: number;
  currency: string;
  shippingOptions: { id: string; fee: number; listFee: number | null; minDays: number; maxDays: number }[];
  paymentMethods: string[];
  totalCoins: number | null;
  cartVersion: number;
}

export async function quoteOf(
  app: FastifyInstance,
  token: string,
  input: { welcomeGift?: boolean; shippingOption?: string } = {},
  host: string = HOSTS.playmax,
) {
  return data<QuoteData>(
    await gql(
      app,
      host,
      `query($i: CheckoutQuoteInput!) { ecommerce { checkoutQuote(input: $i) { subtotal discount discountPercent deliveryFee total currency shippingOptions { id fee listFee minDays maxDays } paymentMethods totalCoins cartVersion } } }`,
      { token, variables: { i: input } },
    ),
    ['ecommerce', 'checkoutQuote'],
  );
}

export interface PlaceInput {
  cartVersion: number;
  welcomeGift?: boolean;
  address?: Record<string, string | null>;
  saveAddress?: boolean;
  shippingOption?: string;
  paymentMethod?: string;
  returnPath?: string;
}

export type PlaceData = {
  responseResult: ResponseResult;
  order: OrderData | null;
  url: string | null;
  ref: string | null;
};

export async function placeOrder(
  app: FastifyInstance,
  token: string,
  input: PlaceInput,
  host: string = HOSTS.playmax,
) {
  const res = await gql(
    app,
    host,
    `mutation($i: PlaceOrderInput!) { ecommerce { placeOrder(input: $i) { responseResult { succeeded errorCode extra } order { ${ORDER} } url ref } } }`,
    {
      token,
      variables: {
        i: { address: ADDRESS, shippingOption: 'standard', paymentMethod: 'new_card', ...input },
      },
    },
  );
  return data<PlaceData>(res, ['ecommerce', 'placeOrder']);
}

export async function confirmOrderPayment(
  app: FastifyInstance,
  token: string,
  orderId: string,
  paymentRef: string,
) {
  return data<{ responseResult: ResponseResult; order: OrderData | null }>(
    await gql(
      app,
      HOSTS.playmax,
      `mutation($o: ID!, $r: String!) { ecommerce { confirmOrderPayment(orderId: $o, paymentRef: $r) { responseResult { succeeded errorCode extra } order { ${ORDER} } } } }`,
      { token, variables: { o: orderId, r: paymentRef } },
    ),
    ['ecommerce', 'confirmOrderPayment'],
  );
}

export async function ordersOf(app: FastifyInstance, token: string, host: string = HOSTS.playmax) {
  return data<OrderData[]>(
    await gql(app, host, `{ ecommerce { getMemberOrders { ${ORDER} } } }`, { token }),
    ['ecommerce', 'getMemberOrders'],
  );
}

/** Units left of a product (or one variant). */
export async function stockOf(db: Db, productId: number, variantId?: number): Promise<number> {
  if (variantId !== undefined)
    return Number(
      (
        await db
          .selectFrom('product_variants')
          .select('stock')
          .where('id', '=', variantId)
          .executeTakeFirstOrThrow()
      ).stock,
    );
  return Number(
    (await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow())
      .stock,
  );
}

export async function balanceOf(db: Db, memberId: number): Promise<{ balance: number; ledger: number }> {
  const m = await db
    .selectFrom('members')
    .select('coins_balance')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const l = await db
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { balance: Number(m.coins_balance), ledger: Number(l.sum) };
}

export async function orderCount(db: Db, memberId: number): Promise<number> {
  const r = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
