/**
 * The shop editor on the console (issue 33 scope 2) on both databases: who may edit which brand's
 * catalogue (shop.edit: owners, brand admins on their brands), products with their 8-language texts,
 * prices, variants and stock, pictures uploaded and re-encoded, categories, the welcome gift's rules,
 * each write audited; and every change visible in the member's marketplace query at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { championPrices } from '@member-area/domain';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { DIALECTS, gql, HOSTS, useTestApp } from '../harness';
import { insertMarket, type MarketIds } from '../marketplace/helpers';
import {
  CONSOLE_HOST,
  TEST_STAFF,
  consoleGql,
  seedTestStaff,
  sessionCookie,
  staffSignIn,
  type StaffName,
} from './staff-harness';

const PRODUCT = `id slug categoryId texts { lang name description } priceMinor currency stock
  variants { id option name names { lang name } stock priceMinor championPrices { discountPercent priceMinor } } images { url } onSale welcomeGift championPrices { discountPercent priceMinor }`;
const RESULT = 'responseResult { succeeded errorCode extra }';

interface ProductOut {
  id: string;
  slug: string;
  categoryId: string;
  texts: { lang: string; name: string; description: string }[];
  priceMinor: number;
  stock: number;
  variants: {
    id: string;
    option: string;
    name: string;
    names: { lang: string; name: string }[];
    stock: number;
    priceMinor: number | null;
    championPrices: { discountPercent: number; priceMinor: number }[];
  }[];
  images: { url: string }[];
  onSale: boolean;
  welcomeGift: boolean;
  championPrices: { discountPercent: number; priceMinor: number }[];
}
interface Payload {
  responseResult: { succeeded: boolean; errorCode: string | null; extra: unknown };
  product: ProductOut | null;
}

function multipart(file: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----shop-picture';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(DIALECTS)('the console shop editor on %s', (dialect) => {
  let ids: MarketIds;
  const sessions = {} as Record<StaffName, string>;
  const t = useTestApp(dialect, {
    prepare: async (db, fixtureIds) => {
      ids = await insertMarket(db.handle.db, fixtureIds);
      await seedTestStaff(db.handle.db);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;

  beforeAll(async () => {
    for (const who of Object.keys(TEST_STAFF) as StaffName[])
      sessions[who] = await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
  });

  const ask = async <T>(who: StaffName, query: string, variables: Record<string, unknown> = {}) => {
    const r = await consoleGql(t.app, sessions[who], query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as T;
  };
  const categoryOf = async (brandId: string) =>
    Number(
      (
        await db()
          .selectFrom('product_categories')
          .select('id')
          .where('brand_id', '=', brandId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const input = (categoryId: number, change: Record<string, unknown> = {}) => ({
    texts: [
      { lang: 'en-us', name: 'Console Hoodie', description: 'Warm and soft.' },
      { lang: 'fr-ca', name: 'Chandail console', description: 'Chaud et doux.' },
    ],
    categoryId: String(categoryId),
    priceMinor: 4999,
    stock: 0,
    variants: [
      { id: null, option: 'Size', name: 'M', stock: 4 },
      { id: null, option: 'Size', name: 'L', stock: 2 },
    ],
    onSale: true,
    welcomeGift: false,
    ...change,
  });
  const create = (who: StaffName, brandId: string, body: Record<string, unknown>) =>
    ask<{ createProduct: Payload }>(
      who,
      `mutation($b: ID!, $i: ProductInput!) { createProduct(brandId: $b, input: $i) { ${RESULT} product { ${PRODUCT} } } }`,
      { b: brandId, i: body },
    ).then((d) => d.createProduct);
  const update = (who: StaffName, brandId: string, id: string, body: Record<string, unknown>) =>
    ask<{ updateProduct: Payload }>(
      who,
      `mutation($b: ID!, $id: ID!, $i: ProductInput!) { updateProduct(brandId: $b, id: $id, input: $i) { ${RESULT} product { ${PRODUCT} } } }`,
      { b: brandId, id, i: body },
    ).then((d) => d.updateProduct);
  const memberProduct = async (id: string, lang = 'en-us') => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `query($id: ID!) { ecommerce { product(id: $id) { id name description prices { amount } stock variants { name stock } images { url } } } }`,
      { token: t.tokens.paid, variables: { id }, headers: { 'x-interface-language': lang } },
    );
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { ecommerce: { product: Record<string, unknown> | null } }).ecommerce.product;
  };
  const audits = async (action: string) =>
    (await db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute()).map(
      (r) => ({ staffEmail: r.staff_email, brandId: r.brand_id, target: r.target }),
    );

  it('owner and brand admin edit playmax; editor, support and fulfilment are refused; another brand is refused', async () => {
    const playmax = await categoryOf('playmax');
    const coins = await categoryOf('clickcoins');
    for (const who of ['owner', 'brandAdmin'] as const)
      expect((await create(who, 'playmax', input(playmax))).responseResult.succeeded).toBe(true);
    for (const who of ['editor', 'support', 'fulfilment'] as const) {
      expect((await create(who, 'playmax', input(playmax))).responseResult.errorCode).toBe('forbidden');
      const read = await ask<{ shopProducts: unknown }>(
        who,
        'query { shopProducts(brandId: "playmax") { total } }',
      );
      expect(read.shopProducts).toBeNull();
    }
    expect((await create('brandAdmin', 'clickcoins', input(coins))).responseResult.errorCode).toBe(
      'forbidden',
    );
    // A product of another brand is not found through this brand, even for the owner.
    const p = await ask<{ shopProduct: unknown }>(
      'owner',
      `query { shopProduct(brandId: "clickcoins", id: "${ids.shop.tee}") { id } }`,
    );
    expect(p.shopProduct).toBeNull();
    expect((await audits('product.create')).map((a) => a.staffEmail)).toEqual([
      TEST_STAFF.owner.email,
      TEST_STAFF.brandAdmin.email,
    ]);
  });

  it('a product with its texts, price and variants shows to the member at once; edits and off sale too', async () => {
    const created = await create('brandAdmin', 'playmax', input(await categoryOf('playmax')));
    expect(created.responseResult.succeeded).toBe(true);
    const product = created.product!;
    expect(product).toMatchObject({ priceMinor: 4999, currency: 'USD', stock: 6, onSale: true });
    expect(product.championPrices).toEqual(championPrices(4999));
    expect(product.texts.map((x) => x.lang)).toEqual(['en-us', 'fr-ca']);
    expect(await memberProduct(product.id, 'fr-ca')).toMatchObject({
      name: 'Chandail console',
      description: 'Chaud et doux.',
      prices: { amount: 49.99 },
      stock: 6,
    });
    const [m, l] = product.variants;
    const changed = await update('brandAdmin', 'playmax', product.id, {
      ...input(Number(product.categoryId), { priceMinor: 3999 }),
      variants: [
        { id: m!.id, option: 'Size', name: 'M', stock: 9 },
        { id: null, option: 'Size', name: 'XL', stock: 1 },
      ],
      texts: [{ lang: 'en-us', name: 'Console Hoodie', description: 'Warmer.' }],
    });
    expect(changed.responseResult.succeeded).toBe(true);
    expect(changed.product!.variants.map((v) => [v.name, v.stock])).toEqual([
      ['M', 9],
      ['XL', 1],
    ]);
    expect(changed.product!.variants.some((v) => v.id === l!.id)).toBe(false);
    expect(await memberProduct(product.id, 'fr-ca')).toMatchObject({
      name: 'Console Hoodie',
      prices: { amount: 39.99 },
      stock: 10,
    });
    const stock = await ask<{ setProductStock: Payload }>(
      'brandAdmin',
      `mutation($id: ID!, $v: ID!) { setProductStock(brandId: "playmax", id: $id, variants: [{ id: $v, stock: 0 }]) { ${RESULT} product { stock } } }`,
      { id: product.id, v: m!.id },
    );
    expect(stock.setProductStock.product?.stock).toBe(1);
    expect(
      (
        await update(
          'brandAdmin',
          'playmax',
          product.id,
          input(Number(product.categoryId), { onSale: false }),
        )
      ).responseResult.succeeded,
    ).toBe(true);
    expect(await memberProduct(product.id)).toBeNull();
    expect((await audits('product.update')).length).toBe(2);
    expect(await audits('product.stock')).toEqual([
      { staffEmail: TEST_STAFF.brandAdmin.email, brandId: 'playmax', target: `product:${product.id}` },
    ]);
  });

  it('a variant’s own price and its names in other languages reach the member; removed, its names go', async () => {
    const created = await create(
      'brandAdmin',
      'playmax',
      input(await categoryOf('playmax'), {
        variants: [
          {
            id: null,
            option: 'Colour',
            name: 'Black',
            names: [
              { lang: 'fr-ca', name: 'Noir' },
              { lang: 'ja-jp', name: 'ブラック' },
              { lang: 'de-de', name: ' ' },
            ],
            stock: 4,
            priceMinor: 5999,
          },
          { id: null, option: 'Colour', name: 'Red', stock: 2 },
        ],
      }),
    );
    expect(created.responseResult.succeeded).toBe(true);
    const product = created.product!;
    const [black, red] = product.variants;
    expect(black).toMatchObject({
      priceMinor: 5999,
      names: [
        { lang: 'fr-ca', name: 'Noir' },
        { lang: 'ja-jp', name: 'ブラック' },
      ],
      championPrices: championPrices(5999),
    });
    expect(red).toMatchObject({ priceMinor: null, names: [], championPrices: championPrices(4999) });
    const seen = async (lang: string) => {
      const res = await gql(
        t.app,
        HOSTS.playmax,
        `query($id: ID!) { ecommerce { product(id: $id) { variants { name prices { amount } } } } }`,
        { token: t.tokens.paid, variables: { id: product.id }, headers: { 'x-interface-language': lang } },
      );
      return (res.body.data as { ecommerce: { product: { variants: unknown[] } } }).ecommerce.product
        .variants;
    };
    expect(await seen('fr-ca')).toEqual([
      { name: 'Noir', prices: { amount: 59.99 } },
      { name: 'Red', prices: { amount: 49.99 } },
    ]);
    // No name of its own in German: the English one (the catalogue has no German word for this one).
    expect(await seen('de-de')).toEqual([
      { name: 'Black', prices: { amount: 59.99 } },
      { name: 'Red', prices: { amount: 49.99 } },
    ]);
    const refused = await update('brandAdmin', 'playmax', product.id, {
      ...input(Number(product.categoryId)),
      variants: [{ id: black!.id, option: 'Colour', name: 'Black', stock: 4, priceMinor: -5 }],
    });
    expect(refused.responseResult).toMatchObject({ succeeded: false, errorCode: 'shop_price_invalid' });
    expect(refused.responseResult.extra).toEqual({ field: 'variants.0.priceMinor' });
    const kept = await update('brandAdmin', 'playmax', product.id, {
      ...input(Number(product.categoryId)),
      variants: [
        { id: red!.id, option: 'Colour', name: 'Red', names: [{ lang: 'fr-ca', name: 'Rouge' }], stock: 2 },
      ],
    });
    expect(kept.product!.variants).toMatchObject([
      { name: 'Red', names: [{ lang: 'fr-ca', name: 'Rouge' }] },
    ]);
    const left = await db()
      .selectFrom('data_translations')
      .select('entity_key')
      .where('entity', '=', 'product_variant_by_id')
      .where('entity_key', '=', black!.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('finds a product by its name in any of the brand’s languages', async () => {
    const created = await create('owner', 'playmax', input(await categoryOf('playmax')));
    const search = async (text: string) =>
      (
        await ask<{ shopProducts: { items: { id: string }[] } }>(
          'owner',
          `query($s: String) { shopProducts(brandId: "playmax", search: $s) { items { id } total } }`,
          { s: text },
        )
      ).shopProducts.items.map((i) => i.id);
    expect(await search('chandail CON')).toContain(created.product!.id);
    expect(await search('hoodie')).toContain(created.product!.id);
    expect(await search('pullover')).not.toContain(created.product!.id);
    expect(await search('100%')).toEqual([]);
  });

  it('refuses what the rules refuse, changing nothing', async () => {
    const category = await categoryOf('playmax');
    const before = (await db().selectFrom('audit_log').select('id').execute()).length;
    const refused = async (body: Record<string, unknown>) =>
      (await create('owner', 'playmax', body)).responseResult;
    expect(await refused(input(category, { priceMinor: -5 }))).toMatchObject({
      errorCode: 'shop_price_invalid',
      extra: { field: 'priceMinor' },
    });
    expect(
      await refused(input(category, { texts: [{ lang: 'fr-ca', name: 'Seul', description: '' }] })),
    ).toMatchObject({
      errorCode: 'shop_name_required',
    });
    expect(await refused(input(await categoryOf('clickcoins')))).toMatchObject({
      errorCode: 'category_not_found',
    });
    expect(await refused(input(category, { welcomeGift: true }))).toMatchObject({
      errorCode: 'shop_welcome_gift_not_free',
    });
    // playmax has its welcome gift on sale already (ids.shop.gift).
    expect(await refused(input(category, { welcomeGift: true, priceMinor: 0, variants: [] }))).toMatchObject({
      errorCode: 'shop_welcome_gift_taken',
    });
    expect((await db().selectFrom('audit_log').select('id').execute()).length).toBe(before);
  });

  it('re-encodes an uploaded picture and refuses what is not one', async () => {
    const upload = (who: StaffName, brandId: string, id: number, file: Buffer) => {
      const m = multipart(file);
      return t.app.inject({
        method: 'POST',
        url: `/adminapi/brands/${brandId}/products/${id}/pictures`,
        headers: {
          host: CONSOLE_HOST,
          cookie: sessionCookie(sessions[who]),
          origin: `http://${CONSOLE_HOST}`,
          'content-type': m.contentType,
        },
        payload: m.body,
      });
    };
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const ok = await upload('brandAdmin', 'playmax', ids.shop.tee, png);
    expect(ok.statusCode).toBe(200);
    const images = (ok.json() as { images: { url: string }[] }).images;
    const url = images.at(-1)!.url;
    expect(url).toMatch(/^\/brand-assets\/playmax\/products\/[0-9a-f]{20}\.webp$/);
    const file = path.join(t.config.dataDir, url.replace(/^\//, ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1200 });
    expect(
      ((await memberProduct(String(ids.shop.tee))) as { images: { url: string }[] }).images.map((i) => i.url),
    ).toContain(url);
    expect(await audits('product.picture')).toEqual([
      { staffEmail: TEST_STAFF.brandAdmin.email, brandId: 'playmax', target: `product:${ids.shop.tee}` },
    ]);
    const text = await upload('brandAdmin', 'playmax', ids.shop.tee, Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ errorCode: 'not_a_picture' });
    expect((await upload('fulfilment', 'playmax', ids.shop.tee, png)).statusCode).toBe(403);
    expect((await upload('brandAdmin', 'clickcoins', ids.shop.coinTee, png)).statusCode).toBe(403);
  });

  it('categories: create, rename in 8 languages without touching another brand sharing the slug, order', async () => {
    const apparel = await categoryOf('playmax');
    // clickcoins sells a category of the same slug, with the same shared translation.
    await db()
      .insertInto('product_categories')
      .values({
        brand_id: 'clickcoins',
        slug: 'apparel',
        name: 'Apparel',
        description: '',
        image: '',
        position: 5,
      })
      .execute();
    await db()
      .insertInto('data_translations')
      .values({
        entity: 'product_category',
        entity_key: 'apparel',
        field: 'name',
        lang: 'fr-ca',
        text: 'Vêtements',
      })
      .execute();
    const created = await ask<{
      createCategory: { responseResult: { succeeded: boolean }; category: { id: string; slug: string } };
    }>(
      'owner',
      `mutation { createCategory(brandId: "playmax", input: { texts: [{ lang: "en-us", name: "Posters", description: "" }] }) { ${RESULT} category { id slug } } }`,
    );
    expect(created.createCategory.category?.slug).toBe('playmax-posters');
    const renamed = await ask<{
      updateCategory: { category: { slug: string; texts: { lang: string; name: string }[] } };
    }>(
      'brandAdmin',
      `mutation($id: ID!) { updateCategory(brandId: "playmax", id: $id, input: { texts: [
        { lang: "en-us", name: "Clothes", description: "" }, { lang: "fr-ca", name: "Habits", description: "" }] }) {
        ${RESULT} category { slug texts { lang name } } } }`,
      { id: String(apparel) },
    );
    expect(renamed.updateCategory.category.slug).toBe('playmax-apparel');
    const shared = await db()
      .selectFrom('data_translations')
      .select('text')
      .where('entity', '=', 'product_category')
      .where('entity_key', '=', 'apparel')
      .where('lang', '=', 'fr-ca')
      .executeTakeFirst();
    expect(shared?.text).toBe('Vêtements');
    const ordered = await ask<{ orderCategories: { categories: { id: string }[] } }>(
      'brandAdmin',
      `mutation($ids: [ID!]!) { orderCategories(brandId: "playmax", ids: $ids) { ${RESULT} categories { id } } }`,
      { ids: [created.createCategory.category.id, String(apparel)] },
    );
    expect(ordered.orderCategories.categories.map((c) => c.id)).toEqual([
      created.createCategory.category.id,
      String(apparel),
    ]);
    expect((await audits('category.create')).length).toBe(1);
    expect((await audits('category.update')).length).toBe(1);
    expect((await audits('category.order')).length).toBe(1);
  });

  it('the commands go the same way, audited as cli', async () => {
    const lines: string[] = [];
    const ctx = {
      db: db(),
      clock: t.clock.fn,
      productAdmin: t.app.services.productAdmin,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    const category = String(await categoryOf('playmax'));
    expect(
      await runOps(
        [
          'create-product',
          '--brand',
          'playmax',
          '--category',
          category,
          '--name',
          'Cli Mug',
          '--price',
          '1500',
          '--stock',
          '3',
        ],
        ctx,
      ),
    ).toEqual({ ok: true });
    const id = /product #(\d+)/.exec(lines[0] ?? '')?.[1];
    expect(id).toBeDefined();
    expect(await runOps(['set-stock', '--brand', 'playmax', '--product', id!, '--stock', '7'], ctx)).toEqual({
      ok: true,
    });
    expect(await runOps(['create-category', '--brand', 'playmax', '--name', 'Mugs'], ctx)).toEqual({
      ok: true,
    });
    expect(
      (await runOps(['set-stock', '--brand', 'playmax', '--product', id!, '--stock', '-1'], ctx)).ok,
    ).toBe(false);
    lines.length = 0;
    expect(
      await runOps(
        [
          'create-product',
          '--brand',
          'playmax',
          '--category',
          category,
          '--name',
          'Cli Cap',
          '--price',
          '1500',
          '--variants',
          'Size:M:3,Size:XL:2:1800',
        ],
        ctx,
      ),
    ).toEqual({ ok: true });
    expect(lines[0]).toMatch(/Size M #\d+: 3, Size XL #\d+: 2 at 1800/u);
    expect(await memberProduct(id!)).toMatchObject({ name: 'Cli Mug', stock: 7 });
    const rows = await db()
      .selectFrom('audit_log')
      .select(['action', 'ip', 'staff_id'])
      .where('ip', '=', 'cli')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.staff_id])).toEqual([
      ['product.create', null],
      ['product.stock', null],
      ['category.create', null],
      ['product.create', null],
    ]);
  });
});
