import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_ID_HEADER } from '@member-area/domain';
import { loadFixtures, PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, createTestApp, createTestDb, gql, login, postJson, useTestApp } from './harness';

const INFO = `{ member { info {
  id email name tags onboardingStatus isTest isActive brandId
  billing { customerId }
  subscription { isActive isCanceled mediaTypes }
  subscriptions { planName membership_id refId offers { name mediaTypes } mediaTypes }
} getCreditBalance } }`;

describe.each(DIALECTS)('GraphQL on %s', (dialect) => {
  const t = useTestApp(dialect, { logins: { paidToken: 'paid@playmax.test' } });

  it('member.info is null for an anonymous visitor', async () => {
    const res = await gql(t.app, HOSTS.playmax, '{ member { info { id } getCreditBalance } }');
    expect(res.body).toEqual({ data: { member: { info: null, getCreditBalance: 0 } } });
  });

  it('member.info shows the member with subscriptions, summary and billing id', async () => {
    const res = await gql(t.app, HOSTS.playmax, INFO, { token: t.tokens.paidToken });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      member: {
        info: {
          id: String(t.ids.paid),
          email: 'paid@playmax.test',
          name: 'Fixture Member',
          tags: [],
          onboardingStatus: 'not_started',
          isTest: false,
          isActive: true,
          brandId: 'playmax',
          billing: { customerId: 'cus_REF-paid' },
          subscription: { isActive: true, isCanceled: false, mediaTypes: ['movie'] },
          subscriptions: [
            {
              planName: 'Movies Monthly',
              membership_id: 101,
              refId: 'sub_paid_1',
              offers: [{ name: 'Movies', mediaTypes: ['movie'] }],
              mediaTypes: ['movie'],
            },
          ],
        },
        getCreditBalance: 42,
      },
    });
  });

  it('the name falls back to the part of the e-mail before the @', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const res = await gql(t.app, HOSTS.playmax, '{ member { info { name } } }', { token });
    expect(res.body.data).toEqual({ member: { info: { name: 'fr' } } });
  });

  it("menuItems defaults to the host's brand and refuses another brand's id", async () => {
    const own = await gql(
      t.app,
      HOSTS.playmax,
      '{ content { menuItems { type title position display_area_slug colors { color background } } } }',
    );
    expect(own.body.data).toEqual({
      content: {
        menuItems: [
          { type: 'home', title: 'Home', position: 0, display_area_slug: 'home', colors: null },
          {
            type: 'movie',
            title: 'Movies',
            position: 1,
            display_area_slug: 'movie_overview',
            colors: { color: '#fff', background: '#000' },
          },
        ],
      },
    });
    const same = await gql(t.app, HOSTS.playmax, '{ content { menuItems(brandId: "playmax") { type } } }');
    expect(same.body.errors).toBeUndefined();
    const other = await gql(
      t.app,
      HOSTS.playmax,
      '{ content { menuItems(brandId: "clickcoins") { type } } }',
    );
    expect(other.body.errors?.[0]?.extensions?.code).toBe('forbidden');
    expect(other.body.data).toBeNull();
  });

  it("plan.getPlans lists this brand's public plans with decimal prices", async () => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      '{ plan { getPlans { id name priceRecurring priceInitial currency recurring { interval interval_count } } } }',
    );
    expect(res.body.data).toEqual({
      plan: {
        getPlans: [
          {
            id: '101',
            name: 'Movies Monthly',
            priceRecurring: 14.99,
            priceInitial: 1.99,
            currency: 'USD',
            recurring: { interval: 'month', interval_count: 1 },
          },
        ],
      },
    });
  });

  it('feature gates follow brand and member tags and the country', async () => {
    const q = '{ sweep { featureEnabled } ecommerce { enabled } impacts { greenPageEnabled } }';
    const us = await gql(t.app, HOSTS.playmax, q, { headers: { 'x-country': 'US' } });
    expect(us.body.data).toEqual({
      sweep: { featureEnabled: true },
      ecommerce: { enabled: true },
      impacts: { greenPageEnabled: false },
    });
    const gb = await gql(t.app, HOSTS.playmax, q, { headers: { 'x-country': 'GB' } });
    expect(gb.body.data).toMatchObject({ sweep: { featureEnabled: false } });
    const coins = await gql(t.app, HOSTS.clickcoins, q);
    expect(coins.body.data).toEqual({
      sweep: { featureEnabled: false },
      ecommerce: { enabled: false },
      impacts: { greenPageEnabled: false },
    });
  });

  it('anonymous callers of member mutations get unauthenticated as data', async () => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      'mutation { member { setTags(tags: ["a:b"]) { responseResult { succeeded errorCode } tags } refreshToken { responseResult { succeeded errorCode } jwt } } }',
    );
    expect(res.body.data).toEqual({
      member: {
        setTags: { responseResult: { succeeded: false, errorCode: 'unauthenticated' }, tags: [] },
        refreshToken: { responseResult: { succeeded: false, errorCode: 'unauthenticated' }, jwt: null },
      },
    });
  });

  it('setTags records the first-visit event once', async () => {
    const token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const m =
      'mutation($tags: [String!]!) { member { setTags(tags: $tags) { responseResult { succeeded } tags } } }';
    const first = await gql(t.app, HOSTS.playmax, m, {
      token,
      variables: { tags: ['ma_visited:true'] },
      headers: { [TRANSACTION_ID_HEADER]: 'tx-first-visit' },
    });
    expect(first.body.data).toEqual({
      member: { setTags: { responseResult: { succeeded: true }, tags: ['ma_visited:true'] } },
    });
    await Promise.all(
      [1, 2, 3].map(() =>
        gql(t.app, HOSTS.playmax, m, {
          token,
          variables: { tags: ['ma_visited:true', 'onboarding_status:completed'] },
        }),
      ),
    );
    const events = await t.db.handle.db
      .selectFrom('events')
      .selectAll()
      .where('member_id', '=', t.ids.newcomer)
      .execute();
    expect(events.map((e) => [e.namespace, e.type, e.transaction_id])).toEqual([
      ['members', 'first_visit', 'tx-first-visit'],
    ]);
    const info = await gql(t.app, HOSTS.playmax, '{ member { info { tags onboardingStatus } } }', { token });
    expect(info.body.data).toEqual({
      member: {
        info: { tags: ['ma_visited:true', 'onboarding_status:completed'], onboardingStatus: 'completed' },
      },
    });
  });

  it('setTags sends no first-visit event for members created before 2023-01-18', async () => {
    const token = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    await gql(t.app, HOSTS.playmax, 'mutation { member { setTags(tags: ["ma_visited:true"]) { tags } } }', {
      token,
    });
    const events = await t.db.handle.db
      .selectFrom('events')
      .selectAll()
      .where('member_id', '=', t.ids.veteran)
      .execute();
    expect(events).toHaveLength(0);
  });

  it('setTags refuses invalid tags as data and stores none of them', async () => {
    const token = await login(t.app, HOSTS.playmax, 'inactive@playmax.test', PASSWORD);
    const res = await gql(
      t.app,
      HOSTS.playmax,
      'mutation { member { setTags(tags: ["ok:tag", "   ", "cm_upsell:media:extra"]) { responseResult { succeeded errorCode } tags } } }',
      { token },
    );
    expect(res.body.data).toMatchObject({
      member: { setTags: { responseResult: { succeeded: false, errorCode: 'invalid_tag' }, tags: [] } },
    });
    const tags = await t.db.handle.db
      .selectFrom('member_tags')
      .selectAll()
      .where('member_id', '=', t.ids.inactive)
      .execute();
    expect(tags).toHaveLength(0);
  });

  it('refreshToken gives a new working token with the current tags', async () => {
    const token = await login(t.app, HOSTS.playmax, 'inactive@playmax.test', PASSWORD);
    await gql(
      t.app,
      HOSTS.playmax,
      'mutation { member { setTags(tags: ["onboarding_status:completed"]) { tags } } }',
      { token },
    );
    const res = await gql(
      t.app,
      HOSTS.playmax,
      'mutation { member { refreshToken { responseResult { succeeded } jwt } } }',
      { token },
    );
    const jwt = (res.body.data as { member: { refreshToken: { jwt: string } } }).member.refreshToken.jwt;
    expect(jwt).not.toBe(token);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      tags: string[];
      aud: string;
    };
    expect(claims.tags).toContain('onboarding_status:completed');
    expect(claims.aud).toBe('playmax');
    const me = await gql(t.app, HOSTS.playmax, '{ member { info { email } } }', { token: jwt });
    expect(me.body.data).toEqual({ member: { info: { email: 'inactive@playmax.test' } } });
  });

  it('refuses more than 15 aliases, a document over 20 kB or 2,000 tokens, and batches', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: content { menuItems { id } }`).join(' ')} }`;
    expect((await gql(t.app, HOSTS.playmax, aliases(15))).status).toBe(200);
    const tooMany = await gql(t.app, HOSTS.playmax, aliases(16));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toContain('more than 15 aliases');

    const big = await gql(
      t.app,
      HOSTS.playmax,
      `{ content { menuItems { id } } } # ${'x'.repeat(21 * 1024)}`,
    );
    expect(big.status).toBe(400);
    expect(big.body.errors?.[0]?.extensions?.code).toBe('query_too_large');

    const tokens = await gql(t.app, HOSTS.playmax, `{ ${'x '.repeat(2100)}}`);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toContain('tokens');

    const batch = await postJson(t.app, HOSTS.playmax, '/membergraphapi/', [
      { query: '{ __typename }' },
      { query: '{ __typename }' },
    ]);
    expect(batch.statusCode).toBe(400);
  });

  it('rejects an over-deep query (limits rule, through the endpoint)', async () => {
    // The schema is shallow today (5 levels at most), so depth is proven on a recursive schema in
    // src/graphql/limits.test.ts; here a legal deepest query passes.
    const deepest = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { info { subscriptions { offers { mediaTypes } } } } }',
      { token: t.tokens.paidToken },
    );
    expect(deepest.status).toBe(200);
    expect(deepest.body.errors).toBeUndefined();
  });

  it('refuses an anonymous document of doubling fragments (2^30 expansions) without holding up other requests', async () => {
    const defs = ['fragment F0 on Query { content { menuItems { id } } }'];
    for (let i = 1; i <= 30; i++) defs.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    const attack = `query { ...F30 } ${defs.join(' ')}`;
    expect(Buffer.byteLength(attack)).toBeLessThan(1_500);
    // Validation is synchronous: had it walked every expansion, /healthz would wait behind it and
    // the test would run into its time-out. It is a guard against hanging, not a speed target.
    const [refused, health] = await Promise.all([
      gql(t.app, HOSTS.playmax, attack),
      t.app.inject({ method: 'GET', url: '/healthz', headers: { host: HOSTS.playmax } }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^The query costs at least \d+; the limit is 1000\.$/)]),
    );
    expect(refused.body.data ?? null).toBeNull();
    expect(health.json()).toEqual({ ok: true });
  }, 10_000);

  it('masks unexpected errors and logs the transaction id', async () => {
    await sql`ALTER TABLE menu_items RENAME TO menu_items_gone`.execute(t.db.handle.db);
    try {
      const res = await gql(t.app, HOSTS.playmax, '{ content { menuItems { id } } }', {
        headers: { [TRANSACTION_ID_HEADER]: 'tx-broken-42' },
      });
      expect(res.headers[TRANSACTION_ID_HEADER]).toBe('tx-broken-42');
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: 'Something went wrong. Please try later.',
          extensions: { code: 'internal_error' },
        }),
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/menu_items|sql|table/i);
      const logged = t.logs.lines.filter(
        (l) => l.msg === 'unexpected GraphQL error' && l.transactionId === 'tx-broken-42',
      );
      expect(logged).toHaveLength(1);
    } finally {
      await sql`ALTER TABLE menu_items_gone RENAME TO menu_items`.execute(t.db.handle.db);
    }
  });
});

describe('GraphQL in prod', () => {
  it('has no introspection and no "Did you mean" suggestions, even where query texts are let in', async () => {
    const db = await createTestDb('sqlite');
    await loadFixtures(db.handle.db);
    // Prod refuses every query text (persisted-operations.test.ts); GRAPHQL_RAW_QUERIES lets them in.
    const t = await createTestApp(db, { config: { env: 'prod', isProd: true, graphqlRawQueries: true } });
    try {
      const intro = await gql(t.app, HOSTS.playmax, '{ __schema { types { name } } }');
      expect(intro.status).toBe(400);
      expect(intro.body.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await gql(t.app, HOSTS.playmax, '{ contnt { menuItems { id } } }');
      expect(typo.status).toBe(400);
      expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "contnt" on type "Query".');
    } finally {
      await t.close();
      await db.drop();
    }
  });

  it('outside prod it keeps suggestions for developers', async () => {
    const db = await createTestDb('sqlite');
    await loadFixtures(db.handle.db);
    const t = await createTestApp(db);
    try {
      const typo = await gql(t.app, HOSTS.playmax, '{ contnt { menuItems { id } } }');
      expect(typo.body.errors?.[0]?.message).toContain('Did you mean "content"?');
    } finally {
      await t.close();
      await db.drop();
    }
  });
});
