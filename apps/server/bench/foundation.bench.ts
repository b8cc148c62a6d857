/**
 * Foundation benchmark: the requests every page of the member area makes, measured in-process
 * (Fastify inject, so no network noise) on a seeded database. Prints figures, asserts nothing:
 * targets are read from its output (see README, "Benchmarks").
 *
 *   npm run bench                      SQLite, plus PostgreSQL when TEST_DATABASE_URL is set
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { benchOnDemoData, measure, type Figures } from './harness';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const TIMES = { iterations: ITERATIONS, warmup: Math.min(200, ITERATIONS) };
const time = (name: string, run: (i: number) => Promise<void>) => measure(name, run, TIMES);
const HOST = 'playmax.localhost';
const SHELL_QUERY = `{ member { info { id name tags subscription { isActive mediaTypes } } getCreditBalance }
  content { menuItems { id type title icon position } } }`;

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
    await time('GET /api/boot (anonymous)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOST } });
      expectOk(res.statusCode, 'boot');
    }),
    await time('GraphQL shell query (member)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/membergraphapi/',
        headers: auth,
        payload: JSON.stringify({ query: SHELL_QUERY }),
      });
      expectOk(res.statusCode, 'graphql');
    }),
    await time('GET / HTML with boot state (member)', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: HOST, accept: 'text/html', cookie: `ma_token=${token}` },
      });
      expectOk(res.statusCode, 'html');
    }),
    // scrypt at N=2^17 is meant to be slow: this says what one sign-in costs the server. A few
    // warm-up sign-ins fill the route's caches; scrypt itself has nothing to warm, so more would
    // only spend ~0.3 s each.
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
      { iterations: 20, warmup: 3 },
    ),
  ];
}

await benchOnDemoData(scenarios, (dataDir) => {
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  // A minimal page with the head marker, so the HTML figure measures the server, not the build.
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  return { WEB_DIST_DIR: webDist };
});
