/**
 * Memory (issue 16, target 8): the server's resident memory after 100,000 requests stays within
 * 10% of what it was after 10,000 — the first 10,000 fill the working set (JIT, caches, V8's heap,
 * SQLite's page cache), what grows after that is a leak. In-process (Fastify inject) on the demo
 * data in SQLite: the requests every page makes, in turn — the boot state, the shell's GraphQL
 * query, the HTML page with its boot state, and a browse row. RSS and V8 heap are read after a full
 * garbage collection every 10,000 requests, and written under "server.memory" in
 * bench/results.json. `npm soak` measures the same over time under a mixed load with writes.
 *
 *   BENCH_MEMORY_REQUESTS=100000   requests in all (the first tenth is the baseline)
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { demoSqlite } from './demo-template';
import { recordResults } from './harness';

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000);
const SAMPLE_EVERY = REQUESTS / 10;
const TARGET_GROWTH = 0.1;
const HOST = 'playmax.localhost';
const MB = 1024 * 1024;
const SHELL_QUERY = `{ member { info { id name tags subscription { isActive mediaTypes } } getCreditBalance }
  content { menuItems { id type title icon position } } }`;
const BROWSE_QUERY = `{ content { browse(mediaType: "movie", first: 20) { items { id title thumbnail { url } } } } }`;

// A full collection before each reading, so the figure is what is kept, not garbage not yet swept.
v8.setFlagsFromString('--expose_gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function expectOk(status: number, what: string) {
  if (status >= 400) throw new Error(`${what} answered ${status}`);
}

function reading() {
  collectGarbage();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: Math.round((rss / MB) * 10) / 10, heapMb: Math.round((heapUsed / MB) * 10) / 10 };
}

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'paid@playmax.test', password: 'demo-pass-2026' }),
  });
  expectOk(res.statusCode, 'login');
  return res.json<{ token: string }>().token;
}

/** The requests of one page view, one per call, in turn. */
function pageRequests(app: FastifyInstance, token: string): Array<() => Promise<void>> {
  const graphql = (query: string) => async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/membergraphapi/',
      headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    });
    expectOk(res.statusCode, 'graphql');
  };
  return [
    async () => {
      const res = await app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOST } });
      expectOk(res.statusCode, 'boot');
    },
    graphql(SHELL_QUERY),
    async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: HOST, accept: 'text/html', cookie: `ma_token=${token}` },
      });
      expectOk(res.statusCode, 'html');
    },
    graphql(BROWSE_QUERY),
  ];
}

// The demo data in SQLite, copied from the template seeded once (demo-template.ts): unless
// BENCH_DEMO_TEMPLATE=0, this process never ran the seed, so the readings hold none of its garbage.
const demo = await demoSqlite();
const { handle, dataDir } = demo;
const webDist = path.join(dataDir, 'web');
fs.mkdirSync(webDist);
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
);
try {
  const config = loadConfig({
    ...process.env,
    APP_ENV: 'dev',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { db: handle, rateLimitPerMinute: 10_000_000 });
  await app.ready();
  const requests = pageRequests(app, await signIn(app));
  const started = Date.now();
  const samples: Array<{ requests: number; rssMb: number; heapMb: number }> = [];
  for (let i = 1; i <= REQUESTS; i++) {
    await requests[i % requests.length]!();
    if (i % SAMPLE_EVERY === 0) {
      samples.push({ requests: i, ...reading() });
      console.log(`  memory: ${i.toLocaleString('en')} requests, ${JSON.stringify(samples.at(-1))}`);
    }
  }
  await app.close();
  const baseline = samples[0]!;
  const last = samples.at(-1)!;
  const growth = (last.rssMb - baseline.rssMb) / baseline.rssMb;
  const met = growth <= TARGET_GROWTH;
  console.log(
    `memory: RSS ${baseline.rssMb} MB after ${baseline.requests.toLocaleString('en')} requests, ` +
      `${last.rssMb} MB after ${last.requests.toLocaleString('en')} (${(growth * 100).toFixed(1)}%, ` +
      `target <= ${TARGET_GROWTH * 100}%): ${met ? 'met' : 'MISSED'} ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  recordResults('server.memory', {
    target: {
      rssGrowth: `<= ${TARGET_GROWTH * 100}% from ${baseline.requests} to ${last.requests} requests`,
    },
    baseline: { requests: baseline.requests, rssMb: baseline.rssMb },
    engine: 'sqlite',
    rssMb: last.rssMb,
    heapMb: last.heapMb,
    growthPercent: Math.round(growth * 1000) / 10,
    byTenth: samples.map((s) => s.rssMb),
    met,
  });
} finally {
  await demo.drop();
}
