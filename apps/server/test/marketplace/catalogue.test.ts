import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed';
import { DIALECTS, gql, HOSTS, login, QueryCounter, useTestApp } from '../harness';
import { FIXTURE_LOG2_N } from '../fixtures';

const CLICKPLAY = 'clickplay.localhost';

const PRODUCT_FIELDS = `id slug name description categorySlug image welcomeGift stock
  prices { amount listAmount discountPercent currency symbol }
  images { url alt } variants { id name option stock }`;

interface ProductView {
  id: string;
  slug: string;
  name: string;
  description: string;
  categorySlug: string;
  image: string;
  welcomeGift: boolean;
  stock: number;
  prices: {
    amount: number;
    listAmount: number | null;
    discountPercent: number | null;
    currency: string;
    symbol: string;
  };
  images: { url: string; alt: string }[];
  variants: { id: string; name: string; option: string; stock: number }[];
}

interface CategoryView {
  id: string;
  slug: string;
  name: string;
  description: string;
  image: string;
  productCount: number;
  products: ProductView[];
}

interface PageView {
  items: ProductView[];
  total: number;
  page: number;
  size: number;
}

const counter = new QueryCounter();

describe.each(DIALECTS)('the marketplace catalogue on %s', (dialect) => {
  let dataDir: string;
  const tokens: Record<'champion' | 'paid', string> = { champion: '', paid: '' };
  const t = useTestApp(dialect, {
    fixtures: false,
    prepare: async (db) => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-shop-seed-'));
      await seedDemoData(db.handle.db, { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    },
    app: (db) => ({ deps: { db: { ...db.handle, db: db.handle.db.withPlugin(counter) } } }),
  });
  beforeAll(async () => {
    t.clock.now = new Date();
    tokens.champion = await login(t.app, HOSTS.playmax, 'champion@playmax.test', DEMO_PASSWORD);
    tokens.paid = await login(t.app, HOSTS.playmax, 'paid@playmax.test', DEMO_PASSWORD);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const db = () => t.db.handle.db;

  async function ask<T>(
    query: string,
    opts: { token?: string; variables?: Record<string, unknown>; host?: string; lang?: string } = {},
  ): Promise<T> {
    const res = await gql(t.app, opts.host ?? HOSTS.playmax, query, {
      token: opts.token,
      variables: opts.variables,
      headers: opts.lang ? { 'x-interface-language': opts.lang } : {},
    });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { ecommerce: T }).ecommerce;
  }

  const product = async (id: string | number, opts: { token?: string; host?: string; lang?: string } = {}) =>
    (
      await ask<{ product: ProductView | null }>(
        `query($id: ID!) { ecommerce { product(id: $id) { ${PRODUCT_FIELDS} } } }`,
        {
          ...opts,
          variables: { id: String(id) },
        },
      )
    ).product;

  const category = async (
    variables: { slug: string; page?: number; size?: number; sort?: string },
    opts: { token?: string; host?: string; lang?: string } = {},
  ) =>
    (
      await ask<{ category: { category: CategoryView; page: PageView } | null }>(
        `query($slug: String!, $page: Int, $size: Int, $sort: String) { ecommerce {
          category(slug: $slug, page: $page, size: $size, sort: $sort) {
            category { id slug name description image productCount }
            page { total page size items { ${PRODUCT_FIELDS} } } } } }`,
        { ...opts, variables },
      )
    ).category;

  const productRow = (brandId: string, slug: string) =>
    db()
      .selectFrom('products')
      .selectAll()
      .where('brand_id', '=', brandId)
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();

  it('seeds each ecommerce brand at least 40 products in 6 categories, in its currency, with 2–4 pictures each', async () => {
    for (const brandId of ['playmax', 'clickcoins']) {
      const categories = await db()
        .selectFrom('product_categories')
        .selectAll()
        .where('brand_id', '=', brandId)
        .execute();
      expect(categories).toHaveLength(6);
      const products = await db()
        .selectFrom('products')
        .selectAll()
        .where('brand_id', '=', brandId)
        .execute();
      expect(products.length).toBeGreaterThanOrEqual(40);
      expect(new Set(products.map((p) => p.category_id)).size).toBe(6);
      expect(new Set(products.map((p) => p.currency))).toEqual(new Set(['USD']));
      for (const p of products) {
        const images = JSON.parse(p.images) as { url: string }[];
        expect(images.length).toBeGreaterThanOrEqual(2);
        expect(images.length).toBeLessThanOrEqual(4);
        expect(images[0]!.url).toMatch(new RegExp(`^/shop-art/products/${p.id}/[a-z]+-1\\.svg\\?v=\\d+$`));
      }
      const gifts = products.filter((p) => Number(p.is_welcome_gift) === 1);
      expect(gifts.map((p) => Number(p.price))).toEqual([0]);
      expect(products.filter((p) => Number(p.active) === 0)).toHaveLength(1);
      expect(products.some((p) => Number(p.stock) === 1)).toBe(true);
    }
    // Brands on other tags sell nothing.
    expect(
      await db().selectFrom('products').select('id').where('brand_id', '=', 'clickplay').execute(),
    ).toEqual([]);
  });

  it('a re-seed writes nothing twice and keeps the stock orders have moved', async () => {
    const before = await db().selectFrom('products').select(['id']).execute();
    const variantsBefore = await db().selectFrom('product_variants').select('id').execute();
    await db().updateTable('products').set({ stock: 3 }).where('slug', '=', 'pocket-speaker').execute();
    await seedDemoData(db(), { dataDir, passwordLog2N: FIXTURE_LOG2_N });
    expect(await db().selectFrom('products').select(['id']).execute()).toHaveLength(before.length);
    expect(await db().selectFrom('product_variants').select('id').execute()).toHaveLength(
      variantsBefore.length,
    );
    expect(Number((await productRow('playmax', 'pocket-speaker')).stock)).toBe(3);
    await db().updateTable('products').set({ stock: 40 }).where('slug', '=', 'pocket-speaker').execute();
  });

  it('lists the categories with their first products on sale; the removed product and the gift are not listed', async () => {
    const { listCategories } = await ask<{ listCategories: CategoryView[] }>(
      `{ ecommerce { listCategories(productsPerCategory: 3) { id slug name description image productCount products { id slug prices { amount } image } } } }`,
      { token: tokens.paid },
    );
    expect(listCategories.map((c) => c.slug)).toEqual([
      'apparel',
      'audio',
      'gaming-gear',
      'home',
      'books-comics',
      'collectibles',
    ]);
    for (const c of listCategories) {
      expect(c.products.length).toBe(3);
      expect(c.image).toMatch(new RegExp(`^/shop-art/categories/${c.id}/[a-z]+\\.svg\\?v=\\d+$`));
    }
    const home = listCategories.find((c) => c.slug === 'home')!;
    expect(home.productCount).toBe(6); // 7 seeded, the glow cushion removed
    const collectibles = listCategories.find((c) => c.slug === 'collectibles')!;
    expect(collectibles.productCount).toBe(8); // the welcome gift is claimed, not listed
    const all = listCategories.flatMap((c) => c.products.map((p) => p.slug));
    expect(all).not.toContain('glow-cushion');
    expect(all).not.toContain('welcome-sticker-pack');
  });

  it('pages a category without overlap and sorts it by position, price and date', async () => {
    const first = (await category({ slug: 'audio', page: 1, size: 4 }))!;
    const second = (await category({ slug: 'audio', page: 2, size: 4 }))!;
    expect(first.page.total).toBe(7);
    expect([first.page.page, first.page.size, second.page.page]).toEqual([1, 4, 2]);
    expect(first.page.items).toHaveLength(4);
    expect(second.page.items).toHaveLength(3);
    const featured = [...first.page.items, ...second.page.items].map((p) => p.slug);
    expect(new Set(featured).size).toBe(7);
    expect(featured.slice(0, 2)).toEqual(['studio-headphones', 'wireless-headphones']);
    expect((await category({ slug: 'audio', page: 3, size: 4 }))!.page.items).toEqual([]);

    const amounts = async (sort: string) =>
      (await category({ slug: 'audio', size: 48, sort }))!.page.items.map((p) => p.prices.amount);
    const asc = await amounts('price_asc');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBeLessThan(asc[asc.length - 1]!);
    const desc = await amounts('price_desc');
    expect(desc).toEqual([...asc].reverse());
    const newest = (await category({ slug: 'audio', size: 48, sort: 'newest' }))!.page.items.map(
      (p) => p.slug,
    );
    expect(newest).toEqual([...featured].reverse()); // the seed dates the later-listed products later
    // An unknown sort is the featured order; sizes are clamped to 1–48.
    expect(
      (await category({ slug: 'audio', size: 48, sort: 'cheapest' }))!.page.items.map((p) => p.slug),
    ).toEqual(featured);
    expect((await category({ slug: 'audio', size: 500 }))!.page.size).toBe(48);
    expect((await category({ slug: 'audio', size: 0 }))!.page.size).toBe(1);
    expect(await category({ slug: 'nope' })).toBeNull();
  });

  it('reads a category page and the marketplace home in a fixed number of statements, whatever their size', async () => {
    const statements = async (run: () => Promise<unknown>) => {
      const before = counter.count;
      await run();
      return counter.count - before;
    };
    const small = await statements(() => category({ slug: 'apparel', size: 2 }, { token: tokens.champion }));
    const large = await statements(() => category({ slug: 'apparel', size: 48 }, { token: tokens.champion }));
    expect(large).toBe(small);
    const home = (n: number) =>
      statements(() =>
        ask(
          `query($n: Int) { ecommerce { listCategories(productsPerCategory: $n) { id products { id stock } } } }`,
          {
            token: tokens.champion,
            variables: { n },
          },
        ),
      );
    expect(await home(8)).toBe(await home(1));
  });

  it("shows a product of the host brand only: another brand's, a removed or an unknown one is null", async () => {
    const own = await productRow('playmax', 'pocket-speaker');
    const other = await productRow('clickcoins', 'pocket-speaker');
    const removed = await productRow('playmax', 'glow-cushion');
    expect((await product(own.id))?.slug).toBe('pocket-speaker');
    expect(await product(other.id)).toBeNull();
    expect((await product(other.id, { host: HOSTS.clickcoins }))?.slug).toBe('pocket-speaker');
    expect(await product(removed.id)).toBeNull();
    expect(await product(999_999)).toBeNull();
    expect(await product('abc')).toBeNull();
    const home = (await category({ slug: 'home', size: 48 }))!.page.items.map((p) => p.slug);
    expect(home).not.toContain('glow-cushion');
  });

  it('the stock of a product with variants is the sum of its variants', async () => {
    const tee = await productRow('playmax', 'classic-logo-tee');
    const view = (await product(tee.id))!;
    expect(view.variants.map((v) => [v.option, v.name, v.stock])).toEqual([
      ['Size', 'S', 12],
      ['Size', 'M', 20],
      ['Size', 'L', 0],
      ['Size', 'XL', 8],
    ]);
    expect(view.stock).toBe(40);
    const hoodie = (await product((await productRow('playmax', 'zip-up-hoodie')).id))!;
    expect(hoodie.stock).toBe(0);
    const single = (await product((await productRow('playmax', 'wireless-headphones')).id))!;
    expect([single.stock, single.variants]).toEqual([1, []]);
  });

  it('champion@ (membership 149) sees 30% off beside the list price; paid@ and visitors see the list price', async () => {
    const speaker = await productRow('playmax', 'pocket-speaker'); // 38.99
    const champion = (await product(speaker.id, { token: tokens.champion }))!;
    expect(champion.prices).toEqual({
      amount: 27.29,
      listAmount: 38.99,
      discountPercent: 30,
      currency: 'USD',
      symbol: '$',
    });
    const paid = (await product(speaker.id, { token: tokens.paid }))!;
    expect(paid.prices).toEqual({
      amount: 38.99,
      listAmount: null,
      discountPercent: null,
      currency: 'USD',
      symbol: '$',
    });
    expect((await product(speaker.id))!.prices.amount).toBe(38.99);
    // Listings price alike.
    const page = (await category({ slug: 'audio', size: 48 }, { token: tokens.champion }))!;
    expect(page.page.items.find((p) => p.slug === 'pocket-speaker')!.prices.amount).toBe(27.29);
  });

  it('shippable pages every product on sale of the brand', async () => {
    const { shippable } = await ask<{ shippable: PageView }>(
      `{ ecommerce { shippable(page: 2, size: 10) { total page size items { slug } } } }`,
    );
    const listed = await db()
      .selectFrom('products')
      .select('id')
      .where('brand_id', '=', 'playmax')
      .where('active', '=', 1)
      .where('is_welcome_gift', '=', 0)
      .execute();
    expect(shippable.total).toBe(listed.length);
    expect([shippable.page, shippable.size, shippable.items.length]).toEqual([2, 10, 10]);
  });

  it('offers the welcome gift until the member holds a free-gift order that is not cancelled; never to visitors', async () => {
    const gift = async (token?: string) =>
      (
        await ask<{ welcomeGift: ProductView | null }>(
          `{ ecommerce { welcomeGift { slug welcomeGift prices { amount } } } }`,
          { token },
        )
      ).welcomeGift;
    expect(await gift(tokens.champion)).toEqual({
      slug: 'welcome-sticker-pack',
      welcomeGift: true,
      prices: { amount: 0 },
    });
    expect(await gift()).toBeNull();
    expect(await gift(tokens.paid)).toBeNull(); // the seed gave paid@ a delivered free gift
    const champion = await db()
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'champion@playmax.test')
      .executeTakeFirstOrThrow();
    const order = await db()
      .insertInto('orders')
      .values({
        brand_id: 'playmax',
        member_id: Number(champion.id),
        products: '[]',
        shipping_address: null,
        delivery_fee: 0,
        total: 0,
        currency: 'USD',
        symbol: '$',
        status: 'paid',
        free_gift: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await gift(tokens.champion)).toBeNull();
    await db()
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', Number(order.id))
      .execute();
    expect((await gift(tokens.champion))?.slug).toBe('welcome-sticker-pack');
    await db().deleteFrom('orders').where('id', '=', Number(order.id)).execute();
  });

  it('answers empty values where ecommerce is disabled, by the brand or by a member tag', async () => {
    const everything = `{ ecommerce { listCategories { id } category(slug: "audio") { page { total } }
      shippable { total items { id } } welcomeGift { id } } }`;
    expect(await ask(everything, { host: CLICKPLAY })).toEqual({
      listCategories: [],
      category: null,
      shippable: { total: 0, items: [] },
      welcomeGift: null,
    });
    const speaker = await productRow('playmax', 'pocket-speaker');
    const champion = await db()
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'champion@playmax.test')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('member_tags')
      .values({
        member_id: Number(champion.id),
        tag: 'ecommerce:disabled',
        created_at: new Date().toISOString(),
      })
      .execute();
    try {
      expect(await ask(everything, { token: tokens.champion })).toEqual({
        listCategories: [],
        category: null,
        shippable: { total: 0, items: [] },
        welcomeGift: null,
      });
      expect(await product(speaker.id, { token: tokens.champion })).toBeNull();
    } finally {
      await db()
        .deleteFrom('member_tags')
        .where('member_id', '=', Number(champion.id))
        .where('tag', '=', 'ecommerce:disabled')
        .execute();
    }
  });

  it("names categories and products in the reader's language", async () => {
    const tee = await productRow('playmax', 'classic-logo-tee');
    const fr = (await product(tee.id, { lang: 'fr-ca' }))!;
    expect([fr.name, fr.description]).toEqual([
      'T-shirt logo classique',
      'Un t-shirt en coton doux avec le logo des membres sur la poitrine.',
    ]);
    expect(fr.images[0]!.alt).toContain('T-shirt logo classique');
    expect((await product(tee.id, { lang: 'ja-jp' }))!.name).toBe('クラシックロゴTシャツ');
    expect((await product(tee.id))!.name).toBe('Classic Logo Tee');
    expect((await category({ slug: 'books-comics' }, { lang: 'de-de' }))!.category.name).toBe(
      'Bücher & Comics',
    );
    // Variant options and colours too; sizes read the same everywhere.
    expect((await product(tee.id, { lang: 'de-de' }))!.variants.map((v) => `${v.option} ${v.name}`)).toEqual([
      'Größe S',
      'Größe M',
      'Größe L',
      'Größe XL',
    ]);
    const controller = await productRow('playmax', 'wireless-controller');
    expect(
      (await product(controller.id, { lang: 'ja-jp' }))!.variants.map((v) => `${v.option} ${v.name}`),
    ).toEqual(['カラー ブラック', 'カラー ホワイト', 'カラー パープル']);
  });

  it('serves product and category pictures drawn from the id, with the name on them, cached for a year', async () => {
    const tee = await productRow('playmax', 'classic-logo-tee');
    const [first] = JSON.parse(tee.images) as { url: string }[];
    const res = await t.app.inject({ method: 'GET', url: first!.url, headers: { host: HOSTS.playmax } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('<title>Classic Logo Tee</title>');
    expect(res.body).toContain('#7C3AED'); // playmax's accent
    const again = await t.app.inject({ method: 'GET', url: first!.url, headers: { host: HOSTS.playmax } });
    expect(again.body).toBe(res.body);
    const cached = await t.app.inject({
      method: 'GET',
      url: first!.url,
      headers: { host: HOSTS.playmax, 'if-none-match': String(res.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    for (const url of [
      `/shop-art/products/${tee.id}/tshirt-9.svg`,
      `/shop-art/products/${tee.id}/rocket-1.svg`,
      '/shop-art/products/999999/tshirt-1.svg',
      '/shop-art/categories/999999/tshirt.svg',
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } })).statusCode).toBe(
        404,
      );
    const apparel = await db()
      .selectFrom('product_categories')
      .selectAll()
      .where('brand_id', '=', 'clickcoins')
      .where('slug', '=', 'apparel')
      .executeTakeFirstOrThrow();
    const cat = await t.app.inject({ method: 'GET', url: apparel.image, headers: { host: HOSTS.playmax } });
    expect(cat.statusCode).toBe(200);
    expect(cat.body).toContain('<title>Apparel</title>');
    expect(cat.body).toContain('#F59E0B'); // clickcoins' accent
  });
});
