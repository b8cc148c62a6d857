import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, loginRedirectFor, requiresMember, type BootState } from '@member-area/domain';
import { SERVER_ROOT } from '../config';
import { clearTokenCookie } from '../http/cookies';
import { sendCompressedHtml } from '../http/compressed-html';
import { sendError } from '../lib/http-errors';
import type { Services } from '../services';
import { ConsolePage } from '../console/html';
import { buildBootState } from './boot';
import { IndexHtml, renderIndexHtml } from './html';
import { lcpImageFor } from './lcp-image';
import { RoutePreloadTable, routePreloadsFor } from './route-preloads';
import { registerPwaRoutes } from './pwa';

/** Paths that never get the app's HTML, even when a browser asks for HTML. */
const NOT_HTML_PREFIXES = [
  '/api/',
  '/membergraphapi',
  '/assets/',
  '/brand-assets/',
  '/app-icons/',
  '/dev/',
  '/favicon',
];
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (NOT_HTML_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Issue 16: a signed-out visit to a member screen goes straight to sign-in, before the app's scripts
 * are sent, by the same route table the web router's guard follows. An unknown host keeps the page
 * (the app shows /nobrand); a path no route matches keeps the page too (its not-found screen).
 */
function signInRedirect(request: FastifyRequest, state: BootState): string | null {
  if (!state.brand || state.viewer) return null;
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (!requiresMember(pathname)) return null;
  return loginRedirectFor(pathname, queryAt === -1 ? '' : request.url.slice(queryAt));
}

function existingFile(candidates: string[]): string | null {
  for (const file of candidates) {
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // try the next one
    }
  }
  return null;
}

/** The host brand's icon of that size, else the default icon, else 404. */
function sendFavicon(s: Services, size: 16 | 32, request: FastifyRequest, reply: FastifyReply) {
  const brandId = request.brand?.id;
  const file = existingFile([
    ...(brandId && SAFE_ID.test(brandId)
      ? [path.join(s.config.dataDir, 'brand-assets', brandId, `icon-${size}.png`)]
      : []),
    path.join(SERVER_ROOT, 'assets', `default-icon-${size}.png`),
  ]);
  if (!file) return sendError(reply, 404, 'not_found');
  return reply
    .type('image/png')
    .header('cache-control', 'public, max-age=3600')
    .send(fs.createReadStream(file));
}

export function registerWebRoutes(app: FastifyInstance, s: Services): void {
  const index = new IndexHtml(s.config.webDistDir);
  const preloads = new RoutePreloadTable(s.config.webDistDir);
  const consolePage = s.config.consoleDistDir ? new ConsolePage(s.config.consoleDistDir) : null;

  app.get('/healthz', async () => ({ ok: true }));
  app.get('/favicon-32.png', (request, reply) => sendFavicon(s, 32, request, reply));
  app.get('/favicon-16.png', (request, reply) => sendFavicon(s, 16, request, reply));
  app.get('/favicon.ico', (request, reply) => sendFavicon(s, 32, request, reply));
  registerPwaRoutes(app, s);

  // The same BootState as the HTML carries (Vite dev server, tests). Answers for unknown hosts too (brand null).
  app.get('/api/boot', async (request, reply) => {
    const { state, staleCookie } = await buildBootState(s, request);
    if (staleCookie) clearTokenCookie(reply, s.config.isProd);
    return reply.header('cache-control', 'no-store').send(state);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsHtml(request)) return sendError(reply, 404, 'not_found');
    // A console host's every page is the console's (docs/console.md); the member app is never sent there.
    if (request.isConsole)
      return consolePage ? consolePage.send(request, reply) : sendError(reply, 404, 'not_found');
    const template = await index.load();
    if (template === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n',
        );
    }
    const { state, staleCookie } = await buildBootState(s, request);
    if (staleCookie) clearTokenCookie(reply, s.config.isProd);
    reply.header('cache-control', 'no-store');
    const login = signInRedirect(request, state);
    if (login) return reply.redirect(login, 302);
    reply.code(200);
    const pathname = request.url.split('?')[0] ?? '/';
    // Only a member reaches a member screen's page (signInRedirect above).
    const lcpImage =
      state.viewer && state.brand
        ? await lcpImageFor(s.db, pathname, DEFAULT_LANGUAGE, state.brand.id)
        : null;
    const table = state.brand ? await preloads.load() : null;
    const preloaded = table ? routePreloadsFor(table, pathname, state.viewer?.lang ?? null) : null;
    return sendCompressedHtml(
      request,
      reply,
      renderIndexHtml(template, state, {
        // Signed out, the largest image of the first screen is the brand's logo (sign-in).
        lcpImage: lcpImage ?? (state.viewer ? null : (state.brand?.logoUrl ?? null)),
        modulePreloads: preloaded?.modules,
        stylePreloads: preloaded?.styles,
      }),
    );
  });
}
