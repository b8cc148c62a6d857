/**
 * GraphQL overhead (issue 16, target 4): the home page's document, media details and search through
 * `/membergraphapi/`, against a plain Fastify route registered only here that answers the same JSON
 * from the same resolver functions — so the same loaders, repository functions and SQL statements —
 * called directly in the document's shape, with no parsing, validation or GraphQL execution. Both
 * sign in the same way (the member's bearer token, checked by buildContext). Target: GraphQL at
 * >= 80% of the plain route's requests per second. Before timing, each pair is checked to answer
 * equal JSON with the same number of SQL statements.
 *
 * Timed in-process with Fastify inject, one request at a time, GraphQL and plain in turn, so load
 * from elsewhere on the machine falls on both sides alike. Besides requests per second it records
 * each side's CPU time per request in this process, which other processes' load barely moves.
 * BENCH_PROFILE=<dir> also writes a CPU profile of the GraphQL side (harness.ts).
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildContext, type GraphQLContext } from '../src/graphql/context';
import { resolversOf } from '../src/graphql/resolvers';
import { serverModules } from '../src/modules';
import { savePosition } from '../src/modules/playback/repo';
import { measure, onEachDemoDatabase, recordResults } from './harness';
import { DETAILS_DOCUMENT, HOME_DOCUMENT, SEARCH_DOCUMENT } from './web-documents';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.8;
const HOST = 'playmax.localhost';
const CONTINUE_TITLES = 12;

/**
 * A document's shape for the plain route: for each field, `true` (a leaf) or its arguments and the
 * type and fields of its value. Fields without a resolver read the parent's property, as GraphQL's
 * default resolver does.
 */
interface Selection {
  type: string;
  fields: Record<string, true | { args?: Record<string, unknown>; select?: Selection }>;
}
const leaves = (type: string, names: string): Selection => ({
  type,
  fields: Object.fromEntries(names.split(/\s+/).map((n) => [n, true as const])),
});
const withFields = (base: Selection, fields: Selection['fields']): Selection => ({
  type: base.type,
  fields: { ...base.fields, ...fields },
});

type ResolverFn = (
  parent: unknown,
  args: Record<string, unknown>,
  ctx: GraphQLContext,
  info: unknown,
) => unknown;
const resolverMap = resolversOf(serverModules) as unknown as Record<
  string,
  Record<string, ResolverFn | undefined>
>;

/** Calls the resolvers of `selection` on `parent`, fields side by side as GraphQL does (so loaders batch alike). */
async function answer(selection: Selection, parent: unknown, ctx: GraphQLContext): Promise<unknown> {
  const own = resolverMap[selection.type] ?? {};
  const entries = await Promise.all(
    Object.entries(selection.fields).map(async ([name, field]) => {
      const resolve = own[name];
      const args = field === true ? {} : (field.args ?? {});
      const value = resolve
        ? await resolve(parent, args, ctx, undefined)
        : (parent as Record<string, unknown>)[name];
      const select = field === true ? undefined : field.select;
      if (!select || value == null) return [name, value ?? null] as const;
      const nested = Array.isArray(value)
        ? await Promise.all(value.map((v) => answer(select, v, ctx)))
        : await answer(select, value, ctx);
      return [name, nested] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const person = leaves('Person', 'id title');
/** web-documents.ts HOME_DOCUMENT. */
const home = (first: number): Selection => ({
  type: 'Query',
  fields: {
    member: {
      select: {
        type: 'MemberQuery',
        fields: {
          info: {
            select: withFields(
              leaves(
                'Member',
                'id brandId email name pictureUrl lang tags isActive isDemo isTest coinsBalance createdAt subscriptionProvider',
              ),
              {
                subscription: { select: leaves('SubscriptionSummary', 'isActive') },
                membership: {
                  select: leaves('Membership', 'subscriptionId nextBillingDate cancelRefId paymentFailed'),
                },
              },
            ),
          },
          onboarding: {
            select: leaves(
              'Onboarding',
              'status stepsDone currentStep stepNumber stepCount minutes rewardCoins explorerBadge',
            ),
          },
          crossSell: { select: leaves('CrossSellOffer', 'id type amount currency symbol') },
        },
      },
    },
    content: {
      select: {
        type: 'ContentQuery',
        fields: {
          menuItems: {
            select: withFields(
              leaves(
                'MenuItem',
                'id type title display_area_slug icon submenu_type position hideForIphoneDevice',
              ),
              { colors: { select: leaves('MenuColors', 'color background') } },
            ),
          },
          continueWatching: {
            args: { first },
            select: withFields(leaves('ContinueEntry', 'fraction'), {
              progress: { select: leaves('MediaProgress', 'progress position updatedAt') },
              media: {
                select: withFields(leaves('Media', 'id mediaType title subtitle'), {
                  thumbnail: { select: leaves('Thumbnail', 'url width height') },
                }),
              },
            }),
          },
        },
      },
    },
    ecommerce: {
      select: withFields(leaves('EcommerceQuery', 'enabled'), {
        cart: {
          select: withFields(leaves('Cart', 'count subtotal currency symbol version'), {
            lines: {
              select: withFields(leaves('CartLine', 'id quantity lineTotal problem'), {
                product: {
                  select: withFields(leaves('Product', 'id slug name image stock'), {
                    prices: { select: leaves('ProductPrice', 'amount listAmount currency') },
                  }),
                },
                variant: { select: leaves('ProductVariant', 'id name option stock') },
              }),
            },
          }),
        },
      }),
    },
  },
});

/** web-documents.ts DETAILS_DOCUMENT. */
const details = (mediaType: string, id: string): Selection => ({
  type: 'Query',
  fields: {
    content: {
      select: {
        type: 'ContentQuery',
        fields: {
          media: {
            args: { mediaType, id },
            select: {
              type: 'Media',
              fields: {
                ...leaves('Media', 'id mediaType title slug description').fields,
                thumbnail: { select: leaves('Thumbnail', 'url') },
                ...leaves('Media', 'is_free vendor_id playbackKey').fields,
                access: { select: leaves('MediaAccess', 'available reason message') },
                genres: { select: leaves('Genre', 'id key title') },
                inCollection: true,
                artists: { select: person },
                tracks: {
                  select: withFields(leaves('Track', 'id trackNumber title duration playbackKey'), {
                    artists: { select: person },
                  }),
                },
                ...leaves(
                  'Media',
                  'upc duration releaseYear releaseDate type quality language countryOfOrigin isbn seasonNumber episodeNumber',
                ).fields,
                casts: { select: person },
                directors: { select: person },
                producers: { select: person },
                writers: { select: person },
                episodes: { select: leaves('Episode', 'id title seasonNumber episodeNumber duration') },
                firstEpisode: { select: leaves('Episode', 'id title seasonNumber episodeNumber') },
                publisher: { select: person },
                copyright: true,
                authors: { select: person },
                narrators: { select: person },
                ...leaves('Media', 'edition languages numPages liveSlug').fields,
              },
            },
          },
        },
      },
    },
  },
});

/** web-documents.ts SEARCH_DOCUMENT. */
const search = (query: string, first: number): Selection => ({
  type: 'Query',
  fields: {
    content: {
      select: {
        type: 'ContentQuery',
        fields: {
          search: {
            args: { query, first },
            select: withFields(
              leaves('MediaPage', 'nextCursor hasMore totalCount errorCode message totalCapped'),
              {
                items: {
                  select: withFields(
                    leaves('Media', 'mediaType id title slug subtitle is_free releaseYear'),
                    {
                      thumbnail: { select: leaves('Thumbnail', 'url') },
                    },
                  ),
                },
              },
            ),
          },
        },
      },
    },
  },
});

interface Pair {
  name: string;
  document: string;
  variables: Record<string, unknown>;
  selection: Selection;
}

class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count++;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

interface Side {
  /** Requests per second of wall-clock time spent on this side's requests. */
  rps: number;
  /** This process's CPU time per request, in ms (user + system): blind to other processes' load. */
  cpuMs: number;
}

/**
 * Times `a` and `b` one request each in turn, ITERATIONS * ROUNDS times after a warm-up, adding up
 * each side's wall-clock and CPU time: whatever else the machine is doing falls on both alike.
 */
async function interleaved(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ graphql: Side; plain: Side }> {
  for (let i = 0; i < Math.min(100, ITERATIONS); i++) {
    await a();
    await b();
  }
  const n = ITERATIONS * ROUNDS;
  const wall = [0, 0];
  const cpu = [0, 0];
  const sides = [a, b];
  for (let i = 0; i < n; i++) {
    for (const [k, run] of sides.entries()) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await run();
      wall[k]! += performance.now() - t0;
      const c = process.cpuUsage(c0);
      cpu[k]! += (c.user + c.system) / 1000;
    }
  }
  const side = (k: number): Side => ({ rps: (n / wall[k]!) * 1000, cpuMs: cpu[k]! / n });
  return { graphql: side(0), plain: side(1) };
}

const results: Record<string, unknown> = {};

await onEachDemoDatabase(async (label, { handle, dataDir }) => {
  const counter = new StatementCounter();
  const config = loadConfig({ ...process.env, APP_ENV: 'dev', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, {
    db: { ...handle, db: handle.db.withPlugin(counter) },
    rateLimitPerMinute: 10_000_000,
  });
  const plain = new Map<string, Selection>();
  app.post<{ Params: { name: string } }>('/bench-plain/:name', async (request, reply) => {
    const selection = plain.get(request.params.name);
    if (!selection) return reply.code(404).send();
    const ctx = await buildContext(app.services, request, reply);
    return { data: await answer(selection, {}, ctx) };
  });
  await app.ready();

  const pairs = await scenarios(app, handle.db);
  for (const p of pairs) plain.set(p.name, p.selection);
  const token = await signIn(app);
  const headers = { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const viaGraphQL = (p: Pair) =>
    app.inject({
      method: 'POST',
      url: '/membergraphapi/',
      headers,
      payload: JSON.stringify({ query: p.document, variables: p.variables }),
    });
  const viaPlain = (p: Pair) =>
    app.inject({ method: 'POST', url: `/bench-plain/${p.name}`, headers, payload: '{}' });

  const rows: Record<string, unknown> = {};
  for (const p of pairs) {
    // Same JSON, same statements (after one warm-up each: per-app caches fill on the first call).
    await viaGraphQL(p);
    await viaPlain(p);
    let before = counter.count;
    const g = await viaGraphQL(p);
    const gStatements = counter.count - before;
    before = counter.count;
    const r = await viaPlain(p);
    const pStatements = counter.count - before;
    assert.equal(g.statusCode, 200, g.body);
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(r.json(), g.json(), `${p.name}: the plain route must answer the GraphQL JSON`);
    assert.equal(pStatements, gStatements, `${p.name}: both must run the same SQL statements`);

    const g2 = await interleaved(
      () => viaGraphQL(p),
      () => viaPlain(p),
    );
    if (process.env.BENCH_PROFILE)
      await measure(`graphql-overhead ${label} ${p.name}`, async () => void (await viaGraphQL(p)), {
        iterations: ITERATIONS,
        warmup: 0,
      });
    const ratio = g2.graphql.rps / g2.plain.rps;
    rows[p.name] = {
      graphqlRps: Math.round(g2.graphql.rps),
      plainRps: Math.round(g2.plain.rps),
      ratio: round2(ratio),
      graphqlCpuMs: round3(g2.graphql.cpuMs),
      plainCpuMs: round3(g2.plain.cpuMs),
      cpuRatio: round2(g2.plain.cpuMs / g2.graphql.cpuMs),
      statements: gStatements,
      met: ratio >= TARGET_RATIO,
    };
  }
  await app.close();
  console.log(
    `\nGraphQL overhead, ${label} (target: GraphQL >= ${TARGET_RATIO * 100}% of the plain route's req/s)`,
  );
  console.table(rows);
  results[label] = rows;
});

const met = Object.values(results).every((rows) =>
  Object.values(rows as Record<string, { met: boolean }>).every((r) => r.met),
);
recordResults('graphql.overhead', {
  target: { ratio: TARGET_RATIO, meaning: 'GraphQL req/s / plain Fastify route req/s, same SQL and JSON' },
  baseline: 'a plain Fastify route in the bench calling the same resolver functions',
  iterations: ITERATIONS,
  rounds: ROUNDS,
  results,
  met,
});

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'paid@playmax.test', password: 'demo-pass-2026' }),
  });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}`);
  return res.json<{ token: string }>().token;
}

/** The three requests: home with a continue row, a film's details with its credits, a common search word. */
async function scenarios(app: FastifyInstance, db: typeof app.services.db): Promise<Pair[]> {
  const member = await sql<{ id: number }>`SELECT id FROM members WHERE email = 'paid@playmax.test'`.execute(
    db,
  );
  const films = await sql<{ id: number }>`SELECT id FROM media_items WHERE media_type = 'movie'
    ORDER BY id LIMIT ${CONTINUE_TITLES}`.execute(db);
  const memberId = Number(member.rows[0]!.id);
  for (const [i, f] of films.rows.entries())
    await savePosition(
      db,
      memberId,
      { mediaId: Number(f.id), mediaType: 'movie', progress: 60 + i, sequence: 1, position: null },
      new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString(),
    );
  const film = String(films.rows[0]!.id);
  const word = 'the';
  return [
    { name: 'home', document: HOME_DOCUMENT, variables: { first: 20 }, selection: home(20) },
    {
      name: 'details',
      document: DETAILS_DOCUMENT,
      variables: { mediaType: 'movie', id: film },
      selection: details('movie', film),
    },
    {
      name: 'search',
      document: SEARCH_DOCUMENT,
      variables: { query: word, first: 20 },
      selection: search(word, 20),
    },
  ];
}
