/**
 * Catalogue benchmark (issue #3): search and the browse overview on a catalogue of BENCH_TITLES
 * generated titles (default 100,000; BENCH_TITLES=1000000 for the issue's figures). Prints figures,
 * asserts nothing.
 *
 * - Search: server-side time of a ranked, forgiving search (SearchIndex + loading the page's titles)
 *   over a fixed mix of queries (titles, people, typos, accents), and the same words through a plain
 *   `title LIKE '%q%'` scan on the same database in the same run; the speed-up is p50 / p50.
 * - Browse overview: the web's BrowseOverview GraphQL query (all rows of a media type with their
 *   cards), in-process through Fastify inject, with the SQL statements it runs.
 *
 * Seeding a million titles takes minutes, so the generated databases are kept between runs:
 * SQLite under $BENCH_CACHE_DIR (default the OS temp folder), PostgreSQL in schema
 * bench_catalogue_<titles> when TEST_DATABASE_URL is set. BENCH_FRESH=1 rebuilds them;
 * BENCH_ENGINES=sqlite or =postgres runs one engine only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { KyselyPlugin } from 'kysely';
import { checkSearchQuery } from '@member-area/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, type DbHandle } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { likeSearch } from '../src/modules/search/search-index';
import { seedDemoData } from '../src/seed';
import { generateItem } from '../src/seed/catalogue/generate';
import { seedCatalogue } from '../src/seed/catalogue/write';

const TITLES = Number(process.env.BENCH_TITLES ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const LIKE_ITERATIONS = Number(process.env.BENCH_LIKE_ITERATIONS ?? 20);
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? os.tmpdir();
const FRESH = process.env.BENCH_FRESH === '1';
const HOST = 'playmax.localhost';
/** Which engines to run: sqlite, postgres (PostgreSQL also needs TEST_DATABASE_URL). */
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

const OVERVIEW = `query BrowseOverview($mediaType: String!) { content { slots(mediaType: $mediaType) {
  id slug title properties items(first: 20) { id title slug subtitle is_free releaseYear thumbnail { url } } } } }`;

class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count++;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  n: number;
}

async function measure(name: string, runs: (() => Promise<unknown>)[], iterations: number): Promise<Figures> {
  for (let i = 0; i < Math.min(20, iterations); i++) await runs[i % runs.length]!();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await runs[i % runs.length]!();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, p50: at(0.5), p95: at(0.95), p99: at(0.99), n: iterations };
}

/** Queries a member would type: whole titles, two words, a person, a typo, accents. */
function searchQueries(): string[] {
  const out: string[] = ['spider man', 'eleve', 'spidr man', 'cartographr kyoto', 'café nocturne'];
  for (let i = 0; out.length < 40; i++) {
    const item = generateItem(1 + ((i * 7919) % Math.min(TITLES, 1_000_000)));
    const words = item.row.title.split(/\s+/).filter((w) => w.length > 3);
    if (i % 4 === 0) out.push(item.row.title);
    else if (i % 4 === 1 && words.length >= 2) out.push(`${words[0]} ${words[1]}`);
    else if (i % 4 === 2 && item.row.subtitle) out.push(item.row.subtitle);
    else if (words[0] && words[0].length > 5) out.push(words[0].slice(0, 2) + words[0].slice(3)); // one letter dropped
  }
  return out;
}

async function runOn(label: string, handle: DbHandle, reuse: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  const started = performance.now();
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, { dataDir });
  let lastPrint = 0;
  const seeded = await seedCatalogue(handle.db, {
    titles: TITLES,
    onProgress: (done, total) => {
      if (performance.now() - lastPrint < 10_000 && done < total) return;
      lastPrint = performance.now();
      console.log(
        `  ${label}: seeding ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} titles`,
      );
    },
  });
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(
    `\n${label}: ${TITLES.toLocaleString('en-US')} titles (${seeded.inserted > 0 ? `seeded in ${seedSeconds.toFixed(0)} s` : reuse ? 'reused from an earlier run' : 'ready'})`,
  );

  const counter = new QueryCounter();
  const config = loadConfig({ ...process.env, APP_ENV: 'dev', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, {
    db: { ...handle, db: handle.db.withPlugin(counter) },
    rateLimitPerMinute: 10_000_000,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'paid@playmax.test', password: 'demo-pass-2026' }),
  });
  const { token } = login.json<{ token: string }>();
  const searchService = app.services.search;

  const queries = searchQueries();
  const searchRuns = queries.map((text) => () => searchService.searchPage({ query: text, first: 24 }));
  let found = 0;
  for (const text of queries)
    if ((await searchService.searchPage({ query: text, first: 24 })).items.length > 0) found++;
  const search = await measure('search (ranked, forgiving) server-side', searchRuns, ITERATIONS);

  const likeRuns = queries.map((text) => {
    const check = checkSearchQuery(text);
    const word = check.kind === 'ok' ? (check.tokens.sort((a, b) => b.length - a.length)[0] ?? text) : text;
    return () => likeSearch(handle.db, word, 24);
  });
  const like = await measure("title LIKE '%q%' (baseline)", likeRuns, LIKE_ITERATIONS);

  const overviewRuns = ['movie', 'music', 'ebook'].map((mediaType) => async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/membergraphapi/',
      headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: OVERVIEW, variables: { mediaType } }),
    });
    if (res.statusCode !== 200 || res.json<{ errors?: unknown }>().errors)
      throw new Error(`overview: ${res.body}`);
  });
  const sqlPerOverview: number[] = [];
  for (const run of overviewRuns) {
    const before = counter.count;
    await run();
    sqlPerOverview.push(counter.count - before);
  }
  const overview = await measure('browse overview GraphQL (member)', overviewRuns, ITERATIONS);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.table(
    [search, like, overview].map((r) => ({
      measure: r.name,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      runs: r.n,
    })),
  );
  console.log(
    `  search: ${found}/${queries.length} queries found titles; ${(like.p50 / search.p50).toFixed(0)}× faster than LIKE (p50), ` +
      `${(like.p95 / search.p95).toFixed(0)}× (p95)`,
  );
  console.log(
    `  browse overview: ${sqlPerOverview.join(' / ')} SQL statements per request (movie / music / ebook)`,
  );
  return { search, like, overview };
}

const results: Record<string, Awaited<ReturnType<typeof runOn>>> = {};
if (ENGINES.includes('sqlite')) {
  const file = path.join(CACHE_DIR, `ma-bench-catalogue-${TITLES}.sqlite`);
  if (FRESH) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const reuse = fs.existsSync(file);
  const handle = openDb({ url: file });
  try {
    results.sqlite = await runOn('SQLite (file, WAL)', handle, reuse);
  } finally {
    await handle.destroy();
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl && ENGINES.includes('postgres')) {
  const schema = `bench_catalogue_${TITLES}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  if (FRESH) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  const exists =
    (await admin.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])).rowCount === 1;
  if (!exists) await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDb({ url: pgUrl, schema });
  try {
    results.postgres = await runOn('PostgreSQL', handle, exists);
  } finally {
    await handle.destroy();
  }
  const s = results.sqlite;
  const p = results.postgres;
  if (s)
    console.log(
      `\nPostgreSQL / SQLite (p95): search ${(p.search.p95 / s.search.p95).toFixed(2)}×, browse overview ${(p.overview.p95 / s.overview.p95).toFixed(2)}×`,
    );
}
