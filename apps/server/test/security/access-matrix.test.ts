/**
 * Access-control matrix (issue 15, suite 1). Every GraphQL operation and every REST route with an
 * object in its path is called as anonymous, member B (same brand), member C (other brand, on its
 * own host) and member A (the owner, last), with A's real objects; see access-matrix-table.ts for
 * the rows and what each outcome means. Two checks on every call: the outcome of the row, and that
 * no answer to someone other than A carries one of A's canaries.
 */
import { PNG } from 'pngjs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/graphql/schema';
import { insertInvoice, insertTransaction } from '../../src/modules/billing/repo';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import { PASSWORD } from '../fixtures';
import { insertGiveaways, insertPaidEntries, G, NOW } from '../giveaways/helpers';
import { DIALECTS, HOSTS, gql, login, postJson, useTestApp, type GqlResult } from '../harness';
import { CARD_OK, cardForm, postHosted, redirectParams, startCheckout } from '../account/helpers';
import { payOnHostedPage, startEntryPurchase } from '../giveaways/helpers';
import { insertImpacts } from '../impacts/helpers';
import { addToCart, insertMarket, placeOrder, quoteOf } from '../marketplace/helpers';
import { insertWallet, payHosted, startCoinPurchase, type WalletFixtures } from '../wallet/helpers';
import {
  graphqlOperations,
  operationDocument,
  registeredRoutes,
  routesWithPathParameters,
  takesIdLikeArgument,
} from './access-matrix-surface';
import {
  GRAPHQL_MATRIX,
  REST_BODY_ID_ROUTES,
  REST_MATRIX,
  type Objects,
  type Outcome,
} from './access-matrix-table';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests
type Caller = 'anonymous' | 'a' | 'b' | 'c';
/** A's call runs last: a destructive success of A cannot hide what the others would have got. */
const CALLERS: Caller[] = ['c', 'b', 'anonymous', 'a'];

const schema = buildSchema();
const OPERATIONS = graphqlOperations(schema);

/** The value at the operation's path, and every ResponseResult found in it. */
function outcomeOf(res: GqlResult, path: string[]): { outcome: string; codes: string[] } {
  const codes = (res.body.errors ?? []).map((e) => e.extensions?.code ?? 'error');
  let value: unknown = res.body.data;
  for (const p of path) value = (value as Json | null | undefined)?.[p];
  const results: Json[] = [];
  const collect = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') {
      if ('succeeded' in v) results.push(v as Json);
      Object.values(v).forEach(collect);
    }
  };
  collect(value);
  for (const r of results) if (!r.succeeded) codes.push(String(r.errorCode));
  if (codes.length) return { outcome: codes[0]!, codes };
  const empty =
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    // A payload whose only non-null field is its ResponseResult.
    (results.length > 0 &&
      Object.entries(value as Json).every(([k, v]) => k === 'responseResult' || v === null));
  return { outcome: empty ? 'none' : 'ok', codes };
}

function matches(expected: Outcome, actual: { outcome: string; codes: string[] }): boolean {
  if (expected === 'any') return true;
  if (expected === 'ok' || expected === 'none') return actual.outcome === expected;
  return actual.codes.includes(expected);
}

function tinyPng(): Buffer {
  const img = new PNG({ width: 300, height: 300 });
  for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 7) % 256;
  return PNG.sync.write(img);
}

describe.each(DIALECTS)('access-control matrix on %s', (dialect) => {
  let wallet: WalletFixtures;
  const t = useTestApp(dialect, {
    clockStart: NOW,
    logins: { a: 'paid@playmax.test', b: 'fr@playmax.test' },
    prepare: async (db, ids) => {
      await seedCatalogue(db.handle.db, { titles: 60 });
      await insertMarket(db.handle.db, ids);
      await insertGiveaways(db.handle.db, ids);
      await insertPaidEntries(db.handle.db, ids);
      await insertImpacts(db.handle.db);
      wallet = await insertWallet(db.handle.db, ids);
      await db.handle.db.insertInto('brand_tags').values({ brand_id: 'playmax', tag: 'ma6_vpn' }).execute();
    },
  });
  const tokens = {} as Record<Caller, string | undefined>;
  const o = {} as Objects;
  /** Strings only A's data contains: none may reach anonymous, B or C. */
  const canaries: string[] = [];

  const call = (who: Caller, query: string, variables?: Record<string, unknown>) =>
    gql(t.app, who === 'c' ? HOSTS.clickcoins : HOSTS.playmax, query, { token: tokens[who], variables });
  const asA = async (query: string, variables?: Record<string, unknown>): Promise<Json> => {
    const res = await call('a', query, variables);
    if (res.body.errors) throw new Error(`${query}: ${JSON.stringify(res.body.errors)}`);
    return res.body.data as Json;
  };

  beforeAll(async () => {
    t.clock.now = new Date(NOW);
    const db = t.db.handle.db;
    tokens.anonymous = undefined;
    tokens.a = t.tokens.a;
    tokens.b = t.tokens.b;
    tokens.c = await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);

    const tracks = await db.selectFrom('tracks').select('id').orderBy('id').limit(3).execute();
    o.trackIds = tracks.map((r) => String(r.id));
    const movie = await db
      .selectFrom('media_items')
      .select('id')
      .where('media_type', '=', 'movie')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    o.movieId = String(movie.id);

    const created = async (name: string) =>
      String(
        (
          await asA(`mutation($n: String!) { content { createPlaylist(name: $n) { playlist { id } } } }`, {
            n: name,
          })
        ).content.createPlaylist.playlist.id,
      );
    o.playlistId = await created('Canary A playlist');
    o.playlistToDeleteId = await created('Canary A doomed playlist');
    await asA(
      `mutation($p: ID!, $t: [ID!]!) { content { addTracksToPlaylist(playlistId: $p, trackIds: $t) { responseResult { succeeded } } } }`,
      {
        p: o.playlistId,
        t: o.trackIds.slice(0, 2),
      },
    );
    await asA(
      `mutation($id: ID!) { content { addToHistory(type: "movie", id: $id) { responseResult { succeeded } } } }`,
      { id: o.movieId },
    );

    // A card order of A (shipped to a canary address), paid on the hosted page but not confirmed:
    // confirmOrderPayment with A's order and A's real payment reference is the matrix's to try.
    const lamp = (
      await db.selectFrom('products').select('id').where('slug', '=', 'lamp').executeTakeFirstOrThrow()
    ).id;
    await addToCart(t.app, tokens.a!, { productId: lamp, quantity: 1 });
    const placed = await placeOrder(t.app, tokens.a!, {
      cartVersion: (await quoteOf(t.app, tokens.a!)).cartVersion,
      paymentMethod: 'card',
      saveAddress: true,
      address: {
        country: 'US',
        firstName: 'Canaryfirst',
        lastName: 'Canarylast',
        address: '77 Canary Wharf Rd',
        city: 'Austin',
        state: 'TX',
        postcode: '78701',
        phone: '+1 512 555 0199',
      },
    });
    o.orderId = String(placed.order?.id);
    o.orderNumber = String(placed.order?.number);
    o.orderPaymentRef =
      redirectParams(await postHosted(t.app, placed.url ?? '', { method: 'saved' })).get('subscription_id') ??
      '';
    const tee = (
      await db.selectFrom('products').select('id').where('slug', '=', 'tee').executeTakeFirstOrThrow()
    ).id;
    o.cartLineId = String(
      (await addToCart(t.app, tokens.a!, { productId: tee, quantity: 1 })).cart?.lines[0]?.id,
    );
    const address = await db
      .selectFrom('addresses')
      .select('id')
      .where('member_id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    o.addressId = String(address.id);

    const pm = await db
      .selectFrom('payment_methods')
      .select('id')
      .where('member_id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    o.paymentMethodId = String(pm.id);
    o.paymentToken = `tok_${t.ids.paid}`;
    o.productId = String(tee);
    const sub = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('member_id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    o.subscriptionId = String(sub.id);
    // A paid plan purchase (activateSubscription's reference), and a hosted page left open.
    o.planPaymentRef =
      redirectParams(
        await postHosted(t.app, await startCheckout(t.app, tokens.a!, 149), cardForm(CARD_OK)),
      ).get('subscription_id') ?? '';
    o.checkoutSessionId =
      new URL(await startCheckout(t.app, tokens.a!, 149), 'http://x').pathname.split('/').pop() ?? '';
    // A paid coin pack and paid giveaway entries, their references not yet redeemed.
    const coins = await startCoinPurchase(t.app, tokens.a, wallet.packs.small);
    o.coinPackId = String(wallet.packs.small);
    o.coinPaymentRef = await payHosted(t.app, coins.url ?? '');
    const entries = await startEntryPurchase(t.app, tokens.a, {
      sweepId: G.open,
      offer: 'standard',
      dateOfBirth: '1990-05-20',
    });
    o.entryCount = entries.entries ?? 0;
    o.entryPaymentRef = (await payOnHostedPage(t.app, entries.url ?? '')).ref;

    await asA(
      `mutation { member { changeEmail(newEmail: "canary-a-new@playmax.test", confirmation: "canary-a-new@playmax.test") { responseResult { succeeded } } } }`,
    );
    const mail = await db
      .selectFrom('outbox_mails')
      .select('text_body')
      .where('to_address', '=', 'canary-a-new@playmax.test')
      .executeTakeFirstOrThrow();
    o.emailChangeKey = /confirm-email\?key=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';

    o.giveawayWithEntriesId = G.openFunnel;
    o.giveawayWonId = G.digitalPaidWon;
    o.giveawayOpenId = G.open;
    o.drawId = String(
      (
        await db
          .selectFrom('draws')
          .select('id')
          .where('sweep_id', '=', G.drawnPaidWon)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const item = await db
      .selectFrom('impact_items')
      .select('id')
      .where('slug', '=', 'tree')
      .where('brand_id', '=', 'playmax')
      .executeTakeFirstOrThrow();
    o.impactItemId = String(item.id);
    await asA(
      `mutation($i: FundImpactInput!) { impacts { fund(input: $i) { responseResult { succeeded errorCode } } } }`,
      {
        i: { itemId: o.impactItemId, quantity: 1, requestId: 'matrix-a-1' },
      },
    );

    const boundary = '----matrix';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: {
        host: HOSTS.playmax,
        authorization: `Bearer ${tokens.a}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        tinyPng(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    o.avatarFile =
      String((upload.json() as { pictureUrl?: string }).pictureUrl ?? '')
        .split('/')
        .pop() ?? '';

    const charge = {
      brand_id: 'playmax',
      member_id: t.ids.paid,
      description: 'Movies Monthly',
      amount: 1499,
      currency: 'USD',
      symbol: '$',
      created_at: NOW.toISOString(),
    };
    const transactionId = await insertTransaction(db, {
      ...charge,
      subscription_id: null,
      kind: 'subscription',
      status: 'succeeded',
      reference: 'ch_matrix_a',
      failure_code: null,
    });
    o.invoiceFile = `${(await insertInvoice(db, { ...charge, transaction_id: transactionId, status: 'paid' })).id}.pdf`;
    const link = await t.app.services.auth.createSignInLink(
      t.ids.paid,
      { id: 'playmax' } as never,
      'http://playmax.localhost',
    );
    o.signInToken = new URL(link).searchParams.get('token') ?? '';
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'paid@playmax.test' });
    await new Promise((r) => setTimeout(r, 200));
    const reset = await db
      .selectFrom('outbox_mails')
      .select('text_body')
      .where('to_address', '=', 'paid@playmax.test')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    o.resetKey = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(reset?.text_body ?? '')?.[1] ?? '';

    // A's VPN configuration: its serial and private key are A's alone.
    const vpn = await asA(`mutation { member { issueVpnConfig { config { serial content } } } }`);
    const vpnKey =
      /<key>\n([\s\S]*?)\n<\/key>/.exec(String(vpn.member.issueVpnConfig.config?.content))?.[1] ?? '';
    expect(vpnKey).not.toBe('');
    canaries.push(String(vpn.member.issueVpnConfig.config?.serial), vpnKey.split('\n')[1] ?? vpnKey);
    canaries.push(
      'paid@playmax.test',
      'canary-a-new@playmax.test',
      'REF-paid',
      'Canary A',
      'Canaryfirst',
      'Canary Wharf',
      o.orderNumber,
    );
  }, 120_000);

  it('has a row for every GraphQL operation, and no row for an operation that is gone', () => {
    const introspected = OPERATIONS.map((op) => op.key).sort();
    expect(Object.keys(GRAPHQL_MATRIX).sort()).toEqual(introspected);
  });

  it('gives every operation with an id-like argument a refusal column, or marks its ids as shared', () => {
    const unchecked = OPERATIONS.filter(takesIdLikeArgument)
      .map((op) => ({ key: op.key, row: GRAPHQL_MATRIX[op.key] }))
      .filter(({ row }) => row && !row.sharedIds && row.b === 'any' && row.c === 'any')
      .map(({ key }) => key);
    expect(unchecked).toEqual([]);
  });

  it('has a row for every REST route with a path parameter, and every row is a registered route', () => {
    const withParams = routesWithPathParameters(t.app);
    const registered = new Set(registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`));
    const rows = Object.keys(REST_MATRIX);
    expect(rows.filter((k) => !REST_BODY_ID_ROUTES.includes(k)).sort()).toEqual(withParams.sort());
    for (const k of rows) expect(registered.has(k), k).toBe(true);
  });

  it('answers every GraphQL operation as the table says, and never with A data to anyone else', async () => {
    const report: string[] = [];
    // In the table's order, which is arranged so that A's successes do not undo later rows' objects.
    for (const [key, row] of Object.entries(GRAPHQL_MATRIX)) {
      const op = OPERATIONS.find((x) => x.key === key);
      if (!op) continue;
      const doc = operationDocument(op);
      for (const who of CALLERS) {
        const res = await call(who, doc, row.vars?.(o));
        const actual = outcomeOf(res, op.path);
        // refreshToken rotates the session (ADR 0008): the caller goes on with the new token.
        const rotated = (res.body.data as Json | undefined)?.member?.refreshToken?.jwt;
        if (op.key === 'Mutation.member.refreshToken' && typeof rotated === 'string') tokens[who] = rotated;
        const leaked = who === 'a' ? [] : canaries.filter((c) => JSON.stringify(res.body).includes(c));
        if (!matches(row[who], actual) || leaked.length)
          report.push(
            `${op.key} as ${who}: expected ${row[who]}, got ${actual.codes.join('/') || actual.outcome}${leaked.length ? ` LEAK ${leaked.join(', ')}` : ''}`,
          );
        if (process.env.MATRIX_PRINT)
          console.log(`~ ${op.key} ${who} ${actual.codes.join('/') || actual.outcome}`);
      }
    }
    expect(report).toEqual([]);
  }, 120_000);

  it("answers the viewer's own figures on objects everyone sees, never A's", async () => {
    // A giveaway, an impact item: one object for the whole brand, but entries, the card's state
    // and what was funded are the viewer's. B sees B's (none), C does not see the object at all.
    const sweep = `query($id: ID!) { sweep { byId(id: $id) { entries cardState } } }`;
    const item = `query($id: ID!) { impacts { item(id: $id) { my_quantity } } }`;
    const figures = async (who: Caller) => ({
      entries: (await call(who, sweep, { id: o.giveawayWithEntriesId })).body.data?.sweep,
      won: (await call(who, sweep, { id: o.giveawayWonId })).body.data?.sweep,
      funded: (await call(who, item, { id: o.impactItemId })).body.data?.impacts,
    });
    const [a, b, c] = [await figures('a'), await figures('b'), await figures('c')];
    expect((a.entries as Json).byId.entries).toBeGreaterThan(0);
    expect((b.entries as Json).byId.entries).toBe(0);
    expect((a.won as Json).byId.cardState).toMatch(/^winner/);
    expect((b.won as Json).byId.cardState).not.toMatch(/^winner/);
    expect((a.funded as Json).item.my_quantity).toBeGreaterThan(0);
    expect((b.funded as Json).item.my_quantity).toBe(0);
    expect(c).toEqual({ entries: { byId: null }, won: { byId: null }, funded: { item: null } });
  });

  it('answers every REST row as the table says, and never with A data to anyone else', async () => {
    const report: string[] = [];
    for (const [key, row] of Object.entries(REST_MATRIX)) {
      for (const who of CALLERS) {
        const r = row.request(o);
        const started = Date.now();
        const res: LightMyRequestResponse = await t.app.inject({
          method: r.method,
          url: r.url,
          headers: {
            host: who === 'c' ? HOSTS.clickcoins : HOSTS.playmax,
            ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}),
            ...(r.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(r.form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(r.json !== undefined ? { payload: JSON.stringify(r.json) } : {}),
          ...(r.form !== undefined ? { payload: new URLSearchParams(r.form).toString() } : {}),
        });
        const actual = [
          res.statusCode,
          res.headers.location,
          row.shows && res.body.includes(row.shows) ? '+A' : undefined,
        ]
          .filter((x) => x !== undefined)
          .join(' ');
        const expected = row[who];
        const ok =
          expected === 0 ||
          (typeof expected === 'number' ? res.statusCode === expected : actual === expected);
        const leaked = who === 'a' ? [] : canaries.filter((c) => res.body.includes(c));
        if (!ok || leaked.length)
          report.push(
            `${key} as ${who}: expected ${expected}, got ${actual}${leaked.length ? ` LEAK ${leaked.join(', ')}` : ''}`,
          );
        if (process.env.MATRIX_PRINT) console.log(`~ ${key} ${who} ${actual} ${Date.now() - started}ms`);
      }
    }
    expect(report).toEqual([]);
  }, 120_000);
});
