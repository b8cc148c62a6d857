// The journeys' server: the real built app on a fresh SQLite database (or E2E_DATABASE_URL), so a
// run never depends on, or changes, the developer's ./data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, root } from '../../../scripts/web-build.mjs';

ensureWebBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-area-e2e-'));
// Serve a snapshot of the build, so a rebuild during the run (a developer's `vite build`) cannot
// pull lazy chunks out from under the journeys.
const webDist = path.join(dataDir, 'web-dist');
fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
const env = {
  ...process.env,
  APP_ENV: 'dev',
  PORT: process.env.E2E_PORT || '3199',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDist,
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
};
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
