// Builds the web app and the operator console when a build is missing or older than its sources,
// so `npm start` is fast on the second run and always serves what the sources say.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each app the server serves: its workspace, its built page, and what it is built from. */
const APPS = {
  web: {
    workspace: '@member-area/web',
    label: 'the web app',
    builtIndex: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/vite-plugins',
      'packages/domain/src',
    ],
  },
  console: {
    workspace: '@member-area/console',
    label: 'the operator console',
    builtIndex: 'apps/console/dist/index.html',
    // The console takes the web's primitives and styles (apps/web/src/ui, styles) as well.
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/vite-plugins',
      'apps/web/src/ui',
      'apps/web/src/styles',
      'apps/web/precompress.ts',
      'packages/domain/src',
    ],
  },
};

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function isStale(app) {
  const builtIndex = path.join(root, app.builtIndex);
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return app.sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export function webBuildIsStale() {
  return isStale(APPS.web);
}

function ensureBuild(app, force) {
  if (!force && !isStale(app)) return;
  console.log(`[start] building ${app.label} (vite build)…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace, '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`[start] the build of ${app.label} failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
  console.log(`[start] ${app.label} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The web app (what the bench and the screenshots need). */
export function ensureWebBuild({ force = false } = {}) {
  ensureBuild(APPS.web, force);
}

/** The operator console (console hosts). */
export function ensureConsoleBuild({ force = false } = {}) {
  ensureBuild(APPS.console, force);
}
