// `npm run bench`: every benchmark of issue 16 in one run (see docs/benchmarks.md), then a table of
// every figure next to its target, baseline and met, read back from bench/results.json.
// `npm run bench -- entry lighthouse` (or BENCH_ONLY=entry,lighthouse) runs only the parts named:
// entry, lighthouse, transfer, interaction, the server benches by file name (catalogue for
// catalogue.bench.ts), `web` for the first four and `server` for every server bench.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';
import { benchEntry } from './bench/entry.mjs';
import { startDemoServer, signIn } from './bench/demo-server.mjs';
import { benchLighthouse, LIGHTHOUSE_PERSONA } from './bench/lighthouse.mjs';
import { summaryTable } from './bench/summary.mjs';
import { benchTransfer } from './bench/transfer.mjs';
import { runInteractionBench } from './bench/interaction.mjs';

const WEB_PARTS = ['entry', 'lighthouse', 'transfer', 'interaction'];
const SERVER_BENCH_DIR = path.join(root, 'apps/server/bench');
// Shell requests first, then the catalogue, playback, giveaways and marketplace; any new
// *.bench.ts runs after these, in name order.
const SERVER_ORDER = [
  'foundation',
  'graphql-overhead',
  'catalogue',
  'playback',
  'sweep-list',
  'giveaways-draw',
  'marketplace-catalogue',
  'checkout',
];
const serverBenches = fs
  .readdirSync(SERVER_BENCH_DIR)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
function rank(name) {
  const i = SERVER_ORDER.indexOf(name);
  return i < 0 ? SERVER_ORDER.length : i;
}

function selectedParts() {
  const asked = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(/[\s,]+/)].filter(Boolean);
  const all = [...WEB_PARTS, ...serverBenches];
  if (asked.length === 0) return all;
  const expanded = asked.flatMap((p) => (p === 'web' ? WEB_PARTS : p === 'server' ? serverBenches : [p]));
  const unknown = expanded.filter((p) => !all.includes(p));
  if (unknown.length) {
    console.error(`unknown bench part(s): ${unknown.join(', ')}; known: web, server, ${all.join(', ')}`);
    process.exit(2);
  }
  return all.filter((p) => expanded.includes(p));
}

const parts = selectedParts();
const startedAt = new Date();
const timings = [];
const failures = [];

async function timed(name, run) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await run();
  } catch (err) {
    console.error(`${name} failed:`, err);
    failures.push(name);
  }
  // The 1-minute load average as the part ends: on a shared 2-core machine, a slow part is often a
  // busy machine, and timings are only comparable at similar load.
  timings.push([name, (Date.now() - started) / 1000, os.loadavg()[0]]);
  console.log(`(${name}: ${timings.at(-1)[1].toFixed(0)} s, load average ${timings.at(-1)[2].toFixed(1)})`);
}

if (parts.some((p) => WEB_PARTS.includes(p))) await timed('web build', () => ensureWebBuild());
if (parts.includes('entry')) await timed('entry', benchEntry);

let server;
// Ctrl-C: the demo server and its temporary database go too (chrome-launcher closes its Chromium).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void Promise.resolve(server?.stop()).finally(() => process.exit(130));
  });

if (parts.includes('lighthouse') || parts.includes('transfer')) {
  await timed('demo server (migrate, seed)', async () => {
    server = await startDemoServer();
  });
  if (server) {
    try {
      const cookie = await signIn(server.port, LIGHTHOUSE_PERSONA);
      const target = { origin: server.origin, port: server.port, cookie };
      if (parts.includes('lighthouse')) await timed('lighthouse', () => benchLighthouse(target));
      if (parts.includes('transfer')) await timed('transfer', () => benchTransfer(target));
    } finally {
      await server.stop();
    }
  }
}

// Its own server, on a kept database of BENCH_TITLES titles and a 5,000-track playlist.
if (parts.includes('interaction')) await timed('interaction', () => runInteractionBench());

for (const bench of serverBenches.filter((b) => parts.includes(b)))
  await timed(bench, async () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_BENCH_DIR, `${bench}.bench.ts`)],
      { cwd: path.join(root, 'apps/server'), stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`exit ${result.status ?? result.signal}`);
  });

console.log('\n=== summary (bench/results.json) ===\n');
console.log(summaryTable({ since: startedAt }));
console.log(
  `\n${timings.map(([n, s, load]) => `${n} ${s.toFixed(0)} s (load ${load.toFixed(1)})`).join(', ')}; ` +
    `total ${((Date.now() - startedAt.getTime()) / 60000).toFixed(1)} min`,
);
if (failures.length) {
  console.error(`failed: ${failures.join(', ')}`);
  process.exit(1);
}
