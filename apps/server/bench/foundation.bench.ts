/**
 * Foundation benchmark: the requests every page of the member area makes, measured in-process
 * (Fastify inject, so no network noise) on a seeded database. Prints figures, asserts nothing:
 * targets are read from its output (see README, "Benchmarks").
 *
 *   npm run bench                      SQLite, plus PostgreSQL when TEST_DATABASE_URL is set
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, type DbHandle } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const WARMUP = 200;
const HOST = 'playmax.localhost';
const SHELL_QUERY = `{ member { info { id name tags subscription { isActive mediaTypes } } getCreditBalance }
  content { menuItems { id type title icon position } } }`;

interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

async function measure(name: string, run: () => Promise<void>, iterations = ITERATIONS): Promise<Figures> {
  for (let i = 0; i < Math.min(WARMUP, iterations); i++) await run();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: (iterations / total) * 1000 };
}

function expectOk(status: number, what: string) {
  if (status >= 400) throw new Error(`${what} answered ${status}`);
}

async function scenarios(app: FastifyInstance): Promise<Figures[]> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'paid@playmax.test', password: 'demo-pass-2026' }),
  });
  expectOk(login.statusCode, 'login');
  const { token } = login.json<{ token: string }>();
  const auth = { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  return [
    await measure('GET /api/boot (anonymous)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOST } });
      expectOk(res.statusCode, 'boot');
    }),
    await measure('GraphQL shell query (member)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/membergraphapi/',
        headers: auth,
        payload: JSON.stringify({ query: SHELL_QUERY }),
      });
      expectOk(res.statusCode, 'graphql');
    }),
    await measure('GET / HTML with boot state (member)', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: HOST, accept: 'text/html', cookie: `ma_token=${token}` },
      });
      expectOk(res.statusCode, 'html');
    }),
    // scrypt at N=2^17 is meant to be slow: this says what one sign-in costs the server.
    await measure(
      'POST /api/auth/login (scrypt N=2^17)',
      async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: HOST, 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'paid@playmax.test', password: 'demo-pass-2026' }),
        });
        expectOk(res.statusCode, 'login');
      },
      20,
    ),
  ];
}

async function runOn(label: string, open: () => Promise<{ handle: DbHandle; drop: () => Promise<void> }>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  // A minimal page with the head marker, so the HTML figure measures the server, not the build.
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  const { handle, drop } = await open();
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { dataDir });
    const config = loadConfig({
      ...process.env,
      APP_ENV: 'dev',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { db: handle, rateLimitPerMinute: 10_000_000 });
    await app.ready();
    const rows = await scenarios(app);
    await app.close();
    console.log(`\n${label}`);
    console.table(
      rows.map((r) => ({
        request: r.name,
        'p50 ms': r.p50.toFixed(2),
        'p95 ms': r.p95.toFixed(2),
        'p99 ms': r.p99.toFixed(2),
        'req/s': Math.round(r.perSecond),
      })),
    );
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOn('SQLite (file, WAL)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-db-'));
  const handle = openDb({ url: path.join(dir, 'bench.sqlite') });
  return {
    handle,
    drop: async () => {
      await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  await runOn('PostgreSQL', async () => {
    const schema = `bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const handle = openDb({ url: pgUrl, schema });
    return {
      handle,
      drop: async () => {
        await handle.destroy();
        const c = new pg.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.end();
      },
    };
  });
}

const mem = process.memoryUsage();
console.log(
  `\nmemory after the run: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
