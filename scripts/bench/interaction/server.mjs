/* global fetch, setTimeout -- Node 20 globals */
// The interaction bench's server: the real built app (apps/server/src/main.ts serving apps/web/dist)
// on a copy of a cached SQLite database with a large catalogue and a long playlist, on a free port.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, root } from '../../web-build.mjs';

/** The bench's ports (issue 16's interaction bench), so it never meets a developer's server. */
const PORT_RANGE = { first: 3321, last: 3340 };
const READY_TIMEOUT_MS = 120_000;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
  });
}

async function freePort() {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${PORT_RANGE.first}-${PORT_RANGE.last}`);
}

/** The files a kept database was seeded from: the seed, the migrations and the bench's seed script. */
const SEED_SOURCES = [
  'apps/server/src/seed',
  'apps/server/src/db/migrations',
  'apps/server/bench/interaction-seed.ts',
];

function filesUnder(file) {
  if (!fs.statSync(file).isDirectory()) return [file];
  return fs
    .readdirSync(file)
    .sort()
    .flatMap((name) => filesUnder(path.join(file, name)));
}

/** A hash of SEED_SOURCES: a database seeded from other code is seeded again. */
function seedKey() {
  const hash = crypto.createHash('sha256');
  for (const file of SEED_SOURCES.flatMap((s) => filesUnder(path.join(root, s)))) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The seeded database, built once per (titles, tracks, seed code) under the cache folder: seeding
 * 100,000 titles takes minutes, copying the file takes a second. The seed writes a temporary file
 * and renames it, so an interrupted seed never leaves a half-filled database behind; databases of
 * the same size seeded from older code are removed then.
 */
export function cachedDatabase({ titles, tracks, email, cacheDir }) {
  const prefix = `ma-bench-interaction-${titles}-${tracks}-`;
  const base = path.join(cacheDir, `${prefix}${seedKey()}`);
  const file = `${base}.sqlite`;
  const dataDir = `${base}-data`;
  const seedFile = path.join(base + '.json');
  if (fs.existsSync(file) && fs.existsSync(seedFile)) {
    return { file, dataDir, ...JSON.parse(fs.readFileSync(seedFile, 'utf8')), reused: true };
  }
  console.log(
    `[interaction] seeding ${titles.toLocaleString('en-US')} titles and a ${tracks}-track playlist…`,
  );
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const name of fs.readdirSync(cacheDir))
    if (name.startsWith(prefix)) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  const partial = `${base}.partial.sqlite`;
  for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) fs.rmSync(f, { force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/server/bench/interaction-seed.ts'),
      `--file=${partial}`,
      `--data-dir=${dataDir}`,
      `--titles=${titles}`,
      `--tracks=${tracks}`,
      `--email=${email}`,
    ],
    { cwd: path.join(root, 'apps/server'), stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`interaction seed failed (exit ${result.status})`);
  const seeded = JSON.parse(result.stdout.trim().split('\n').at(-1));
  // The seed closed its connection, which checkpoints the WAL into the file.
  fs.renameSync(partial, file);
  fs.writeFileSync(seedFile, JSON.stringify(seeded));
  return { file, dataDir, ...seeded, reused: false };
}

async function waitForReady(port, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    try {
      const res = await fetch(`http://localhost:${port}/healthz`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts the server on a copy of the database; `stop()` ends it and removes the copy. */
export async function startBenchServer(database) {
  // BENCH_WEB_DIST: measure another build (an earlier commit's, for a baseline) as it is.
  const dist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!process.env.BENCH_WEB_DIST) ensureWebBuild();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-interaction-'));
  fs.copyFileSync(database.file, path.join(runDir, 'member-area.sqlite'));
  // Brand art the seed wrote next to its database (logos, backgrounds).
  fs.cpSync(database.dataDir, runDir, { recursive: true });
  const webDist = path.join(runDir, 'web-dist');
  fs.cpSync(dist, webDist, { recursive: true });
  const port = await freePort();
  const env = {
    ...process.env,
    APP_ENV: 'dev',
    PORT: String(port),
    DATA_DIR: runDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
    // Already seeded (demo data, catalogue, playlist); the demo media is not played here.
    SEED_DEMO_DATA: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(port, server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, stop };
}
