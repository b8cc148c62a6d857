// What a signed-in member's first visit to home costs in the browser (issue 16 targets 1 and 2): the
// JavaScript files the page loads (gzip level 9, as entry-size.mjs counts them) and the GraphQL
// requests it sends, until the page has been quiet for a while. Against the bench's demo server,
// at a phone's viewport, in Debian's Chromium.
// `node scripts/bench/home-load.mjs` prints the figures (builds the web app first when it is stale).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { FULL_CHROMIUM } from '../../apps/web/e2e/browser.mjs';
import { ensureWebBuild, root } from '../web-build.mjs';
import { signIn, startDemoServer } from './demo-server.mjs';

const PERSONA = 'paid@playmax.test';
const PHONE_VIEWPORT = { width: 412, height: 823 };
/** Requests a page sends after networkidle (a modal's read after its chunk) still count. */
const QUIET_MS = 3_000;

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Loads `pathname` signed in and answers the JS files (name, gzip bytes) and GraphQL operations it asked for. */
export async function measurePageLoad({ origin, cookie }, pathname = '/') {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || FULL_CHROMIUM });
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, extraHTTPHeaders: { cookie } });
    const page = await context.newPage();
    const scripts = [];
    const operations = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
      if (url.pathname.startsWith('/membergraphapi')) {
        const body = req.postDataJSON?.() ?? {};
        operations.push(body.operationName ?? '(unnamed)');
      }
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_MS);
    const dist = path.join(root, 'apps/web/dist');
    const files = [...new Set(scripts)].map((p) => ({
      file: path.basename(p),
      gzipBytes: gzipSize(path.join(dist, p)),
    }));
    return {
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      operations,
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureWebBuild();
  const server = await startDemoServer();
  try {
    const cookie = await signIn(server.port, PERSONA);
    const { files, gzipBytes, operations } = await measurePageLoad({ origin: server.origin, cookie });
    console.log(`home (${PERSONA}): ${files.length} JS files, ${(gzipBytes / 1000).toFixed(1)} kB gzip`);
    for (const f of files) console.log(`  ${f.file} ${(f.gzipBytes / 1000).toFixed(1)} kB`);
    console.log(`GraphQL requests: ${operations.length} (${operations.join(', ')})`);
  } finally {
    await server.stop();
  }
}
