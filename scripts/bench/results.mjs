// bench/results.json: every benchmark's figures under its own name, each with its target, the
// baseline it is compared with and `met`. The server benches write it through
// apps/server/bench/harness.ts (recordResults); the browser benches through this file. Same format.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../web-build.mjs';

export const RESULTS_FILE = path.join(root, 'bench/results.json');

/** Writes `entry` under `name`, keeping the other benchmarks' figures as they are. */
export function recordResults(name, entry) {
  const all = fs.existsSync(RESULTS_FILE) ? JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) : {};
  const round = (n) => Math.round(n * 100) / 100;
  all[name] = {
    measuredAt: new Date().toISOString(),
    loadAverage: round(os.loadavg()[0] ?? 0),
    cores: os.cpus().length,
    ...entry,
  };
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
