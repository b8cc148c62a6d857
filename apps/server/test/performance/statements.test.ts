import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../src/db/kysely';
import { savePosition } from '../../src/modules/playback/repo';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import { DETAILS_DOCUMENT, HOME_DOCUMENT, SEARCH_DOCUMENT } from '../../bench/web-documents';
import { DIALECTS, HOSTS, QueryCounter, gql, useTestApp } from '../harness';
import { addToCart, insertMarket, type Shop } from '../marketplace/helpers';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const TITLES = 300;

describe.each(DIALECTS)('SQL statements per request on %s', (dialect) => {
  /** Counts statements and keeps the text of the last request's, for the message of a failed count. */
  const counter = new (class extends QueryCounter {
    log: string[] = [];
    override transformQuery: QueryCounter['transformQuery'] = (args) => {
      this.count++;
      this.log.push(
        t.db.handle.db
          .getExecutor()
          .compileQuery(args.node, args.queryId)
          .sql.replace(/\s+/g, ' ')
          .slice(0, 120),
      );
      return args.node;
    };
  })();
  let shop: Shop;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await seedCatalogue(db.handle.db, { titles: TITLES });
      shop = (await insertMarket(db.handle.db, ids)).shop;
      // Onboarding on, as on the demo brands: home then also decides whether to show the mission.
      await db.handle.db
        .insertInto('brand_tags')
        .values({ brand_id: 'playmax', tag: 'onboarding:enabled' })
        .execute();
    },
    // The brand cache on, as in production (the harness turns it off so tests can change brands).
    app: (db) => ({
      deps: { db: { ...db.handle, db: db.handle.db.withPlugin(counter) }, brandCacheTtlMs: 60_000 },
    }),
    logins: { paid: 'paid@playmax.test' },
  });

  /** Runs a document as the paid member and answers its data and how many SQL statements it ran. */
  const run = async (query: string, variables: Record<string, unknown>) => {
    const before = counter.count;
    counter.log = [];
    const res = await gql(t.app, HOSTS.playmax, query, { token: t.tokens.paid, variables });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return { data: res.body.data as Data, statements: counter.count - before, sql: counter.log.join('\n') };
  };
  /** Films, series first: a series in the row adds its episodes' statement, so both rows hold one. */
  const films = async (limit: number) =>
    (
      await sql<{ id: number }>`SELECT id FROM media_items WHERE media_type = 'movie'
        ORDER BY CASE WHEN details LIKE '%"series"%' THEN 0 ELSE 1 END, id LIMIT ${limit}`.execute(
        t.db.handle.db,
      )
    ).rows.map((r) => Number(r.id));
  const memberId = async () =>
    Number(
      (
        await sql<{ id: number }>`SELECT id FROM members WHERE email = 'paid@playmax.test'`.execute(
          t.db.handle.db,
        )
      ).rows[0]!.id,
    );
  const started = async (mediaIds: number[]) => {
    const member = await memberId();
    for (const [i, id] of mediaIds.entries())
      await savePosition(
        t.db.handle.db,
        member,
        { mediaId: id, mediaType: 'movie', progress: 60 + i, sequence: 1, position: null },
        new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString(),
      );
  };

  it('the home document runs the same statements with 1 or 20 titles in the continue row', async () => {
    const row = await films(20);
    await started(row.slice(0, 1));
    await run(HOME_DOCUMENT, { first: 20 }); // per-app caches (brand, menu) warm
    const one = await run(HOME_DOCUMENT, { first: 20 });
    expect(one.data.content.continueWatching).toHaveLength(1);
    await started(row.slice(1));
    const twenty = await run(HOME_DOCUMENT, { first: 20 });
    expect(twenty.data.content.continueWatching).toHaveLength(20);
    expect(twenty.statements).toBe(one.statements);
    expect(one.statements, one.sql).toBe(EXPECTED[dialect].home);
  });

  it('the home document reads a cart of 1 line or of 3 in the same statements', async () => {
    const add = async (productId: number, variantId?: number) =>
      expect(
        (await addToCart(t.app, t.tokens.paid, { productId, variantId, quantity: 1 })).responseResult
          .succeeded,
      ).toBe(true);
    await add(shop.tee);
    await run(HOME_DOCUMENT, { first: 20 });
    const one = await run(HOME_DOCUMENT, { first: 20 });
    expect(one.data.ecommerce.cart.lines).toHaveLength(1);
    await add(shop.mug);
    await add(shop.hoodie, shop.hoodieS);
    const three = await run(HOME_DOCUMENT, { first: 20 });
    expect(three.data.ecommerce.cart.lines).toHaveLength(3);
    expect(three.statements).toBe(one.statements);
    // The lines' products and their variants: two more than an empty cart.
    expect(one.statements, one.sql).toBe(EXPECTED[dialect].home + 2);
  });

  it('media details run the same statements for an album of 1 track or of many', async () => {
    const albums = (
      await sql<{ id: number; n: number }>`SELECT media_id AS id, COUNT(*) AS n FROM tracks
        GROUP BY media_id ORDER BY COUNT(*), media_id`.execute(t.db.handle.db)
    ).rows.map((r) => ({ id: String(r.id), n: Number(r.n) }));
    const fewest = albums[0]!;
    const most = albums.at(-1)!;
    expect(most.n).toBeGreaterThan(fewest.n);
    const details = (id: string) => run(DETAILS_DOCUMENT, { mediaType: 'music', id });
    await details(most.id);
    const few = await details(fewest.id);
    const many = await details(most.id);
    expect(many.data.content.media.tracks).toHaveLength(most.n);
    expect(many.statements).toBe(few.statements);
    expect(few.statements, few.sql).toBe(EXPECTED[dialect].details);
  });

  it('search runs the same statements for 1 result or 50', async () => {
    const search = (first: number) => run(SEARCH_DOCUMENT, { query: 'the', first });
    await search(50);
    const one = await search(1);
    const fifty = await search(50);
    expect(one.data.content.search.items).toHaveLength(1);
    expect(fifty.data.content.search.items).toHaveLength(50);
    expect(fifty.statements).toBe(one.statements);
    expect(one.statements, one.sql).toBe(EXPECTED[dialect].search);
  });
});

/**
 * Statements per request, signed in (the session and member read included), once the per-app
 * caches (brand, search vocabulary) are warm. A change here is a change of the request's cost:
 * update it on purpose. Search differs by engine: FTS5 on SQLite, a postings table on PostgreSQL.
 * Home is the page's only request (the shell, the continue row, the curated rows, the cart, the
 * mission and the cross-sell decision); docs/ARCHITECTURE.md "Cost per request" says what each of
 * its 13 reads. It ran 15 (18 with the mission offered) before the membership came from the
 * subscriptions loader, a plan's offers and the add-ons became one UNION ALL, the cart's version came
 * with its lines, the mission's availability became one statement and the session came joined with
 * its member; 11 then, 13 since home's curated rows came with it (issue 29 item 6: the 'home' slots,
 * and all their titles in one statement).
 */
const EXPECTED: Record<Dialect, { home: number; details: number; search: number }> = {
  sqlite: { home: 13, details: 10, search: 5 },
  postgres: { home: 13, details: 10, search: 4 },
};
