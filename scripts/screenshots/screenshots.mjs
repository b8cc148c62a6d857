/* global window, document, getComputedStyle, requestAnimationFrame, fetch -- the page functions run in the browser */
// `npm run screenshots` (issue 17, scope 6): every route of SPEC.md 2 on every demo brand, at each
// width and in each language, photographed full-page from the real built app and server (SQLite,
// demo data, a temporary database), into one folder with an index.html to look them over.
//
// SCREENSHOTS_BRANDS (playmax,clickcoins,clickplay,vpn), SCREENSHOTS_LANGS (en-us,ja-jp),
// SCREENSHOTS_WIDTHS (1440,375), SCREENSHOTS_DIR (screenshots/ at the repo root, emptied first),
// SCREENSHOTS_ROUTES (a comma list of words: only the routes whose pattern contains one of them),
// SCREENSHOTS_CONCURRENCY (2: brands photographed side by side), BENCH_PORT (the server's port; else the first free one of the bench's range).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../apps/web/e2e/browser.mjs';
import { startDemoServer, DEMO_PASSWORD } from '../bench/demo-server.mjs';
import { ensureWebBuild, root } from '../web-build.mjs';
import { renderIndex } from './index-page.mjs';
import { accountPathsOf, discoveryPaths, mediaTypesOf, memberShots, PUBLIC_SHOTS } from './routes.mjs';

/** The demo persona that reaches every member route of each brand (README "Demo personas"). */
const PERSONAS = {
  playmax: 'paid@playmax.test',
  clickcoins: 'member@clickcoins.test',
  clickplay: 'member@clickplay.test',
  vpn: 'member@vpn.test',
};
/** The first screen's height at each width; the shot itself is the full page. */
const VIEWPORT_HEIGHT = { 1440: 900, 375: 812 };
/** apps/web/src/app/storage.ts STORAGE_KEYS. */
const LANGUAGE_KEY = 'ma_language';
const COOKIE_NOTICE_KEY = 'ma_cookie_notice_accepted';
/** What CookieNotice.tsx stores once the notice is accepted. */
const COOKIE_NOTICE_ACCEPTED = '1';
const SETTLE_TIMEOUT_MS = 20_000;
const NAVIGATION_TIMEOUT_MS = 60_000;
const MAX_SCROLL_STEPS = 12;
/** The index is rewritten after this many shots. */
const INDEX_EVERY = 20;
/**
 * What a page shows while it still waits for data: the shell's loading bar while a query runs,
 * aria-busy regions, *-loading test ids, and the skeletons and spinners (CSS module names keep the
 * source class name).
 */
const BUSY_SELECTOR = [
  '[data-testid="loading-bar"][data-active="true"]',
  '[aria-busy="true"]',
  '[data-testid$="-loading"]',
  '[class*="skeleton" i]',
  '[class*="spinner" i]',
].join(',');

function listOption(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

const brands = listOption('SCREENSHOTS_BRANDS', Object.keys(PERSONAS));
const langs = listOption('SCREENSHOTS_LANGS', ['en-us', 'ja-jp']);
const widths = listOption('SCREENSHOTS_WIDTHS', ['1440', '375']).map(Number);
const routeWords = listOption('SCREENSHOTS_ROUTES', []);
const concurrency = Number(process.env.SCREENSHOTS_CONCURRENCY || 2);
const outDir = path.resolve(root, process.env.SCREENSHOTS_DIR || 'screenshots');
for (const brand of brands) if (!(brand in PERSONAS)) throw new Error(`unknown brand ${brand}`);
for (const width of widths)
  if (!Number.isInteger(width) || width < 200) throw new Error(`bad width ${width}`);

const wanted = (shot) => routeWords.length === 0 || routeWords.some((w) => shot.route.includes(w));

/** A file name for a path: `/browse/movie/id/12/x` -> `browse_movie_id_12_x`, `/` -> `home`. */
const slugOf = (p) => p.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9-]+/g, '_') || 'home';

/**
 * Waits until the page is settled: the network quiet, no loading indicator visible, fonts loaded.
 * Answers a note when it gave up waiting (the shot is taken anyway).
 */
async function settle(page) {
  try {
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].every((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return (
            box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.opacity === '0'
          );
        }),
      BUSY_SELECTOR,
      { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
    );
    await page.evaluate(() => document.fonts.ready);
    // The router's scroll to the top (SPEC.md 2) and images decoded since: two frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return null;
  } catch {
    return `not settled after ${SETTLE_TIMEOUT_MS / 1000} s (still loading)`;
  }
}

/**
 * Scrolls down a screen at a time and back up, so images that load when scrolled near show in the
 * full-page shot. At most MAX_SCROLL_STEPS screens: an endless list would keep growing.
 */
async function revealLazyContent(page) {
  await page.evaluate(async (maxSteps) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let step = 1; step <= maxSteps; step++) {
      const top = step * window.innerHeight;
      if (top >= document.documentElement.scrollHeight) break;
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  }, MAX_SCROLL_STEPS);
}

async function visit(page, url, { reveal = false } = {}) {
  const response = await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  let note = await settle(page);
  if (reveal && !note) {
    await revealLazyContent(page);
    note = await settle(page);
  }
  return { status: response?.status() ?? null, note };
}

async function signIn(page, origin, email) {
  await page.goto(`${origin}/login`, { timeout: NAVIGATION_TIMEOUT_MS });
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: NAVIGATION_TIMEOUT_MS });
}

/** member.lang wins over a choice stored on the device (apps/web/src/app/main.tsx), so save it. */
async function setMemberLanguage(page, lang) {
  const result = await page.evaluate(async (code) => {
    const response = await fetch('/membergraphapi/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        query:
          'mutation SetMemberLanguage($lang: String!) { member { setLanguage(lang: $lang) { responseResult { succeeded errorCode } } } }',
        variables: { lang: code },
      }),
    });
    return { status: response.status, body: await response.text() };
  }, lang);
  if (!result.body.includes('"succeeded":true'))
    throw new Error(
      `setting the language to ${lang} answered ${result.status}: ${result.body.slice(0, 300)}`,
    );
}

/** Every link on the page, as written (paths within the app). */
const hrefsOf = (page) =>
  page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''));

/** The brand's shots, ids taken from the links its own pages show the member. */
async function discover(page, origin) {
  const hrefs = [];
  const collect = async (paths) => {
    for (const p of paths) {
      await visit(page, `${origin}${p}`);
      hrefs.push(...(await hrefsOf(page)));
    }
  };
  await collect(['/', '/account']);
  await collect(discoveryPaths(mediaTypesOf(hrefs), accountPathsOf(hrefs)).slice(1));
  // Products are linked from a category's page, not always from the marketplace's home.
  const category = hrefs.find((h) => h.startsWith('/marketplace/category/'));
  if (category) await collect([category.split('?')[0]]);
  return memberShots(hrefs);
}

/** One full-page shot; `notes` say what went wrong (an error status, a page that never settled). */
async function shoot(page, origin, shot, { brand, width, lang }) {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT[width] ?? 900 });
  const file = path.join(lang, brand, String(width), `${slugOf(shot.path)}.png`);
  const notes = [];
  let finalPath = shot.path;
  try {
    const { status, note } = await visit(page, `${origin}${shot.path}`, { reveal: true });
    if (status !== null && status >= 400) notes.push(`HTTP ${status}`);
    if (note) notes.push(note);
    finalPath = new URL(page.url()).pathname;
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) notes.push(`scrolls sideways by ${overflow} px`);
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    await page.screenshot({ path: path.join(outDir, file), fullPage: true, animations: 'disabled' });
  } catch (err) {
    notes.push(`failed: ${String(err instanceof Error ? err.message : err).split('\n')[0]}`);
  }
  return { ...shot, brand, width, lang, file, finalPath, notes };
}

function progress(done, total, started, label) {
  const seconds = (Date.now() - started) / 1000;
  console.log(`[screenshots] ${done} of ${total} (${seconds.toFixed(0)} s) ${label}`);
}

async function main() {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  ensureWebBuild();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  console.log('[screenshots] starting the demo server…');
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: [...CHROMIUM_ARGS] });
  const shots = [];
  const missing = [];
  // Written as shots come in too, so a run cut short still leaves a page to look at.
  const writeIndex = () =>
    fs.writeFileSync(
      path.join(outDir, 'index.html'),
      renderIndex({
        shots,
        missing,
        brands,
        widths,
        langs,
        startedAt,
        seconds: (Date.now() - started) / 1000,
      }),
    );
  try {
    const originOf = (brand) => `http://${brand}.localhost:${server.port}`;
    const plans = [];
    for (const brand of brands) {
      console.log(`[screenshots] ${brand}: signing in and finding the ids…`);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [COOKIE_NOTICE_KEY, COOKIE_NOTICE_ACCEPTED],
      );
      const page = await context.newPage();
      await signIn(page, originOf(brand), PERSONAS[brand]);
      const found = await discover(page, originOf(brand));
      missing.push(...found.missing.map((route) => ({ brand, route })));
      plans.push({ brand, context, page, shots: [...PUBLIC_SHOTS, ...found.shots].filter(wanted) });
      console.log(`[screenshots] ${brand}: ${found.shots.length + PUBLIC_SHOTS.length} addresses`);
    }
    const total = plans.reduce((n, p) => n + p.shots.length, 0) * widths.length * langs.length;
    let done = 0;
    const shootBrand = async (plan) => {
      for (const lang of langs) {
        await setMemberLanguage(plan.page, lang);
        // Signed out, for the screens outside the shell: the device's stored choice picks the language.
        const guest = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await guest.addInitScript(
          ([languageKey, code, noticeKey, accepted]) => {
            window.localStorage.setItem(languageKey, code);
            window.localStorage.setItem(noticeKey, accepted);
          },
          [LANGUAGE_KEY, lang, COOKIE_NOTICE_KEY, COOKIE_NOTICE_ACCEPTED],
        );
        const guestPage = await guest.newPage();
        try {
          for (const shot of plan.shots) {
            const page = PUBLIC_SHOTS.includes(shot) ? guestPage : plan.page;
            for (const width of widths) {
              const taken = await shoot(page, originOf(plan.brand), shot, { brand: plan.brand, width, lang });
              shots.push(taken);
              done++;
              if (done % INDEX_EVERY === 0) writeIndex();
              const notes = taken.notes.length ? ` (${taken.notes.join('; ')})` : '';
              progress(done, total, started, `${lang} ${plan.brand} ${width} ${shot.path}${notes}`);
            }
          }
        } finally {
          await guest.close();
        }
      }
    };
    // Brands are independent (each its own member and language), so a few run side by side.
    const queue = [...plans];
    const worker = async () => {
      for (let plan = queue.shift(); plan; plan = queue.shift()) await shootBrand(plan);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, plans.length) }, worker));
    // Leave the personas as the seed made them, should anything reuse this database.
    for (const plan of plans) await setMemberLanguage(plan.page, 'en-us').catch(() => undefined);
  } finally {
    await browser.close();
    await server.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  writeIndex();
  const taken = shots.filter((s) => !s.notes.some((n) => n.startsWith('failed'))).length;
  const unsettled = shots.filter((s) => s.notes.some((n) => n.startsWith('not settled'))).length;
  console.log(
    `[screenshots] ${taken} images (${shots.length - taken} failed, ${unsettled} not settled) in ${seconds.toFixed(0)} s: ${path.relative(root, path.join(outDir, 'index.html'))}`,
  );
  if (missing.length)
    console.log(`[screenshots] no id found for: ${missing.map((m) => `${m.brand} ${m.route}`).join(', ')}`);
}

await main();
