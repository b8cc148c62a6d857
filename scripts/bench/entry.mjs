// Bench part "entry" (issue 16 target 2): the web's initial JavaScript against 100 kB gzip and
// against 1.5x a blank Vite + React app built in the same run; no lazy chunk over 60 kB gzip but the
// media engines'. Written under "web.entry" in bench/results.json.
import path from 'node:path';
import { ensureWebBuild, root } from '../web-build.mjs';
import { withBlankAppBuild } from './blank-app.mjs';
import { LAZY_CHUNK_LIMIT_BYTES, MEDIA_ENGINES, measureEntry } from './entry-size.mjs';
import { recordResults } from './results.mjs';

const MAX_INITIAL_KB = 100;
const MAX_RATIO_TO_BLANK = 1.5;
const kB = (bytes) => Math.round(bytes / 100) / 10;

export async function benchEntry() {
  ensureWebBuild();
  const web = await measureEntry(path.join(root, 'apps/web/dist'));
  const blank = await withBlankAppBuild((dist) => measureEntry(dist));
  const initialKb = kB(web.initialGzipBytes);
  const blankKb = kB(blank.initialGzipBytes);
  const ratio = Math.round((web.initialGzipBytes / blank.initialGzipBytes) * 100) / 100;
  const lazyOver = web.lazyChunksOver60k.map((c) => ({
    file: c.file,
    kB: kB(c.gzipBytes),
    allowedAs: c.allowedAs,
  }));
  const refused = lazyOver.filter((c) => !c.allowedAs);
  const met = {
    initial: initialKb <= MAX_INITIAL_KB,
    ratio: ratio <= MAX_RATIO_TO_BLANK,
    lazyChunks: refused.length === 0,
  };
  recordResults('web.entry', {
    unit: 'kB gzip level 9 (1 kB = 1000 bytes)',
    target: {
      initialKb: MAX_INITIAL_KB,
      ratioToBlank: MAX_RATIO_TO_BLANK,
      lazyChunkKb: LAZY_CHUNK_LIMIT_BYTES / 1000,
      lazyChunkExceptions: MEDIA_ENGINES,
    },
    baseline: { blankViteReactKb: blankKb },
    initialKb,
    ratioToBlank: ratio,
    initialFiles: web.files.length,
    largestInitialFiles: web.files.slice(0, 8).map((f) => ({ file: f.file, kB: kB(f.gzipBytes) })),
    lazyChunksOver60k: lazyOver,
    metParts: met,
    met: met.initial && met.ratio && met.lazyChunks,
  });
  console.log(
    `entry: initial JS ${initialKb} kB gzip in ${web.files.length} files (target ≤ ${MAX_INITIAL_KB} kB), ` +
      `blank Vite + React ${blankKb} kB, ratio ${ratio}x (target ≤ ${MAX_RATIO_TO_BLANK}x)`,
  );
  for (const c of lazyOver)
    console.log(
      `  lazy chunk ${c.file} ${c.kB} kB: ${c.allowedAs ? `allowed (${c.allowedAs})` : 'over 60 kB'}`,
    );
}
