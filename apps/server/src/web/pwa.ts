import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http-errors';
import type { Brand } from '../modules/brand/model';
import type { Services } from '../services';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page behind the brand's colours (apps/web/src/styles/global.css `--bg`): the splash screen
 * an installed app shows while it starts fades into it, not into a bright accent. */
const APP_BACKGROUND = '#08090c';
/** The brand icon sizes the seed writes (seed/images/icons.ts); 192 and 512 make it installable. */
const MANIFEST_ICON_SIZES = [512, 192, 32] as const; // whichever of them the brand has
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The brand's icons that exist under DATA_DIR/brand-assets/<brand>/, largest first. */
function brandIcons(dataDir: string, brandId: string): WebAppManifest['icons'] {
  if (!SAFE_ID.test(brandId)) return [];
  return MANIFEST_ICON_SIZES.filter((size) =>
    fs.existsSync(path.join(dataDir, 'brand-assets', brandId, `icon-${size}.png`)),
  ).map((size) => ({
    src: `/brand-assets/${brandId}/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any',
  }));
}

export function webAppManifest(brand: Brand, dataDir: string): WebAppManifest {
  const icons = brandIcons(dataDir, brand.id);
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.accentColorExact,
    background_color: APP_BACKGROUND,
    // A brand without art of its own still has the favicon route (default icon).
    icons: icons.length
      ? icons
      : [{ src: '/favicon-32.png', sizes: '32x32', type: 'image/png', purpose: 'any' }],
  };
}

/**
 * The web app manifest of the host's brand and the service worker of the web build
 * (apps/web/vite-plugins/service-worker.ts).
 */
export function registerPwaRoutes(app: FastifyInstance, s: Services): void {
  app.get(MANIFEST_PATH, async (request, reply) => {
    // No brand, nothing to install: the host shows /nobrand.
    if (!request.brand) return sendError(reply, 404, 'not_found');
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // Per host, and a brand's name or colours may change: an hour, like its other art.
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Host')
        .send(JSON.stringify(webAppManifest(request.brand, s.config.dataDir)))
    );
  });

  const workerFile = path.join(s.config.webDistDir, 'sw.js');
  app.get(SERVICE_WORKER_PATH, async (_request, reply) => {
    let body: Buffer;
    try {
      body = await fs.promises.readFile(workerFile);
    } catch {
      return sendError(reply, 404, 'not_found');
    }
    return (
      reply
        .type('text/javascript; charset=utf-8')
        // The browser checks for a new worker against the server at every navigation: a deploy's
        // new worker (new hashes) is found at once, never held back by an HTTP cache.
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .send(body)
    );
  });
}
