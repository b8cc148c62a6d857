// Bench part "transfer" (issue 16 target 3), against the running demo server: every text asset and
// API answer compressed, hashed assets cached a year as immutable, and, in Chromium at a phone's
// viewport, whether home's and browse's LCP image is preloaded and how their covers are sized and
// loaded. Written under "web.transfer" in bench/results.json.
/* global document, IntersectionObserver, PerformanceObserver -- inspectImages' callback runs in the page. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../apps/web/e2e/browser.mjs';
import { root } from '../web-build.mjs';
import { request } from './demo-server.mjs';
import { recordResults } from './results.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ACCEPT_ENCODING = 'br, gzip';
/** The server compresses answers over 1 kB (apps/server/src/app.ts); smaller ones go as they are. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const TEXT_ASSET = /\.(js|css|svg|json|html|txt|map)$/;
/** Lighthouse's mobile viewport (Moto G Power). */
const PHONE_VIEWPORT = { width: 412, height: 823 };
const COVER_WAIT_MS = 60_000;

/** Every built text asset (lazy chunks too) fetched as a browser would: encoding and cache-control. */
async function checkAssets(port) {
  const assetsDir = path.join(root, 'apps/web/dist/assets');
  const names = fs.readdirSync(assetsDir).filter((n) => TEXT_ASSET.test(n) && !n.endsWith('.map'));
  const uncompressed = [];
  const notImmutable = [];
  for (const name of names) {
    const size = fs.statSync(path.join(assetsDir, name)).size;
    const res = await request(port, `/assets/${name}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
    if (size > COMPRESS_THRESHOLD_BYTES && !/^(br|gzip)$/.test(res.headers['content-encoding'] ?? ''))
      uncompressed.push(name);
    if (res.headers['cache-control'] !== IMMUTABLE)
      notImmutable.push(`${name}: ${res.headers['cache-control']}`);
  }
  return {
    checked: names.length,
    uncompressed,
    notImmutable: notImmutable.slice(0, 5),
    notImmutableCount: notImmutable.length,
  };
}

/** The page shell and one GraphQL answer (a browse page of 24 titles, over the 1 kB threshold). */
async function checkAnswers(port, cookie) {
  const page = await request(port, '/', {
    headers: { accept: 'text/html', 'accept-encoding': ACCEPT_ENCODING, cookie },
  });
  const graphql = await request(port, '/membergraphapi/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING, cookie },
    body: JSON.stringify({
      query: '{ content { browse(mediaType: "movie", first: 24) { items { id title description } } } }',
    }),
  });
  const describe = (res) => ({
    status: res.status,
    contentEncoding: res.headers['content-encoding'] ?? null,
    bytesOnWire: res.body.length,
  });
  return { pageShell: describe(page), graphql: describe(graphql) };
}

/** In the browser: the LCP element, whether it is preloaded, and every cover's sizing and loading. */
async function inspectImages(browser, origin, cookie, pathname) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, extraHTTPHeaders: { cookie } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    // On a loaded machine the rows render after the network went quiet: wait for a cover.
    await page
      .locator('img[src*="/covers/"]')
      .first()
      .waitFor({ timeout: COVER_WAIT_MS })
      .catch(() => {});
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver(async (list) => {
            const entries = list.getEntries();
            const lcp = entries[entries.length - 1];
            const lcpUrl = lcp?.url || null;
            const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
              (l) => l.href || l.getAttribute('imagesrcset'),
            );
            const all = [...document.querySelectorAll('img')];
            // In the first screen, as the page shows it: an IntersectionObserver's first report
            // counts both axes (rows scroll sideways) and what an ancestor clips (a card's blurred
            // backdrop reaching past its card is not on the screen).
            const visible = await new Promise((done) => {
              if (all.length === 0) return done(new Set());
              const seen = new Map();
              const observer = new IntersectionObserver((reports) => {
                for (const r of reports) if (!seen.has(r.target)) seen.set(r.target, r.isIntersecting);
                if (seen.size < all.length) return;
                observer.disconnect();
                done(new Set([...seen].filter(([, shown]) => shown).map(([img]) => img)));
              });
              for (const img of all) observer.observe(img);
            });
            const images = all.map((img) => {
              return {
                src: img.currentSrc || img.src,
                inViewport: visible.has(img),
                sized: img.hasAttribute('width') && img.hasAttribute('height'),
                sizes: img.hasAttribute('sizes'),
                srcset: img.hasAttribute('srcset'),
                lazy: img.loading === 'lazy',
              };
            });
            const outside = images.filter((i) => !i.inViewport);
            resolve({
              lcpElement: lcp?.element ? lcp.element.tagName.toLowerCase() : null,
              lcpImage: lcpUrl ? new URL(lcpUrl).pathname : null,
              lcpImagePreloaded: lcpUrl
                ? preloads.some((p) => p && lcpUrl.startsWith(p.split(' ')[0]))
                : null,
              imagePreloads: preloads.length,
              images: images.length,
              withWidthAndHeight: images.filter((i) => i.sized).length,
              withSizes: images.filter((i) => i.sizes).length,
              withSrcset: images.filter((i) => i.srcset).length,
              outsideViewport: outside.length,
              outsideViewportLazy: outside.filter((i) => i.lazy).length,
              inViewportLazy: images.filter((i) => i.inViewport && i.lazy).length,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

export async function benchTransfer({ origin, port, cookie }) {
  const assets = await checkAssets(port);
  const answers = await checkAnswers(port, cookie);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? FULL_CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
  let covers;
  try {
    covers = {
      home: await inspectImages(browser, origin, cookie, '/'),
      browse: await inspectImages(browser, origin, cookie, '/browse/movie'),
    };
  } finally {
    await browser.close();
  }
  const compression = {
    target: 'every text asset over 1 kB and every API answer over 1 kB: br or gzip',
    assetsChecked: assets.checked,
    uncompressedAssets: assets.uncompressed,
    pageShell: answers.pageShell.contentEncoding,
    graphql: answers.graphql.contentEncoding,
    met:
      assets.uncompressed.length === 0 &&
      Object.values(answers).every((a) => /^(br|gzip)$/.test(a.contentEncoding ?? '')),
  };
  const caching = {
    target: IMMUTABLE,
    assetsChecked: assets.checked,
    notImmutable: assets.notImmutableCount,
    examples: assets.notImmutable,
    met: assets.notImmutableCount === 0,
  };
  const coverTarget =
    'LCP image preloaded; width and height on every image, sizes wherever srcset; lazy outside the viewport only';
  const coverFigures = Object.fromEntries(
    Object.entries(covers).map(([page, c]) => [
      page,
      {
        ...c,
        met:
          c.lcpImagePreloaded !== false &&
          c.withWidthAndHeight === c.images &&
          c.withSizes === c.withSrcset &&
          c.outsideViewportLazy === c.outsideViewport &&
          c.inViewportLazy === 0,
      },
    ]),
  );
  recordResults('web.transfer', {
    baseline: null,
    compression,
    caching,
    covers: { target: coverTarget, ...coverFigures, met: Object.values(coverFigures).every((c) => c.met) },
    answers,
    met: compression.met && caching.met && Object.values(coverFigures).every((c) => c.met),
  });
  console.log(
    `transfer: ${assets.checked} assets, ${assets.uncompressed.length} uncompressed, ${assets.notImmutableCount} without "${IMMUTABLE}"; ` +
      `page shell ${answers.pageShell.contentEncoding}, GraphQL ${answers.graphql.contentEncoding}`,
  );
  for (const [name, c] of Object.entries(covers)) console.log(`  ${name} covers: ${JSON.stringify(c)}`);
}
