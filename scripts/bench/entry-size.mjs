// Issue 16 target 2: the JavaScript a first visit downloads before the app can start (the entry
// script and the modulepreloads the built index.html names), and the lazy chunks that load later.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/** Target 2: a lazy chunk above this (gzip) is too big, unless it is a media engine. */
export const LAZY_CHUNK_LIMIT_BYTES = 60 * 1024;
/** The media engines target 2 allows above the limit: hls.js and the EPUB engine (epub.js). */
const MEDIA_ENGINE = /(^|\/)(hls|epub|EbookReader)[^/]*\.js$/i;

/** `src`/`href` of the entry script and of the modulepreload links in the built index.html. */
export function initialScripts(html) {
  const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const files = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const type = attribute(tag, 'type');
    const src = attribute(tag, 'src');
    if (type === 'module' && src) files.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel') === 'modulepreload' && href) files.push(href);
  }
  return [...new Set(files)];
}

async function gzipBytes(file) {
  const buffer = await fs.readFile(file);
  return (await gzip(buffer, { level: 9 })).length;
}

async function listScripts(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Measures a built Vite app (its `dist` folder): the gzip (level 9) size of the entry script and
 * its modulepreloads, each file's, and the lazy chunks over LAZY_CHUNK_LIMIT_BYTES that are not a
 * media engine. File names are relative to `distDir`.
 */
export async function measureEntry(distDir) {
  const html = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  const initial = initialScripts(html).map((url) => url.replace(/^\//, '').split(/[?#]/)[0]);
  const files = [];
  for (const file of initial) files.push({ file, gzipBytes: await gzipBytes(path.join(distDir, file)) });
  const initialSet = new Set(initial);
  const lazyChunksOver60k = [];
  for (const absolute of await listScripts(distDir)) {
    const file = path.relative(distDir, absolute).split(path.sep).join('/');
    if (initialSet.has(file) || MEDIA_ENGINE.test(file)) continue;
    const bytes = await gzipBytes(absolute);
    if (bytes > LAZY_CHUNK_LIMIT_BYTES) lazyChunksOver60k.push({ file, gzipBytes: bytes });
  }
  return {
    initialGzipBytes: files.reduce((sum, { gzipBytes: bytes }) => sum + bytes, 0),
    files,
    lazyChunksOver60k,
  };
}

// `node scripts/bench/entry-size.mjs [distDir]` prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
  const result = await measureEntry(distDir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const { file, gzipBytes: bytes } of [...result.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`${kb(bytes).padStart(9)}  ${file}`);
  console.log(`initial JS: ${kb(result.initialGzipBytes)} gzip-9 in ${result.files.length} files`);
  for (const { file, gzipBytes: bytes } of result.lazyChunksOver60k)
    console.log(`lazy chunk over 60 kB: ${file} ${kb(bytes)}`);
}
