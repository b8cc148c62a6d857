/**
 * Issue 30 "the yen test": a brand that sells in yen (ISO 4217: no minor unit) quotes, charges,
 * records and shows ¥1,200 as ¥1,200, never ¥12.00 (dividing by 100) nor ¥120,000 (multiplying),
 * from the quote through the sandbox payment session and its hosted page to the order, the receipt
 * mail, the transaction and the invoice PDF. Money rules: packages/domain/src/money.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';
import { copyPlaymaxBrand, PASSWORD } from '../fixtures';
import { DIALECTS, gql, login, useTestApp } from '../harness';
import { pdfText } from '../pdf-text';
import { addToCart, ADDRESS, ORDER, placeOrder, quoteOf, type OrderData } from '../marketplace/helpers';
import { addCoins, startCoinPurchase } from '../wallet/helpers';

const YEN_HOST = 'yenplay.localhost';
const YEN_EMAIL = 'member@yenplay.test';
/** ¥600 for the product and ¥600 standard shipping (packages/domain SHIPPING_RATES.JPY). */
const PRODUCT_YEN = 600;
const TOTAL_YEN = 1200;
/** What a member must read, and the two ways a fixed 100 would get it wrong. */
const SHOWN = '¥1,200';
const WRONG = ['¥12.00', '¥12', '¥120,000', '¥1,200.00'];

interface YenShop {
  product: number;
  pack: number;
}

/** A copy of playmax that bills in yen, with a shop, a coin pack and a member of its own. */
async function insertYenBrand(db: Db): Promise<YenShop> {
  await copyPlaymaxBrand(db, {
    id: 'yenplay',
    name: 'YenPlay',
    hostname: YEN_HOST,
    billing: '{"currency":"JPY","symbol":"¥"}',
  });
  await db.insertInto('brand_hosts').values({ hostname: YEN_HOST, brand_id: 'yenplay' }).execute();
  await db.insertInto('brand_tags').values({ brand_id: 'yenplay', tag: 'ecommerce:enabled' }).execute();
  const template = await db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', 'paid@playmax.test')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  await db
    .insertInto('members')
    .values({ ...rest, brand_id: 'yenplay', email: YEN_EMAIL, reference_number: 'REF-yen', coins_balance: 0 })
    .execute();
  const category = await db
    .insertInto('product_categories')
    .values({
      brand_id: 'yenplay',
      slug: 'gear',
      name: 'Gear',
      description: 'Gear',
      image: '/x/gear.svg',
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      brand_id: 'yenplay',
      category_id: Number(category.id),
      slug: 'yen-tee',
      name: 'Yen tee',
      description: 'A tee sold in yen',
      price: PRODUCT_YEN,
      currency: 'JPY',
      symbol: '¥',
      stock: 10,
      images: JSON.stringify([{ url: '/brand-assets/products/yen-tee-1.svg', alt: 'tee' }]),
      is_welcome_gift: 0,
      active: 1,
      position: 0,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pack = await db
    .insertInto('coin_packs')
    .values({
      brand_id: 'yenplay',
      coins: 1000,
      bonus_coins: 0,
      amount: TOTAL_YEN,
      currency: 'JPY',
      symbol: '¥',
      featured: 0,
      active: 1,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { product: Number(product.id), pack: Number(pack.id) };
}

describe.each(DIALECTS)('a brand that sells in yen on %s', (dialect) => {
  let shop: YenShop;
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      shop = await insertYenBrand(db.handle.db);
    },
  });
  const db = () => t.db.handle.db;
  const token = () => login(t.app, YEN_HOST, YEN_EMAIL, PASSWORD);

  /** The hosted page as the member opens it, and its form paid with the test card: the return's state. */
  async function payOnHostedPage(url: string) {
    const page = await t.app.inject({ method: 'GET', url, headers: { host: YEN_HOST } });
    expect(page.statusCode).toBe(200);
    const params = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK), YEN_HOST));
    const state = JSON.parse(params.get('state') ?? '{}') as { is_success?: boolean; price?: string };
    return { page: page.body, state, ref: params.get('subscription_id') ?? '' };
  }

  async function sessionOf(ref: string) {
    return db()
      .selectFrom('payment_sessions')
      .select(['amount', 'currency', 'symbol'])
      .where('subscription_ref', '=', ref)
      .executeTakeFirstOrThrow();
  }

  /** The newest mail to the yen member, and the newest invoice of theirs as its PDF reads. */
  async function receiptAndInvoice(member: string) {
    await t.app.services.background.idle();
    const mail = await db()
      .selectFrom('outbox_mails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', YEN_EMAIL)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const invoice = await db()
      .selectFrom('invoices')
      .select(['id', 'amount', 'currency'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/account/invoices/${invoice.id}.pdf`,
      headers: { host: YEN_HOST, authorization: `Bearer ${member}` },
    });
    expect(pdf.statusCode).toBe(200);
    return { mail: mail.text_body, invoice, invoiceText: await pdfText(pdf.rawPayload) };
  }

  function expectShownInYen(text: string) {
    expect(text).toContain(SHOWN);
    for (const wrong of WRONG) expect(text).not.toContain(wrong);
  }

  it('quotes, charges, records and shows a marketplace order of ¥1,200 as ¥1,200', async () => {
    const member = await token();
    await addToCart(t.app, member, { productId: shop.product, quantity: 1 }, YEN_HOST);
    const quote = await quoteOf(t.app, member, { shippingOption: 'standard' }, YEN_HOST);
    expect(quote).toMatchObject({
      subtotal: PRODUCT_YEN,
      deliveryFee: 600,
      total: TOTAL_YEN,
      currency: 'JPY',
    });
    expect(quote.shippingOptions[0]).toMatchObject({ id: 'standard', fee: 600 });

    const placed = await placeOrder(
      t.app,
      member,
      { cartVersion: quote.cartVersion, address: ADDRESS },
      YEN_HOST,
    );
    expect(placed.responseResult.succeeded).toBe(true);
    expect(placed.order).toMatchObject({ total: TOTAL_YEN, subtotal: PRODUCT_YEN, deliveryFee: 600 });
    expect(placed.order?.products[0]).toMatchObject({ price: PRODUCT_YEN, quantity: 1 });
    expect(await sessionOf(placed.ref ?? '')).toMatchObject({ currency: 'JPY', symbol: '¥' });
    expect(Number((await sessionOf(placed.ref ?? '')).amount)).toBe(TOTAL_YEN);

    const paid = await payOnHostedPage(placed.url ?? '');
    // The hosted page writes the brand's symbol before the plain amount, in yen's own digits.
    expect(paid.page).toContain('¥1200');
    expect(paid.page).not.toContain('¥12.00');
    expect(paid.state).toMatchObject({ is_success: true, price: '1200' });

    const confirmed = await gql(
      t.app,
      YEN_HOST,
      `mutation($o: ID!, $r: String!) { ecommerce { confirmOrderPayment(orderId: $o, paymentRef: $r) { responseResult { succeeded } order { ${ORDER} } } } }`,
      { token: member, variables: { o: placed.order?.id, r: paid.ref } },
    );
    const order = (confirmed.body.data?.ecommerce as { confirmOrderPayment: { order: OrderData } })
      .confirmOrderPayment.order;
    expect(order).toMatchObject({ status: 'paid', total: TOTAL_YEN });
    const charge = await db()
      .selectFrom('billing_transactions')
      .select(['amount', 'currency'])
      .where('kind', '=', 'order')
      .where('reference', 'like', 'ch_%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect({ amount: Number(charge.amount), currency: charge.currency }).toEqual({
      amount: TOTAL_YEN,
      currency: 'JPY',
    });

    const { mail, invoice, invoiceText } = await receiptAndInvoice(member);
    expectShownInYen(mail);
    expect({ amount: Number(invoice.amount), currency: invoice.currency }).toEqual({
      amount: TOTAL_YEN,
      currency: 'JPY',
    });
    expectShownInYen(invoiceText);
  });

  it('sells a coin pack of ¥1,200 for ¥1,200 and says so on the page, the receipt and the invoice', async () => {
    const member = await token();
    const packs = await gql(t.app, YEN_HOST, '{ member { coinPacks { id amount currency symbol } } }');
    expect(packs.body.data).toEqual({
      member: { coinPacks: [{ id: String(shop.pack), amount: TOTAL_YEN, currency: 'JPY', symbol: '¥' }] },
    });
    const started = await startCoinPurchase(t.app, member, shop.pack, { host: YEN_HOST });
    expect(started).toMatchObject({ responseResult: { succeeded: true }, coins: 1000, amount: TOTAL_YEN });
    expect(Number((await sessionOf(started.ref ?? '')).amount)).toBe(TOTAL_YEN);

    const paid = await payOnHostedPage(started.url ?? '');
    expect(paid.page).toContain('¥1200');
    expect(paid.page).not.toContain('¥12.00');
    expect(paid.state).toMatchObject({ is_success: true, price: '1200' });

    const added = await addCoins(t.app, member, shop.pack, paid.ref, { host: YEN_HOST });
    expect(added).toMatchObject({ responseResult: { succeeded: true }, amount: TOTAL_YEN, coins: 1000 });
    const history = await gql(
      t.app,
      YEN_HOST,
      '{ member { info { transactions { amount currency } invoices { amount currency } } } }',
      { token: member },
    );
    expect(history.body.errors).toBeUndefined();
    const info = (
      history.body.data?.member as { info: Record<string, { amount: number; currency: string }[]> }
    ).info;
    expect(info.transactions?.[0]).toEqual({ amount: TOTAL_YEN, currency: 'JPY' });
    expect(info.invoices?.[0]).toEqual({ amount: TOTAL_YEN, currency: 'JPY' });

    const { mail, invoice, invoiceText } = await receiptAndInvoice(member);
    expectShownInYen(mail);
    expect(Number(invoice.amount)).toBe(TOTAL_YEN);
    expectShownInYen(invoiceText);
  });
});
