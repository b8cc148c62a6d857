/**
 * Marketplace catalogue benchmark (issue 13 "Speed"): the category page and the product page for a
 * signed-in Champion (prices with the discount) on a brand selling BENCH_PRODUCTS products (default
 * 10,000: the demo catalogue plus generated ones across its six categories, a fifth with four size
 * variants), measured in-process (Fastify inject) like the giveaways list. Each run asks another
 * page and sort, or another product. Target: p95 ≤ 15 ms. Prints the figures and writes them, with
 * a `met` flag per engine, under "marketplace.catalogue" in bench/results.json; the marketplace home
 * (listCategories) is timed beside them, without a target.
 *
 *   npm run bench                      SQLite, plus PostgreSQL when TEST_DATABASE_URL is set
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ART_KINDS } from '../src/modules/marketplace/catalogue-art';
import { PRODUCT_SORTS } from '../src/modules/marketplace/catalogue-model';
import { DEMO_PASSWORD } from '../src/seed';
import { insertProducts, type ProductInsert } from '../src/seed/marketplace/write';
import { benchOnDemoData, measure, recordResults, type Figures } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const WARMUP = Math.min(50, ITERATIONS);
const TARGET_P95_MS = 15;
const HOST = 'playmax.localhost';
const BRAND = 'playmax';
const PAGE_SIZE = 24;

/**
 * What the web sends: the documents of apps/web/src/features/marketplace/queries.ts (branch web-shop),
 * printed with their card fragment. Keep the two alike.
 */
const CARD = `id slug name image prices { amount listAmount discountPercent currency }`;

/** marketplace/category/{slug}: the category and a page of product cards. */
const CATEGORY_PAGE = `query MarketplaceCategory($slug: String!, $page: Int, $size: Int, $sort: String) {
  ecommerce {
    category(slug: $slug, page: $page, size: $size, sort: $sort) {
      category { id name slug description productCount }
      page { items { ${CARD} stock } total page size }
    }
  }
}`;

/** marketplace/product/{slug}/{id}: gallery, variants, stock and the viewer's price. */
const PRODUCT_PAGE = `query MarketplaceProduct($id: ID!) {
  ecommerce {
    product(id: $id) {
      id slug name description categorySlug
      prices { amount listAmount discountPercent currency symbol }
      image images { url alt } variants { id name option stock } stock welcomeGift
    }
  }
}`;

/** marketplace/: the categories with a row of cards each (a list in a list: 100 a field of the cost limit). */
const HOME = `query MarketplaceHome($productsPerCategory: Int) {
  ecommerce { listCategories(productsPerCategory: $productsPerCategory) { id name slug description products { ${CARD} } } }
}`;

/** Generated products up to PRODUCTS on the brand, spread over its categories. */
async function insertBenchProducts(app: FastifyInstance, now: Date): Promise<void> {
  const db = app.services.db;
  const categories = await db
    .selectFrom('product_categories')
    .select(['id', 'slug'])
    .where('brand_id', '=', BRAND)
    .orderBy('position')
    .execute();
  const existing = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_id', '=', BRAND)
    .executeTakeFirstOrThrow();
  const count = Math.max(0, PRODUCTS - Number(existing.n));
  const rows = Array.from({ length: count }, (_, i): ProductInsert => {
    const category = categories[i % categories.length]!;
    return {
      categoryId: Number(category.id),
      slug: `bench-${i}`,
      name: `Bench product ${i}`,
      description: `A generated product for the benchmark, number ${i}.`,
      price: 500 + ((i * 7919) % 20_000),
      currency: 'USD',
      symbol: '$',
      stock: i % 13,
      art: ART_KINDS[i % ART_KINDS.length]!,
      images: 2 + (i % 3),
      welcomeGift: false,
      active: i % 50 !== 0,
      position: 100 + i,
      createdAt: new Date(now.getTime() - i * 60_000).toISOString(),
      variants:
        i % 5 === 0
          ? {
              option: 'Size',
              values: ['S', 'M', 'L', 'XL'].map((name, k) => ({ name, stock: (i + k) % 9 })),
            }
          : undefined,
    };
  });
  await db.transaction().execute((trx) => insertProducts(trx, BRAND, rows));
  // What autovacuum does after a bulk insert on PostgreSQL (statistics, and the visibility map that
  // lets listings read their indexes only), and ANALYZE's statistics for SQLite's planner.
  await sql`${sql.raw(app.services.dialect === 'postgres' ? 'VACUUM ANALYZE products' : 'ANALYZE')}`.execute(
    db,
  );
}

/** Figures plus this process's CPU time per request: on a shared machine the wall clock includes waiting for a core. */
type Timed = Figures & { cpuMs: number };

async function timed(
  name: string,
  run: (i: number) => Promise<void>,
  opts: { iterations: number; warmup: number },
): Promise<Timed> {
  const cpu0 = process.cpuUsage();
  const figures = await measure(name, run, opts);
  const cpu = process.cpuUsage(cpu0);
  return { ...figures, cpuMs: (cpu.user + cpu.system) / 1000 / (opts.iterations + opts.warmup) };
}

interface EngineResult {
  products: number;
  categoryPage: Timed;
  productPage: Timed;
  home: Timed;
  met: boolean;
}

const results: Record<string, EngineResult> = {};

async function scenarios(app: FastifyInstance): Promise<Figures[]> {
  const db = app.services.db;
  const started = Date.now();
  await insertBenchProducts(app, new Date());
  const products = await db
    .selectFrom('products')
    .select(['id'])
    .where('brand_id', '=', BRAND)
    .where('active', '=', 1)
    .execute();
  const slugs = (
    await db.selectFrom('product_categories').select('slug').where('brand_id', '=', BRAND).execute()
  ).map((c) => c.slug);
  const total = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_id', '=', BRAND)
    .executeTakeFirstOrThrow();
  console.log(
    `  ${app.services.dialect}: ${Number(total.n).toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'champion@playmax.test', password: DEMO_PASSWORD }),
  });
  const { token } = login.json<{ token: string }>();
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/membergraphapi/',
      headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    const body = res.json<{ data?: { ecommerce: Record<string, unknown> }; errors?: unknown }>();
    if (res.statusCode !== 200 || body.errors || !body.data) throw new Error(`${res.statusCode} ${res.body}`);
    return body.data.ecommerce;
  };
  // Pages spread over the first 40 of each category (about 70 deep with 10,000 products), every sort.
  const categoryVars = (i: number) => ({
    slug: slugs[i % slugs.length],
    page: 1 + ((i * 7) % 40),
    size: PAGE_SIZE,
    sort: PRODUCT_SORTS[i % PRODUCT_SORTS.length],
  });
  const first = (await ask(CATEGORY_PAGE, categoryVars(0))) as {
    category: { page: { items: unknown[]; total: number } };
  };
  if (first.category.page.items.length !== PAGE_SIZE) throw new Error('the category page is not full');
  const categoryPage = await timed(
    `category page (${PAGE_SIZE} of ~${first.category.page.total}, 4 sorts)`,
    async (i) => void (await ask(CATEGORY_PAGE, categoryVars(i))),
    { iterations: ITERATIONS, warmup: WARMUP },
  );
  const productPage = await timed(
    'product page',
    async (i) => {
      const id = products[(i * 7919) % products.length]!.id;
      const { product } = await ask(PRODUCT_PAGE, { id: String(id) });
      if (!product) throw new Error(`product ${id} not found`);
    },
    { iterations: ITERATIONS, warmup: WARMUP },
  );
  const home = await timed(
    'marketplace home (6 categories × 8)',
    async () => void (await ask(HOME, { productsPerCategory: 8 })),
    {
      iterations: Math.min(ITERATIONS, 200),
      warmup: Math.min(WARMUP, 20),
    },
  );
  results[app.services.dialect] = {
    products: Number(total.n),
    categoryPage,
    productPage,
    home,
    met: categoryPage.p95 <= TARGET_P95_MS && productPage.p95 <= TARGET_P95_MS,
  };
  return [categoryPage, productPage, home];
}

await benchOnDemoData(scenarios, () => ({}));

const round = (n: number) => Math.round(n * 100) / 100;
const figures = (f: Timed) => ({
  p50Ms: round(f.p50),
  p95Ms: round(f.p95),
  p99Ms: round(f.p99),
  perSecond: Math.round(f.perSecond),
  cpuMsPerRequest: round(f.cpuMs),
});
recordResults('marketplace.catalogue', {
  target: { p95Ms: TARGET_P95_MS, products: PRODUCTS },
  ...Object.fromEntries(
    Object.entries(results).map(([engine, r]) => [
      engine,
      {
        products: r.products,
        categoryPage: { ...figures(r.categoryPage), met: r.categoryPage.p95 <= TARGET_P95_MS },
        productPage: { ...figures(r.productPage), met: r.productPage.p95 <= TARGET_P95_MS },
        home: figures(r.home),
        met: r.met,
      },
    ]),
  ),
  met: Object.values(results).every((r) => r.met),
});
for (const [engine, r] of Object.entries(results))
  console.log(
    `  ${engine}: category page p95 ${r.categoryPage.p95.toFixed(2)} ms, product page p95 ${r.productPage.p95.toFixed(2)} ms ` +
      `(target ≤ ${TARGET_P95_MS} ms): ${r.met ? 'met' : 'NOT met'}; CPU per request ${r.categoryPage.cpuMs.toFixed(2)} / ${r.productPage.cpuMs.toFixed(2)} ms`,
  );
