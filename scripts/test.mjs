// `npm test`: every test. Vitest (domain rules, server on SQLite and — with TEST_DATABASE_URL — on
// PostgreSQL, web units), then Playwright journeys in Debian's Chromium. Ends with one line
// `N passed, N failed, N skipped` and a non-zero exit code when anything failed.
//   CHROMIUM_PATH  browser to drive (default /usr/bin/chromium-headless-shell, else /usr/bin/chromium:
//                  apps/web/e2e/browser.mjs)
//   REQUIRE_E2E=1  a missing browser is a failure instead of a skip
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { journeyBrowser } from '../apps/web/e2e/browser.mjs';
import { root } from './web-build.mjs';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'member-area-test-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
let brokenRunner = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// 1. Vitest
const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  if (vitestStatus !== 0 && !(vitest.numFailedTests > 0)) brokenRunner = true;
} else {
  brokenRunner = true;
}

// 2. Playwright
const chromium = journeyBrowser();
const requireE2e = process.env.REQUIRE_E2E === '1';
const e2eConfig = path.join(root, 'apps/web/e2e/playwright.config.ts');
if (!fs.existsSync(chromium)) {
  if (requireE2e) {
    console.error(`\nREQUIRE_E2E=1 but no Chromium at ${chromium}: browser journeys cannot run.`);
    totals.failed += 1;
  } else {
    console.warn(`\nNo Chromium at ${chromium}: browser journeys skipped (set CHROMIUM_PATH).`);
    const listed = spawnSync(bin('playwright'), ['test', '-c', e2eConfig, '--list'], {
      cwd: root,
      encoding: 'utf8',
    });
    const match = /Total: (\d+) tests?/.exec(listed.stdout ?? '');
    totals.skipped += match ? Number(match[1]) : 0;
  }
} else {
  const playwrightJson = path.join(out, 'playwright.json');
  const status = run(bin('playwright'), ['test', '-c', e2eConfig, '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const stats = readJson(playwrightJson)?.stats;
  if (stats) {
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
    if (status !== 0 && !(stats.unexpected > 0)) brokenRunner = true;
  } else {
    brokenRunner = true;
  }
}

if (brokenRunner) {
  console.error('\nA test runner stopped without reporting its results (see the output above).');
  totals.failed += totals.failed === 0 ? 1 : 0;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
