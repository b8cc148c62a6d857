// `npm run bench`: prints figures for the server's hot paths (see README, "Benchmarks").
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './web-build.mjs';

// foundation: shell requests; catalogue: search and browse (BENCH_TITLES titles, default 100,000);
// playback: the players' requests and signed media reads; sweep-list: the giveaways list with 200
// giveaways and 100,000 entrants (figures also in bench/results.json).
// giveaways-draw: a draw over 1,000,000 entries. marketplace-catalogue: category and product pages
// with 10,000 products (figures also in results.json). checkout: the marketplace's checkout submit
// (placeOrder paid with coins). graphql-overhead: home, details and search through GraphQL against a
// plain route with the same SQL and JSON (bench/results.json graphql.overhead).
for (const bench of [
  'foundation.bench.ts',
  'catalogue.bench.ts',
  'playback.bench.ts',
  'sweep-list.bench.ts',
  'giveaways-draw.bench.ts',
  'marketplace-catalogue.bench.ts',
  'checkout.bench.ts',
  'graphql-overhead.bench.ts',
]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/bench', bench)],
    {
      cwd: path.join(root, 'apps/server'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
