/**
 * Catalogue at scale (issue 16, target 6): the requests whose cost could grow with the catalogue,
 * on BENCH_TITLES generated titles (default 1,000,000, issue 16's scale; seeded once and kept, see catalogue-cache.ts),
 * on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL. Server time, in-process (Fastify
 * inject, no network), as a signed-in member (paid@playmax.test):
 *
 * - home: the one Home query the web's home page sends (the shell's viewer and menu and the continue
 *   row, features/home/prefetch.ts);
 * - browse overview: BrowseOverview for movie, music and ebook (all rows of a type with cards);
 * - continue row: ContinueWatching, the member having progress on 40 titles spread over the catalogue;
 * - media details: MediaDetails of 40 titles spread over the catalogue;
 * - search: the ranked, forgiving search (SearchIndex + loading the page's titles), server-side,
 *   over a fixed mix of queries (titles, people, typos, accents), against the same words through a
 *   plain `title LIKE '%q%'` scan on the same database in the same run (speed-up = p50 / p50).
 *
 * The GraphQL documents are the web's own (apps/web/src/gql), printed. Writes p50/p95/p99, SQL
 * statements per request, PostgreSQL / SQLite (p95) and search / LIKE under "catalogue.scale" in
 * bench/results.json, each target with `met`. Asserts nothing.
 *
 * Seeding a million titles takes many minutes, so the databases are kept between runs
 * (catalogue-cache.ts: SQLite under BENCH_CACHE_DIR, default node_modules/.cache/member-area-bench; PostgreSQL in database
 * bench_catalogue_<titles>); BENCH_FRESH=1 rebuilds them. BENCH_ENGINES=sqlite or =postgres runs
 * one engine only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import type { KyselyPlugin } from 'kysely';
import { checkSearchQuery } from '@member-area/domain';
import {
  BrowseOverviewDocument,
  ContinueWatchingDocument,
  HomeDocument,
  MediaDetailsDocument,
} from '../../web/src/gql/graphql';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DbHandle } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { likeSearch } from '../src/modules/search/search-index';
import { seedDemoData } from '../src/seed';
import { generateItem } from '../src/seed/catalogue/generate';
import { seedCatalogue } from '../src/seed/catalogue/write';
import {
  DEFAULT_CACHE_DIR,
  cachedPostgres,
  cachedSqlite,
  newSeedRecord,
  type CachedDatabase,
} from './catalogue-cache';
import { measure, printFigures, recordResults, type Figures } from './harness';

const TITLES = Number(process.env.BENCH_TITLES ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const LIKE_ITERATIONS = Number(process.env.BENCH_LIKE_ITERATIONS ?? 20);
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? DEFAULT_CACHE_DIR;
const FRESH = process.env.BENCH_FRESH === '1';
const HOST = 'playmax.localhost';
/** Which engines to run: sqlite, postgres (PostgreSQL also needs TEST_DATABASE_URL). */
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
/** Titles the member has progress on, and titles whose details are read: spread over the catalogue. */
const SPREAD = 40;
/** The issue's targets (issue 16, target 6) and the figures it started from. */
const TARGETS = { sqliteP95Ms: 15, postgresOverSqlite: 1.5, searchOverLike: 50 };
const BASELINE = { sqliteBrowseOverviewP95Ms: 18.6, postgresOverSqliteSearch: 2.2 };

/** A document as the web sends it: codegen's AST printed (or its text, if codegen emits strings). */
const text = (doc: unknown): string =>
  typeof doc === 'object' && doc !== null && 'kind' in doc ? print(doc as DocumentNode) : String(doc);
const HOME = text(HomeDocument);
const CONTINUE = text(ContinueWatchingDocument);
const OVERVIEW = text(BrowseOverviewDocument);
const DETAILS = text(MediaDetailsDocument);
/** The web's row size (ContinueRow.tsx). */
const CONTINUE_FIRST = 20;

class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count++;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

/** Catalogue ids 1 … TITLES, `n` of them evenly spread, that are not live streams. */
function spreadIds(n: number): { id: number; mediaType: string }[] {
  const out: { id: number; mediaType: string }[] = [];
  const step = Math.max(1, Math.floor(TITLES / n));
  for (let id = 1; id <= TITLES && out.length < n; id += step) {
    const item = generateItem(id);
    if (item.row.media_type !== 'stream') out.push({ id, mediaType: item.row.media_type });
  }
  return out;
}

/** Queries a member would type: whole titles, two words, a person, a typo, accents. */
function searchQueries(): string[] {
  const out: string[] = ['spider man', 'eleve', 'spidr man', 'cartographr kyoto', 'café nocturne'];
  for (let i = 0; out.length < 40; i++) {
    const item = generateItem(1 + ((i * 7919) % TITLES));
    const words = item.row.title.split(/\s+/).filter((w) => w.length > 3);
    if (i % 4 === 0) out.push(item.row.title);
    else if (i % 4 === 1 && words.length >= 2) out.push(`${words[0]} ${words[1]}`);
    else if (i % 4 === 2 && item.row.subtitle) out.push(item.row.subtitle);
    else if (words[0] && words[0].length > 5) out.push(words[0].slice(0, 2) + words[0].slice(3)); // one letter dropped
  }
  return out;
}

/**
 * Migrates, seeds what is missing (demo data, then the generated titles, resuming a seed cut short)
 * and records a finished seed. Answers the seconds seeding took, or null for a kept database.
 */
async function prepare(label: string, cached: CachedDatabase, dataDir: string): Promise<number | null> {
  const { db } = cached.handle;
  const started = performance.now();
  await migrateToLatest(db);
  await seedDemoData(db, { dataDir });
  const kept = cached.kept;
  if (kept && !kept.seeding) {
    console.log(
      `\n${label}: ${TITLES.toLocaleString('en-US')} titles, kept from ${kept.seededAt} (seeded in ${kept.seedSeconds} s)`,
    );
    return null;
  }
  if (kept) console.log(`  ${label}: resuming the seed begun ${kept.seededAt}`);
  else await cached.record(newSeedRecord(TITLES, null));
  let lastPrint = performance.now();
  await seedCatalogue(db, {
    titles: TITLES,
    onProgress: (done, total) => {
      if (performance.now() - lastPrint < 15_000 && done < total) return;
      lastPrint = performance.now();
      console.log(
        `  ${label}: seeding ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} titles`,
      );
    },
  });
  const seconds = (performance.now() - started) / 1000;
  await cached.record(newSeedRecord(TITLES, seconds));
  console.log(`\n${label}: ${TITLES.toLocaleString('en-US')} titles seeded in ${seconds.toFixed(0)} s`);
  return seconds;
}

async function graph(app: FastifyInstance, token: string, query: string, variables: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/membergraphapi/',
    headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  if (res.statusCode !== 200 || res.json<{ errors?: unknown }>().errors)
    throw new Error(`graphql answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
}

interface EngineFigures {
  seedSeconds: number | null;
  figures: Record<'home' | 'browseOverview' | 'continueRow' | 'mediaDetails' | 'search' | 'like', Figures>;
  statements: Record<string, number>;
  searchFound: number;
  searchQueries: number;
}

async function runOn(label: string, cached: CachedDatabase): Promise<EngineFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-'));
  try {
    const seedSeconds = await prepare(label, cached, dataDir);
    const counter = new QueryCounter();
    const config = loadConfig({ ...process.env, APP_ENV: 'dev', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const handle: DbHandle = { ...cached.handle, db: cached.handle.db.withPlugin(counter) };
    const app = await buildApp(config, { db: handle, rateLimitPerMinute: 10_000_000 });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'paid@playmax.test', password: 'demo-pass-2026' }),
      });
      const { token } = login.json<{ token: string }>();

      // The continue row's titles: progress a player would save, 10 s in (the same on every run).
      for (const t of spreadIds(SPREAD))
        await graph(
          app,
          token,
          `mutation($id: ID!, $t: String!) { content { savePlaybackPosition(id: $id, mediaType: $t,
            progress: 10, position: "{\\"time\\":10}", sequence: 1) { responseResult { succeeded } } } }`,
          { id: String(t.id), t: t.mediaType },
        );

      const details = spreadIds(SPREAD);
      const types = ['movie', 'music', 'ebook'];
      const requests: Record<string, (i: number) => Promise<void>> = {
        home: () => graph(app, token, HOME, { first: CONTINUE_FIRST }),
        browseOverview: (i) => graph(app, token, OVERVIEW, { mediaType: types[i % types.length] }),
        continueRow: () => graph(app, token, CONTINUE, { first: CONTINUE_FIRST }),
        mediaDetails: (i) => {
          const t = details[i % details.length]!;
          return graph(app, token, DETAILS, { mediaType: t.mediaType, id: String(t.id) });
        },
      };
      const statements: Record<string, number> = {};
      for (const [name, run] of Object.entries(requests)) {
        const before = counter.count;
        await run(0);
        statements[name] = counter.count - before;
      }
      const times = { iterations: ITERATIONS, warmup: 20 };
      const home = await measure('home (one Home query)', requests.home!, times);
      const browseOverview = await measure('browse overview', requests.browseOverview!, times);
      const continueRow = await measure('continue row', requests.continueRow!, times);
      const mediaDetails = await measure('media details', requests.mediaDetails!, times);

      const search = app.services.search;
      const queries = searchQueries();
      let found = 0;
      for (const q of queries)
        if ((await search.searchPage({ brandId: 'playmax', query: q, first: 24 })).items.length > 0) found++;
      const searchFigures = await measure(
        'search (ranked, forgiving)',
        async (i) => {
          await search.searchPage({ brandId: 'playmax', query: queries[i % queries.length]!, first: 24 });
        },
        times,
      );
      const likeWords = queries.map((q) => {
        const check = checkSearchQuery(q);
        return check.kind === 'ok' ? (check.tokens.sort((a, b) => b.length - a.length)[0] ?? q) : q;
      });
      const like = await measure(
        "title LIKE '%q%' (baseline)",
        async (i) => {
          await likeSearch(cached.handle.db, likeWords[i % likeWords.length]!, 24);
        },
        { iterations: LIKE_ITERATIONS, warmup: 2 },
      );
      const all = [home, browseOverview, continueRow, mediaDetails, searchFigures, like];
      printFigures(`${label}, ${TITLES.toLocaleString('en-US')} titles`, all);
      console.log(
        `  SQL statements per request: ${Object.entries(statements)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
      console.log(
        `  search: ${found}/${queries.length} queries found titles; ${(like.p50 / searchFigures.p50).toFixed(0)}× faster than LIKE (p50)`,
      );
      return {
        seedSeconds,
        figures: { home, browseOverview, continueRow, mediaDetails, search: searchFigures, like },
        statements,
        searchFound: found,
        searchQueries: queries.length,
      };
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onEngine(label: string, cached: CachedDatabase): Promise<EngineFigures> {
  try {
    return await runOn(label, cached);
  } finally {
    await cached.handle.destroy();
  }
}

const results: { sqlite?: EngineFigures; postgres?: EngineFigures } = {};
if (ENGINES.includes('sqlite'))
  results.sqlite = await onEngine(
    'SQLite (file, WAL)',
    cachedSqlite(TITLES, { dir: CACHE_DIR, fresh: FRESH }),
  );
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl && ENGINES.includes('postgres'))
  results.postgres = await onEngine('PostgreSQL', await cachedPostgres(TITLES, { url: pgUrl, fresh: FRESH }));

const round = (n: number) => Math.round(n * 100) / 100;
const figuresOf = (e: EngineFigures) =>
  Object.fromEntries(
    Object.entries(e.figures).map(([k, f]) => [
      k,
      { p50: round(f.p50), p95: round(f.p95), p99: round(f.p99), statements: e.statements[k] ?? null },
    ]),
  );
const speedUp = (e: EngineFigures) => round(e.figures.like.p50 / e.figures.search.p50);

const targets: Record<string, { target: string; value: number; met: boolean }> = {};
const { sqlite, postgres } = results;
if (sqlite)
  for (const k of ['home', 'browseOverview', 'continueRow'] as const) {
    const value = round(sqlite.figures[k].p95);
    targets[`sqlite.${k}.p95`] = {
      target: `<= ${TARGETS.sqliteP95Ms} ms`,
      value,
      met: value <= TARGETS.sqliteP95Ms,
    };
  }
const ratios: Record<string, number> = {};
if (sqlite && postgres)
  for (const k of ['home', 'browseOverview', 'continueRow', 'mediaDetails', 'search'] as const) {
    const value = round(postgres.figures[k].p95 / sqlite.figures[k].p95);
    ratios[k] = value;
    targets[`postgresOverSqlite.${k}.p95`] = {
      target: `<= ${TARGETS.postgresOverSqlite}x`,
      value,
      met: value <= TARGETS.postgresOverSqlite,
    };
  }
for (const [engine, e] of Object.entries(results)) {
  const value = speedUp(e);
  targets[`${engine}.searchOverLike.p50`] = {
    target: `>= ${TARGETS.searchOverLike}x`,
    value,
    met: value >= TARGETS.searchOverLike,
  };
}

console.log(`\nCatalogue at ${TITLES.toLocaleString('en-US')} titles: targets (issue 16, target 6)`);
console.table(
  Object.entries(targets).map(([name, t]) => ({
    measure: name,
    value: t.value,
    target: t.target,
    met: t.met,
  })),
);
const met = Object.values(targets).every((t) => t.met);
recordResults('catalogue.scale', {
  titles: TITLES,
  iterations: ITERATIONS,
  baseline: BASELINE,
  targets,
  ...(sqlite ? { sqlite: { seedSeconds: sqlite.seedSeconds, ...figuresOf(sqlite) } } : {}),
  ...(postgres ? { postgres: { seedSeconds: postgres.seedSeconds, ...figuresOf(postgres) } } : {}),
  postgresOverSqliteP95: ratios,
  searchOverLikeP50: Object.fromEntries(Object.entries(results).map(([k, e]) => [k, speedUp(e)])),
  // Only a full run is judged: a run of one engine cannot meet the ratio targets.
  met: met && !!sqlite && !!postgres,
});
