import fs from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';

/** Where the worker is served from (apps/server/src/web/pwa-routes.ts); its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';
/** The cache of offline downloads (src/features/players/offline/media-cache.ts names it too). */
export const OFFLINE_MEDIA_CACHE = 'offline-media';

/**
 * The page the worker answers a navigation with when the network cannot (docs/offline.md): the
 * build's index.html without anything the server writes into it (no boot state, no member data),
 * marked so the app starts its offline screen (src/features/players/offline/OfflineScreen.tsx). It lives under /assets/, the
 * only build folder the server serves; the worker precaches it with a revision (its content hash).
 */
export const OFFLINE_PAGE = 'assets/offline.html';
/** The attribute on <html> that tells src/app/main.tsx it runs in the offline page. */
export const OFFLINE_PAGE_MARKER = 'data-offline-page';
/** The offline screen's module (lazily imported by main.tsx): its chunk and what it imports are precached. */
const OFFLINE_APP_MODULE = /[\\/]features[\\/]players[\\/]offline[\\/]start\.tsx$/;

/** The build files the page itself names (entry script, its modulepreloads, styles). */
function shellFiles(outDir: string): Set<string> {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? ''));
}

/**
 * The service worker (Workbox, generated at build time). It precaches the content-hashed app
 * shell (the files index.html names: entry, its modulepreloads, styles), and caches every other
 * build file under /assets/ the first time the member's page uses it (route chunks, the language's
 * texts, flags), plus those the page had loaded before the worker took over (src/app/pwa/register.ts
 * sends their list). So a repeat visit loads from the cache whatever the member has already seen.
 * Precaching every chunk instead (215 files, 3.4 MB) queued the first screens' own requests behind
 * it, on the six connections a browser opens per host: the sign-in stalled for over 10 s.
 *
 * What it deliberately leaves to the network:
 * - pages (navigations): the HTML carries the signed-in member's boot state, so a cached page could
 *   show one member's data to the next person on the same device. Only when the network cannot
 *   answer, the worker shows its precached offline page (no member data; docs/offline.md);
 * - /membergraphapi/, /api/, /media/ and everything else outside /assets/: no runtime caching at
 *   all, so no answer that belongs to a member is ever stored by the worker. Media files the member
 *   downloaded for offline use are served from their own cache (filled by the page on request,
 *   emptied on sign-out); the worker never adds to it.
 *
 * Updates: each deploy gives new hashes, so a new precache manifest, so a new sw.js (served with
 * no-cache). The new worker installs in the background and takes over when the old one's pages
 * are gone (no skipWaiting: an open tab keeps the complete old shell it started with, lazy chunks
 * included, even though the server no longer has them); outdated precaches are then deleted.
 * The manifest is not built here: each brand gets its own from the server.
 */
export function serviceWorker(): PluginOption {
  // Build files of the offline screen (its chunk, the chunks it imports, their styles), found by
  // offlinePage() when the bundle is written, read by the manifest transform right after.
  const offlineFiles = new Set<string>();
  return [offlinePage(offlineFiles), workbox(offlineFiles)];
}

/** Writes the offline page beside the build's files and lists the offline screen's chunks. */
function offlinePage(files: Set<string>): Plugin {
  return {
    name: 'member-area:offline-page',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const byName = new Map(Object.values(bundle).map((output) => [output.fileName, output]));
      const visit = (fileName: string) => {
        const output = byName.get(fileName);
        if (files.has(fileName) || output?.type !== 'chunk') return;
        files.add(fileName);
        const css = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
        for (const style of css ?? []) files.add(style);
        for (const imported of output.imports) visit(imported);
      };
      const start = Object.values(bundle).find(
        (output) => output.type === 'chunk' && OFFLINE_APP_MODULE.test(output.facadeModuleId ?? ''),
      );
      if (!start)
        throw new Error('offline page: the chunk of src/features/players/offline/start.tsx is missing');
      visit(start.fileName);
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const page = html
        .replace('<html ', `<html ${OFFLINE_PAGE_MARKER} `)
        .replace('<!--app-head-->', '<link rel="icon" href="data:,">');
      if (!page.includes(OFFLINE_PAGE_MARKER)) throw new Error('offline page: index.html has no <html> tag');
      fs.writeFileSync(path.join(outDir, OFFLINE_PAGE), page);
    },
  };
}

function workbox(offlineFiles: ReadonlySet<string>): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_FILE,
    // Registered by src/app/pwa/register.ts, in production builds only.
    injectRegister: false,
    manifest: false,
    // Nothing from public/ (favicons come from the server, per brand).
    includeAssets: [],
    includeManifestIcons: false,
    workbox: {
      globDirectory: 'dist',
      globPatterns: ['assets/**/*.{js,css}', OFFLINE_PAGE],
      manifestTransforms: [
        (entries) => {
          const keep = new Set([...shellFiles('dist'), ...offlineFiles, OFFLINE_PAGE]);
          return { manifest: entries.filter((entry) => keep.has(entry.url)) };
        },
      ],
      // Source maps and the pre-compressed copies are for developer tools and the server only.
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'index.html'],
      // The entry chunks and a few libraries (epub.js, hls.js) exceed Workbox's 2 MiB default.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      // Hashed names need no cache-busting query.
      // The offline page's name has no hash: its revision (Workbox's hash of its content) busts it.
      dontCacheBustURLsMatching: /^assets\/(?!offline\.html$)/,
      // Not navigateFallback: that answers every navigation from the cache, and pages must come from
      // the server (brand, boot state, redirects). The route below does it only without network.
      navigateFallback: null,
      runtimeCaching: [
        {
          // Pages: always the server's (NetworkOnly, nothing stored). Only when the network cannot
          // answer at all (offline; an HTTP error is still the server's answer) the precached
          // offline page is shown instead of the browser's error: no member data in it, the
          // offline screen reads the device's downloads (src/features/players/offline/OfflineScreen.tsx).
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
        },
        {
          // Build output only: content-hashed, the same for every member and brand.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'build-assets',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Offline downloads (src/features/players/offline): the page stores a title's files in
          // this cache on the member's request only, keyed without the URL's expiring token
          // (offlineMediaKey in @member-area/domain). A request for a signed media URL is answered
          // from that copy when there is one (ranges cut from it, as <audio> asks for them),
          // online or not; otherwise it goes to the network and nothing is stored.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/media/s/'),
          handler: 'CacheFirst',
          options: {
            cacheName: OFFLINE_MEDIA_CACHE,
            rangeRequests: true,
            matchOptions: { ignoreVary: true, ignoreSearch: true },
            plugins: [
              {
                // Serialized into sw.js: self-contained, the same mapping as offlineMediaKey. The
                // key keeps the request's headers: the range plugin reads Range from the key's
                // request, and without it <audio> gets a 200 it cannot seek in.
                cacheKeyWillBeUsed: async ({ request }) => {
                  const url = new URL(request.url);
                  const file = /^\/media\/s\/[^/]+\/(.+)$/.exec(url.pathname);
                  return file
                    ? new Request(`${url.origin}/media/offline/${file[1]}`, { headers: request.headers })
                    : request;
                },
                // Streaming never fills the cache: only a download does.
                cacheWillUpdate: async () => null,
              },
            ],
          },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      // One file: the Workbox runtime inlined, no second script to serve and keep fresh.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
