// Bench part "lighthouse" (issue 16 target 1): Lighthouse's mobile preset (its default config:
// a Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) on the login page signed out and
// on home, browse, a media details page and search signed in, in Debian's Chromium. Median of
// BENCH_LIGHTHOUSE_RUNS runs (default 3) per page, each figure's median on its own. Written under
// "web.lighthouse" in bench/results.json.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../apps/web/e2e/browser.mjs';
import { request } from './demo-server.mjs';
import { recordResults } from './results.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const TARGET = { performance: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };
// The journeys' flags, and headless: chrome-launcher, unlike Playwright, starts the browser with a
// window unless told otherwise (this machine has no display). The full Chromium's own headless mode.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const PERSONA = 'paid@playmax.test';
const SCORED_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A movie the details page shows and a word of its title for the search page, from the API. */
async function pickTitle(port, cookie) {
  const response = await request(port, '/membergraphapi/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: '{ content { browse(mediaType: "movie", first: 1) { items { id title } } } }',
    }),
  });
  const item = JSON.parse(response.body.toString()).data?.content?.browse?.items?.[0];
  if (!item) throw new Error(`no movie to open: ${response.body.toString().slice(0, 200)}`);
  const slug = item.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const word = item.title.split(/\s+/).find((w) => w.length >= 3) ?? item.title;
  return { id: item.id, slug, word };
}

/** The five pages: [name, path, signed in]. */
async function pagesToMeasure(port, cookie) {
  const movie = await pickTitle(port, cookie);
  return [
    ['login', '/login', false],
    ['home', '/', true],
    ['browse', '/browse/movie', true],
    ['details', `/browse/movie/id/${movie.id}/${movie.slug}`, true],
    ['search', `/search?q=${encodeURIComponent(movie.word)}`, true],
  ];
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: round(audit('largest-contentful-paint')),
    tbtMs: round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    fcpMs: round(audit('first-contentful-paint')),
  };
}

const meets = (f) =>
  f.performance >= TARGET.performance &&
  f.lcpMs <= TARGET.lcpMs &&
  f.tbtMs <= TARGET.tbtMs &&
  f.cls <= TARGET.cls;

/** Runs Lighthouse on the demo server at `origin` (port `port`), `cookie` the signed-in session. */
export async function benchLighthouse({ origin, port, cookie }) {
  const pages = await pagesToMeasure(port, cookie);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? FULL_CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  const results = {};
  try {
    for (const [name, pathname, signedIn] of pages) {
      const runs = [];
      const problems = [];
      // A run that fails (NO_NAVSTART now and then on a loaded machine) is tried again, up to
      // RUNS more times; the failures are recorded as problems.
      for (let i = 0; runs.length < RUNS && i < 2 * RUNS; i++) {
        const started = Date.now();
        const result = await lighthouse(`${origin}${pathname}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // The five metrics the performance score weighs, and nothing else: the other audits'
          // trace processing adds time on this 2-core machine and changes no figure recorded here.
          onlyAudits: SCORED_METRICS,
          disableFullPageScreenshot: true,
          ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          problems.push(lhr?.runtimeError?.code ?? 'no result');
          console.log(
            `  lighthouse ${name} run ${i + 1}: ${problems.at(-1)} ${lhr?.runtimeError?.message ?? ''}`,
          );
          continue;
        }
        if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.includes(pathname.split('?')[0]))
          problems.push(`ended on ${new URL(lhr.finalDisplayedUrl).pathname}`);
        runs.push(figuresOf(lhr));
        console.log(
          `  lighthouse ${name} run ${i + 1}: ${JSON.stringify(runs.at(-1))} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      const med = runs.length
        ? Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]))
        : null;
      results[name] = {
        path: pathname.replace(/id\/\d+\/.*/, 'id/…').replace(/q=.*/, 'q=…'),
        signedIn,
        runs: runs.length,
        ...(med ?? {}),
        ...(problems.length ? { problems: [...new Set(problems)] } : {}),
        met: med !== null && meets(med),
      };
    }
  } finally {
    await chrome.kill();
  }
  recordResults('web.lighthouse', {
    preset: 'mobile (Lighthouse default: simulated throttling, 4x CPU slowdown)',
    persona: PERSONA,
    target: TARGET,
    baseline: null,
    medianOf: RUNS,
    pages: results,
    met: Object.values(results).every((r) => r.met),
  });
  for (const [name, r] of Object.entries(results))
    console.log(
      `lighthouse ${name}: performance ${r.performance} (≥ ${TARGET.performance}), LCP ${r.lcpMs} ms (≤ ${TARGET.lcpMs}), ` +
        `TBT ${r.tbtMs} ms (≤ ${TARGET.tbtMs}), CLS ${r.cls} (≤ ${TARGET.cls}), FCP ${r.fcpMs} ms: ${r.met ? 'met' : 'NOT met'}`,
    );
}

export { PERSONA as LIGHTHOUSE_PERSONA };
