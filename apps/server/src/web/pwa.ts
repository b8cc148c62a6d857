import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/http-errors';
import type { Brand } from '../modules/brand/model';
import type { Services } from '../services';
import { AppIcons, appIconPath, type AppIconPurpose, type AppIconSize } from './app-icons';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page behind the brand's colours (apps/web/src/styles/global.css `--bg`): the splash screen
 * an installed app shows while it starts fades into it, not into a bright accent. */
const APP_BACKGROUND = '#08090c';
/** The manifest's icons: Chromium offers Install with a 192 and a 512; launchers that mask icons
 * (Android) take the maskable one. */
const MANIFEST_ICONS: { size: AppIconSize; purpose: AppIconPurpose }[] = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 192, purpose: 'maskable' },
  { size: 512, purpose: 'maskable' },
];
const ICON_NAME = /^(any|maskable)-(192|512)\.png$/;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: AppIconPurpose }[];
}

export function webAppManifest(brand: Brand): WebAppManifest {
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.accentColorExact,
    background_color: APP_BACKGROUND,
    // Made per host from the brand's art (the default art for a brand without any): always there.
    icons: MANIFEST_ICONS.map(({ size, purpose }) => ({
      src: appIconPath(purpose, size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

/**
 * The web app manifest of the host's brand, its icons, and the service worker of the web build
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
        .send(JSON.stringify(webAppManifest(request.brand)))
    );
  });

  const icons = new AppIcons(s.config.dataDir);
  app.get<{ Params: { name: string } }>('/app-icons/:name', async (request, reply) => {
    const match = ICON_NAME.exec(request.params.name);
    if (!request.brand || !match) return sendError(reply, 404, 'not_found');
    const purpose = match[1] as AppIconPurpose;
    const size = Number(match[2]) as AppIconSize;
    const body = await icons.get(request.brand.id, size, purpose, request.brand.accentColorExact);
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .send(body);
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
