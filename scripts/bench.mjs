// `npm run bench`: prints figures for the server's hot paths (see README, "Benchmarks").
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './web-build.mjs';

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/bench/foundation.bench.ts')],
  {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
