import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import QuickLRU from 'quick-lru';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { GRAPHQL_PATH } from '@member-area/domain';
import { LIMITS } from '../../src/graphql/limits';
import { DIALECTS, HOSTS, useTestApp } from '../harness';

/**
 * Issue 15, suite 4 "Hostile documents" and weakness 4 (the parsed-query cache): generated GraphQL
 * requests (deep nesting, aliases, fragments spreading each other, long lists and strings, wrong
 * types, unknown fields, huge variables, garbage) are each refused or answered within 50 ms of
 * server time, never with a 5xx, and neither the heap nor Mercurius's document caches keep growing.
 */

/** Server time per document: the budget the issue sets. */
const SERVER_MS_BUDGET = 50;
/** A slow answer is timed again this many times; a document is too slow only if every try is. */
const RETRIES = 2;
const DOCUMENTS = 1_000;
const CACHE_DOCUMENTS = 20_000;

/**
 * Mercurius keeps its document caches to itself: every QuickLRU that is written to is recorded here,
 * so the test can read their sizes. Vitest loads quick-lru from node_modules natively, the same
 * module instance Mercurius imports, so this sees Mercurius's caches.
 */
const caches = new Set<QuickLRU<unknown, unknown>>();
const originalSet = QuickLRU.prototype.set;
QuickLRU.prototype.set = function (this: QuickLRU<unknown, unknown>, key: unknown, value: unknown) {
  caches.add(this);
  return originalSet.call(this, key, value);
};

/** The garbage collector, for heap figures that mean something (node's flag set at run time). */
function collectGarbage(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

// ---- Generators -------------------------------------------------------------------------------

const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,30}$/);

/** A literal of any GraphQL type, for arguments that expect another one. */
const literal: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
    fc.string({ maxLength: 50 }).map((s) => JSON.stringify(s)),
    fc.boolean().map(String),
    fc.constant('null'),
    name.map((n) => n.toUpperCase()),
    fc.array(tie('value'), { maxLength: 5 }).map((xs) => `[${xs.join(', ')}]`),
    fc
      .array(fc.tuple(name, tie('value')), { maxLength: 4 })
      .map((kv) => `{${kv.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
  ),
})).value;

interface Request {
  kind: string;
  body: string;
}

/** A request body; `variablesJson` is raw JSON, so nesting deeper than JSON.stringify allows fits. */
const request = (kind: string, query: string, variablesJson?: string): Request => {
  const body = `{"query":${JSON.stringify(query)}${variablesJson === undefined ? '' : `,"variables":${variablesJson}`}}`;
  // fast-check prints a failing value in full: a 50 kB body would bury the report.
  return {
    kind,
    body,
    [fc.toStringMethod]: () => `${kind} (${body.length} B): ${body.slice(0, 200)}`,
  } as Request;
};

const deepNesting = fc
  .tuple(fc.integer({ min: 1, max: 3_000 }), fc.constantFrom('content', 'member', 'x', '__typename'))
  .map(([depth, field]) =>
    request('deep', `{ ${`${field} { `.repeat(depth)}__typename${' }'.repeat(depth)} }`),
  );

const manyAliases = fc
  .tuple(fc.integer({ min: 1, max: 3_000 }), fc.constantFrom('__typename', 'content { liveNow { slug } }'))
  .map(([n, field]) =>
    request('aliases', `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`),
  );

/** Fragment Fi spreads F(i-1) `width` times: 2^levels selections once expanded, a few hundred bytes. */
const fragmentFanOut = fc
  .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 6 }), fc.boolean())
  .map(([levels, width, cycle]) => {
    const defs = [
      `fragment F0 on Query { __typename content { mediaTypes { type } }${cycle ? ` ...F${levels}` : ''} }`,
    ];
    for (let i = 1; i <= levels; i++)
      defs.push(`fragment F${i} on Query { ${` ...F${i - 1}`.repeat(width)} }`);
    return request('fragments', `query { ...F${levels} } ${defs.join(' ')}`);
  });

const longList = fc
  .tuple(fc.integer({ min: 1, max: 20_000 }), fc.string({ maxLength: 8 }))
  .map(([n, s]) =>
    request(
      'list',
      `{ content { slotsWithTags(tags: [${Array.from({ length: n }, () => JSON.stringify(s)).join(',')}]) { __typename } } }`,
    ),
  );

const longString = fc
  .tuple(fc.integer({ min: 1, max: 200_000 }), fc.constantFrom('a', 'é', '\\u0000', '"', '😀'))
  .map(([n, ch]) => request('string', `{ content { genres(mediaType: "${ch.repeat(n)}") { id } } }`));

const wrongTypes = fc
  .tuple(literal, literal, literal)
  .map(([a, b, c]) =>
    request('types', `{ content { browse(mediaType: ${a}, first: ${b}, after: ${c}) { __typename } } }`),
  );

const unknownFields = fc
  .array(fc.tuple(name, fc.option(literal, { nil: undefined })), { minLength: 1, maxLength: 40 })
  .map((fields) =>
    request(
      'unknown',
      `{ content { ${fields.map(([f, arg]) => (arg === undefined ? f : `${f}(${f}: ${arg})`)).join(' ')} } }`,
    ),
  );

const hugeVariables = fc
  .oneof(
    fc
      .integer({ min: 1, max: 50_000 })
      .map((n) => JSON.stringify(Array.from({ length: n }, (_, i) => `tag${i}`))),
    fc.integer({ min: 1, max: 30_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.string({ maxLength: 100_000 }).map((x) => JSON.stringify(x)),
    fc.anything().map((x) => JSON.stringify(x) ?? 'null'),
  )
  .map((tags) =>
    request(
      'variables',
      'query($t: [String!]!) { content { slotsWithTags(tags: $t) { __typename } } }',
      `{"t":${tags}}`,
    ),
  );

const garbage = fc
  .oneof(fc.string({ maxLength: 2_000 }), fc.string({ unit: 'binary', maxLength: 2_000 }))
  .map((s) => request('garbage', s));

/** A selection of every kind, so 1,000 runs cover each kind many times. */
const hostileRequest = fc.oneof(
  deepNesting,
  manyAliases,
  fragmentFanOut,
  longList,
  longString,
  wrongTypes,
  unknownFields,
  hugeVariables,
  garbage,
);

// ---- The suite --------------------------------------------------------------------------------

describe.each(DIALECTS)('hostile GraphQL documents on %s', (dialect) => {
  const t = useTestApp(dialect);
  afterAll(() => {
    QuickLRU.prototype.set = originalSet;
  });

  let sent = 0;
  /**
   * Status and server time of one request. app.inject runs in this process, so the CPU time this
   * process spent meanwhile is the server's work on the request; wall time is reported too, but on
   * a shared machine it also counts the time other processes held the cores.
   */
  const send = async (req: Request) => {
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const res = await t.app.inject({
      method: 'POST',
      url: GRAPHQL_PATH,
      headers: { host: HOSTS.playmax, 'content-type': 'application/json' },
      payload: req.body,
      // Every request from its own address: the per-address rate limit (1,000 a minute) would
      // otherwise answer most of them 429 without reading them.
      remoteAddress: `10.15.${(sent >> 8) & 255}.${sent++ & 255}`,
    });
    const cpu = process.cpuUsage(cpuStart);
    return {
      status: res.statusCode,
      ms: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - wallStart,
    };
  };

  /** Server time of a request; a slow one is tried again so one scheduling hiccup is not a verdict. */
  const timed = async (req: Request) => {
    let best = await send(req);
    for (let i = 0; i < RETRIES && best.ms >= SERVER_MS_BUDGET; i++) {
      const again = await send(req);
      if (again.ms < best.ms) best = again;
    }
    return best;
  };

  it(`refuses or answers ${DOCUMENTS} generated hostile documents within ${SERVER_MS_BUDGET} ms each, heap flat`, async () => {
    const gc = collectGarbage();
    // Warm-up: code paths compiled and the (bounded) document caches filled to their steady size.
    for (const req of fc.sample(hostileRequest, { numRuns: 4 * LIMITS.parsedQueryCacheEntries, seed: 1 }))
      await send(req);
    gc();
    const heapBefore = process.memoryUsage().heapUsed;

    const statuses = new Map<number, number>();
    const slowest: Record<string, number> = {};
    let slowestWall = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (req) => {
        const { status, ms, wallMs } = await timed(req);
        slowestWall = Math.max(slowestWall, Math.round(wallMs));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        slowest[req.kind] = Math.max(slowest[req.kind] ?? 0, Math.round(ms));
        expect(status, req.body.slice(0, 300)).toBeLessThan(500);
        expect(ms, `${req.kind}: ${req.body.slice(0, 300)}`).toBeLessThan(SERVER_MS_BUDGET);
      }),
      { numRuns: DOCUMENTS, seed: 15 },
    );

    gc();
    const growthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    // Flat within a generous margin: the caches are full before the first measure, so what remains
    // is allocator and JIT noise. Measured: a few MB; an unbounded cache grows far past this.
    expect(
      growthMb,
      `heap growth ${growthMb.toFixed(1)} MB; statuses ${JSON.stringify([...statuses])}; slowest CPU ms by kind ${JSON.stringify(slowest)}, slowest wall ${slowestWall} ms`,
    ).toBeLessThan(32);
    console.info(
      `hostile documents: heap growth ${growthMb.toFixed(1)} MB; statuses ${JSON.stringify([...statuses])}; slowest CPU ms by kind ${JSON.stringify(slowest)}, slowest wall ${slowestWall} ms`,
    );
  }, 300_000);

  it(`keeps the parsed-document caches bounded after ${CACHE_DOCUMENTS} distinct documents`, async () => {
    // Straight to Mercurius (app.graphql: the same parse, validation and caches as over HTTP, without
    // the HTTP work, so 20,000 documents take seconds).
    const graphql = (t.app as unknown as { graphql: (source: string) => Promise<unknown> }).graphql;
    for (let i = 0; i < CACHE_DOCUMENTS; i++) {
      // Half valid (cached as accepted), half naming an unknown field (cached as refused).
      const query = i % 2 === 0 ? `{ a${i}: __typename }` : `{ unknown${i} }`;
      await graphql(query).catch(() => undefined);
    }
    expect(await graphql('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    const sizes = [...caches].map((cache) => cache.size);
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    // QuickLRU keeps a current and a previous generation: at most twice its maxSize entries.
    for (const cache of caches) expect(cache.maxSize).toBeLessThanOrEqual(LIMITS.parsedQueryCacheEntries);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(LIMITS.parsedQueryCacheEntries);
  }, 120_000);
});
