/**
 * What the in-process benchmarks share: timing a request, printing the figures, and a fresh database
 * of each engine (empty, or with the demo data and the app on it). Not a benchmark itself (scripts/bench.mjs names the files it runs).
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_TEMPLATE, postgresFrom, sqliteFrom, type BenchDatabase, type Template } from './demo-template';

export interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

/**
 * Runs `run` `warmup` times untimed, then `iterations` times timed. `run` gets the run's index
 * (the warm-up runs are 0 … warmup-1), for benchmarks that vary the request per run.
 */
export async function measure(
  name: string,
  run: (i: number) => Promise<void>,
  { iterations, warmup }: { iterations: number; warmup: number },
): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await run(i);
  const times: number[] = [];
  const profile = await startProfile();
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await run(warmup + i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  await profile?.stop(name);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: (iterations / total) * 1000 };
}

/**
 * With BENCH_PROFILE=<dir>, a V8 CPU profile of each measured loop only (not the seeding), written
 * as <dir>/<request>.cpuprofile: open it in Chrome DevTools (Performance) or VS Code.
 */
async function startProfile(): Promise<{ stop(name: string): Promise<void> } | null> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return null;
  const session = new inspector.Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      session.disconnect();
      fs.mkdirSync(dir, { recursive: true });
      const file = `${name.replace(/[^\w.-]+/g, '_')}-${Date.now()}.cpuprofile`;
      fs.writeFileSync(path.join(dir, file), JSON.stringify(profile));
    },
  };
}

export function printFigures(label: string, rows: Figures[]): void {
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
}

/**
 * Runs `bench` on a new SQLite file (WAL) holding what `template` builds, then on a new PostgreSQL
 * database holding it when TEST_DATABASE_URL is set, each with a DATA_DIR of its own, copied from
 * the template built once (demo-template.ts); each is dropped afterwards, even on failure.
 */
export async function onEachDatabaseFrom(
  template: Template,
  bench: (label: string, db: BenchDatabase) => Promise<void>,
): Promise<void> {
  const sqlite = await sqliteFrom(template);
  try {
    await bench('SQLite (file, WAL)', sqlite);
  } finally {
    await sqlite.drop();
  }
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return;
  const postgres = await postgresFrom(pgUrl, template);
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.drop();
  }
}

/** onEachDatabaseFrom the demo data: migrated and seeded. */
export const onEachDemoDatabase = (bench: (label: string, demo: BenchDatabase) => Promise<void>) =>
  onEachDatabaseFrom(DEMO_TEMPLATE, bench);

/**
 * The frame of a benchmark: on each database with the demo data, let `prepare` write into its
 * DATA_DIR what the app should find and answer the environment that names it, build the app (rate
 * limit out of the way), then time `scenarios` and print them.
 */
export function benchOnDemoData(
  scenarios: (app: FastifyInstance) => Promise<Figures[]>,
  prepare: (dataDir: string) => Record<string, string>,
): Promise<void> {
  return onEachDemoDatabase(async (label, { handle, dataDir }) => {
    const env = prepare(dataDir);
    const config = loadConfig({
      ...process.env,
      APP_ENV: 'dev',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    });
    const app = await buildApp(config, { db: handle, rateLimitPerMinute: 10_000_000 });
    await app.ready();
    const rows = await scenarios(app);
    await app.close();
    printFigures(label, rows);
  });
}

/** bench/results.json at the repository root: every benchmark's figures, server and browser alike. */
export const RESULTS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../bench/results.json',
);
const RESULTS = RESULTS_FILE;

/**
 * Writes a benchmark's figures under `name` in bench/results.json, beside the other benchmarks'
 * (kept as they are), with when they were taken and how busy the machine was: the 1-minute load
 * average and the number of cores.
 */
export function recordResults(name: string, entry: Record<string, unknown>): void {
  const all: Record<string, unknown> = fs.existsSync(RESULTS)
    ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>)
    : {};
  const round = (n: number) => Math.round(n * 100) / 100;
  all[name] = {
    measuredAt: new Date().toISOString(),
    loadAverage: round(os.loadavg()[0] ?? 0),
    cores: os.cpus().length,
    ...entry,
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(all, null, 2)}\n`);
}
