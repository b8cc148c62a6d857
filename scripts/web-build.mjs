// Builds the web app when its build is missing or older than its sources, so `npm start` is fast
// on the second run and always serves what the sources say.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/vite-plugins',
  'packages/domain/src',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.log('[start] building the web app (vite build)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@member-area/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[start] the web build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  console.log(`[start] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
