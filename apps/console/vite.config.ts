import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../web/precompress';
import { persistedDocuments } from './vite-plugins/persisted-documents';

const WEB_SOURCE = fileURLToPath(new URL('../web/src', import.meta.url));

/**
 * The server sends dist/index.html for any HTML GET on a console host and serves dist/assets/* at
 * /console-assets/* (docs/console.md "The door"). Files stay in dist/assets, but every URL the
 * build writes (script and link tags, preloads, CSS urls) names /console-assets/<file>: the member
 * area owns /assets/ and the console must not collide with it.
 */
const ASSETS_DIR = 'assets';
const ASSETS_URL = '/console-assets/';

export function consoleAssetUrl(filename: string): string {
  return ASSETS_URL + filename.replace(new RegExp(`^${ASSETS_DIR}/`), '');
}

/**
 * packages/domain is pure rules reached through one barrel; saying it has no side effects lets the
 * bundler drop what the console never calls (the checkout's phone and postcode tables), as the
 * member app's build does (apps/web/vite.config.ts).
 */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;

/** A language's locale files load together (src/i18n): one chunk per language, not one per file. */
const LOCALE_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]{2}-[a-z]{2})[\\/][\w-]+\.json$/;
function localeChunk(id: string): string | null {
  const [, language] = LOCALE_FILE.exec(id) ?? [];
  return language ? `texts-${language}` : null;
}

/**
 * The libraries every screen needs, in long-cached chunks of their own (as apps/web/vite.config.ts
 * does): a console deploy does not change their files.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
const LIBRARIES = /[\\/]node_modules[\\/]/;
/**
 * The chart library and what it alone brings (recharts' dependencies): a chunk of its own that only
 * the dashboards' lazily loaded route imports, so no other screen downloads it.
 */
const CHARTS =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|immer|reselect|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant)[\\/]/;

// In dev, Vite serves the console and the Node server answers /adminapi/. `changeOrigin: false`
// keeps the Host header, so open the dev server as admin.localhost:5174 (a console host).
const backend = process.env.CONSOLE_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), persistedDocuments(), precompress()],
  resolve: {
    // The member app's UI primitives and dark theme (apps/web/src/ui, styles): one look for both.
    alias: { '@web': WEB_SOURCE },
  },
  build: {
    outDir: 'dist',
    assetsDir: ASSETS_DIR,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (DOMAIN_SOURCE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'charts', test: CHARTS },
            { name: 'libraries', test: (id) => LIBRARIES.test(id) && !CHARTS.test(id) },
            { name: localeChunk, debugName: 'texts', test: (id) => localeChunk(id) !== null },
          ],
        },
      },
    },
  },
  experimental: {
    renderBuiltUrl: (filename) => consoleAssetUrl(filename),
  },
  server: {
    port: 5174,
    proxy: { '/adminapi': { target: backend, changeOrigin: false } },
  },
  root: path.dirname(fileURLToPath(import.meta.url)),
});
