// What a first visit downloads before the app can run: the entry script and every modulepreload that
// the built index.html names, gzipped at level 9 (what the build's .gz siblings hold), and the lazy
// chunks loaded later. Issue 16 target 2. `node scripts/bench/entry-size.mjs [distDir]` prints them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The packages allowed a lazy chunk over the limit: the media engines (hls.js, the EPUB engine). */
export const MEDIA_ENGINES = ['hls.js', 'epubjs'];
/** 60 kB (1 kB = 1000 bytes, as Vite prints sizes). */
export const LAZY_CHUNK_LIMIT_BYTES = 60_000;

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** `/assets/x.js` of `<script type="module" src>` and `<link rel="modulepreload" href>`, in order. */
function initialScripts(html) {
  const entries = [...html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1],
  );
  return [...entries, ...preloads];
}

/** Bytes of original source per npm package (`(app)` for the app's own files), from the source map. */
function sourceBytesByPackage(chunkFile) {
  const mapFile = `${chunkFile}.map`;
  if (!fs.existsSync(mapFile)) return null;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const byPackage = {};
  map.sources.forEach((source, i) => {
    const inModules = source.split('node_modules/').pop();
    const name = source.includes('node_modules/')
      ? inModules
          .split('/')
          .slice(0, inModules.startsWith('@') ? 2 : 1)
          .join('/')
      : '(app)';
    byPackage[name] = (byPackage[name] ?? 0) + (map.sourcesContent?.[i]?.length ?? 1);
  });
  return byPackage;
}

/**
 * The media engine a chunk carries, named by module (not by hashed file name): a chunk holding
 * hls.js or epubjs (with their dependencies) whose own app code is a minority of its source.
 */
function mediaEngineOf(chunkFile) {
  const byPackage = sourceBytesByPackage(chunkFile);
  if (!byPackage) return null;
  const engine = MEDIA_ENGINES.find((name) => byPackage[name]);
  if (!engine) return null;
  const total = Object.values(byPackage).reduce((a, b) => a + b, 0);
  return (byPackage['(app)'] ?? 0) < total / 2 ? engine : null;
}

/**
 * Sizes of the build in `distDir` (index.html and assets/): the initial JavaScript (entry plus
 * modulepreloads) gzipped at level 9, and the lazy chunks over 60 kB gzip, each with the media
 * engine it carries (`allowedAs`) or null.
 */
export async function measureEntry(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = initialScripts(html);
  const files = initial.map((href) => {
    const file = path.join(distDir, href.replace(/^\//, ''));
    return { file: path.basename(file), gzipBytes: gzipSize(file) };
  });
  const initialNames = new Set(files.map((f) => f.file));
  const assetsDir = path.join(distDir, 'assets');
  const lazyChunksOver60k = fs
    .readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js') && !initialNames.has(name))
    .map((name) => ({ file: name, gzipBytes: gzipSize(path.join(assetsDir, name)) }))
    .filter((chunk) => chunk.gzipBytes > LAZY_CHUNK_LIMIT_BYTES)
    .map((chunk) => ({ ...chunk, allowedAs: mediaEngineOf(path.join(assetsDir, chunk.file)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    initialGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    lazyChunksOver60k,
  };
}

// Run directly: the built web app's figures (default apps/web/dist), largest first.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir =
    process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
  const { initialGzipBytes, files, lazyChunksOver60k } = await measureEntry(distDir);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`initial JavaScript: ${kb(initialGzipBytes)} gzip in ${files.length} files`);
  for (const f of files) console.log(`  ${f.file} ${kb(f.gzipBytes)}`);
  console.log('lazy chunks over 60 kB:');
  for (const c of lazyChunksOver60k)
    console.log(`  ${c.file} ${kb(c.gzipBytes)}${c.allowedAs ? ` (${c.allowedAs})` : ''}`);
}
