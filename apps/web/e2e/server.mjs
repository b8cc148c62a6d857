// One journeys' server (playwright.config.ts starts one per worker, on E2E_PORT): the real built app
// on a fresh SQLite database, or with E2E_DATABASE_URL a fresh PostgreSQL database beside that one,
// so a run never depends on, or changes, the developer's ./data or another worker's server.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureConsoleBuild, ensureWebBuild, root } from '../../../scripts/web-build.mjs';

const port = process.env.E2E_PORT || '3199';

/** A new, empty database on E2E_DATABASE_URL's PostgreSQL server, dropped when this server ends. */
async function createPgDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `e2e_${port}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

ensureWebBuild();
ensureConsoleBuild();
fs.mkdirSync(path.join(root, 'node_modules/.cache/member-area/e2e-libraries'), { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-area-e2e-'));
// Serve a snapshot of the build, so a rebuild during the run (a developer's `vite build`) cannot
// pull lazy chunks out from under the journeys.
const webDist = path.join(dataDir, 'web-dist');
fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
const consoleDist = path.join(dataDir, 'console-dist');
fs.cpSync(path.join(root, 'apps/console/dist'), consoleDist, { recursive: true });
const database = process.env.E2E_DATABASE_URL ? await createPgDatabase(process.env.E2E_DATABASE_URL) : null;
const env = {
  ...process.env,
  APP_ENV: 'dev',
  PORT: port,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDist,
  CONSOLE_DIST_DIR: consoleDist,
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  // Trust X-Forwarded-For, so a journey can act from an address of its own (the throttles count
  // per address) instead of spending the one address every journey shares.
  TRUST_PROXY: 'true',
  // Every journey without its own X-Forwarded-For comes from 127.0.0.1, like a whole office behind
  // one NAT: the anonymous-write quotas (tested on their own in apps/server/test/security) would
  // refuse the run's later generic tokens and events, and flood the log with the refusals.
  GENERIC_TOKENS_PER_ADDRESS_PER_HOUR: '100000',
  EVENTS_PER_ADDRESS_PER_MINUTE: '100000',
  // One generated copy of the demo media for every run (the generator skips a current manifest and
  // lets parallel servers wait for one another), instead of a minute of ffmpeg per run.
  MEDIA_DIR: process.env.MEDIA_DIR || path.join(root, 'node_modules/.cache/member-area/media'),
  // The folders the libraries journey's editor may point a library at: where library-media.ts copies
  // the journey's own films, albums and books.
  LIBRARY_ROOTS: path.join(root, 'node_modules/.cache/member-area/e2e-libraries'),
};
delete env.DATABASE_URL;
if (database) env.DATABASE_URL = database.url;

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// Playwright ends the run with SIGTERM to the whole process group (the server gets it too): wait for
// the server to close its connections, then remove its files and database.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
server.on('exit', async (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop().catch((error) => console.error(`[e2e] could not drop the database: ${error}`));
  process.exit(stopping ? 0 : (code ?? 0));
});
