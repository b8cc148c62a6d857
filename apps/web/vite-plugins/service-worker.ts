import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

/** Where the worker is served from (apps/server/src/web/pwa-routes.ts); its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The service worker (Workbox, generated at build time): it precaches the content-hashed app
 * shell under /assets/ (scripts, styles, the locale chunks, fonts, images of the build), so a
 * repeat visit loads the shell from the cache.
 *
 * What it deliberately leaves to the network:
 * - pages (navigations): the HTML carries the signed-in member's boot state, so a cached page could
 *   show one member's data to the next person on the same device;
 * - /membergraphapi/, /api/, /media/ and everything else outside /assets/: no runtime caching at
 *   all, so no answer that belongs to a member is ever stored by the worker. A later "download for
 *   offline" step adds its own named runtime cache for media there (runtimeCaching), filled
 *   only on the member's request and cleared on sign-out.
 *
 * Updates: each deploy gives new hashes, so a new precache manifest, so a new sw.js (served with
 * no-cache). The new worker installs in the background and takes over when the old one's pages
 * are gone (no skipWaiting: an open tab keeps the complete old shell it started with, lazy chunks
 * included, even though the server no longer has them); outdated precaches are then deleted.
 * The manifest is not built here: each brand gets its own from the server.
 */
export function serviceWorker(): PluginOption {
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
      // Scripts and styles: every route's chunk, so any screen opens from the cache. The build's
      // images (mostly the 140-odd flags of the country pickers, 3.6 MB) are cached when first used
      // (runtimeCaching below), not all up front.
      globPatterns: ['assets/**/*.{js,css}'],
      // Source maps and the pre-compressed copies are for developer tools and the server only.
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'index.html'],
      // The entry chunks and a few libraries (epub.js, hls.js) exceed Workbox's 2 MiB default.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      // Hashed names need no cache-busting query.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      runtimeCaching: [
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
