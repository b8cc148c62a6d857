import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { textChunkName } from './src/i18n/text-files';
import { ROUTE_MODULES, SHELL_MODULE } from './src/app/route-modules';
import { persistedDocuments } from './vite-plugins/persisted-documents';
import { routePreloads } from './vite-plugins/route-preloads';
import { serviceWorker } from './vite-plugins/service-worker';

// In dev, Vite serves the app and the Node server (port 3000) answers everything else.
// `changeOrigin: false` keeps the Host header (brand = Host, e.g. playmax.localhost:5173).
const backend = 'http://localhost:3000';
const proxied = [
  '/api',
  '/membergraphapi',
  '/brand-assets',
  '/favicon',
  '/dev',
  '/media',
  '/payment-flow',
  '/subscription-flow',
];

/**
 * packages/domain is pure rules (no module runs anything when imported), reached through one
 * barrel (`@member-area/domain`). Saying so lets the bundler place each rule with the chunks that
 * use it: without it, everything the barrel re-exports is "reachable" from the entry, and the
 * checkout's phone and postcode tables (libphonenumber-js, postcode-validator) loaded on the
 * login page (issue 16: 40 kB gzip of the entry).
 */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;

/**
 * A feature's index.ts (and a part's, like giveaways/modals) is a public surface that only
 * re-exports (docs/ARCHITECTURE.md). Marked free of side effects, a screen that imports one hook
 * through it is not tied to every module it names: without this, the shell's import of the cart
 * badge from features/marketplace made the order details and the account's orders tab load with
 * the first screen (issue 16).
 */
const FEATURE_INDEX = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([\w-]+[\\/])+index\.ts$/;

/**
 * The libraries every first screen needs, in one long-cached chunk of their own instead of
 * spread over chunks named after whichever app module rolldown met first: fewer modulepreloads,
 * and an app deploy does not change their file. The other libraries stay with the lazy chunks
 * that use them (Radix, hls.js, epub.js).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;

/**
 * TanStack Query: every screen that reads data needs it, the sign-in page does not (issue 16:
 * 11 kB gzip of its entry; src/app/query-access.ts). One long-cached chunk of its own, like the
 * framework's. No app module in it: a group takes its modules' imports along.
 */
const QUERIES = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;

/**
 * What the entry and many lazy chunks share, which the bundler would otherwise ship as chunks of
 * their own named after whichever module it met first (issue 16: nine modulepreloads on every
 * first visit, six of them under 1 kB): the preload helper, the domain's boot state, constants and Intl
 * locales, storage, tokens and ids, the interface texts' loader with the first screens' English
 * texts, the icons and the spinner. All of them load with the entry anyway, so one chunk costs no
 * lazy screen anything.
 */
const BOOT_SHARED =
  /^\0vite[\\/]preload-helper|[\\/]packages[\\/]domain[\\/]src[\\/](boot|constants|intl-locale)\.ts$|[\\/]apps[\\/]web[\\/]src[\\/](app[\\/](storage|tokens|ids)\.ts|i18n[\\/]index\.ts|ui[\\/](Spinner|Icon)\.tsx)$/;

/**
 * Locale files load per file (src/i18n), but the files that load together (text-files.ts) ship
 * as one chunk per language: the member area's ~27 files are one request, not 27.
 */
const LOCALE_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]{2}-[a-z]{2})[\\/]([\w-]+)\.json$/;
function textChunk(id: string): string | null {
  const [, language, file] = LOCALE_FILE.exec(id) ?? [];
  return language && file ? textChunkName(language, file) : null;
}

export default defineConfig({
  plugins: [
    react(),
    persistedDocuments(),
    routePreloads({ shell: SHELL_MODULE, routes: ROUTE_MODULES }),
    precompress(),
    serviceWorker(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (DOMAIN_SOURCE.test(id) || FEATURE_INDEX.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'queries', test: QUERIES },
            { name: 'boot', test: BOOT_SHARED },
            { name: textChunk, debugName: 'texts', test: (id) => textChunk(id) !== null },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
});
