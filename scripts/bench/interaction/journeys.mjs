/* global window, document -- page.evaluate callbacks run in the page */
// The member's moves the interaction bench times (issue 16, target 7), each in a fresh page load so
// one journey's leftovers (cached data, a lazy chunk) only help the next the way they would help a
// member. Each returns the raw Event Timing entries or long tasks of its measurement window.
import { collect, reset } from './page-probes.mjs';

/** Quiet after load: no request for half a second, then a moment for deferred work to run. */
const SETTLE_MS = 500;
/** Between two keystrokes of a member typing quickly (the search debounce is 300 ms). */
const KEY_DELAY_MS = 120;
/** A member's scroll: one wheel notch is ~100 px; a flick covers a screen or two. */
const WHEEL_STEP_PX = 1600;
const WHEEL_PAUSE_MS = 60;
/** A list rendered whole takes long under a 4x slower CPU; give it time, then call it a miss. */
const PLAYLIST_TIMEOUT_MS = 300_000;

async function open(page, url, ready) {
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

/** browse/{media}: click a card of a row; ends when the details page shows. */
export async function openDetails(page, base, round) {
  await open(page, `${base}/browse/movie`, 'section[data-testid^="row-"] [data-testid="media-card"]');
  await reset(page);
  await page.locator('section[data-testid^="row-"] [data-testid="media-card"]').nth(round).click();
  await page.getByTestId('media-details').waitFor({ state: 'visible', timeout: 60_000 });
  return (await collect(page)).events;
}

/**
 * The search page's field: three letters, a pause in which the results for them arrive and render,
 * three more letters while those results are on screen, then the refreshed results.
 */
export async function typeSearch(page, base, words) {
  await open(page, `${base}/search`, '[data-testid="search-page-input"]');
  const field = page.getByTestId('search-page-input');
  await field.focus();
  await reset(page);
  await field.pressSequentially(words.slice(0, 3), { delay: KEY_DELAY_MS });
  await page.waitForURL((url) => url.searchParams.get('q') === words.slice(0, 3));
  await page.getByTestId('search-count').waitFor({ state: 'visible', timeout: 60_000 });
  await field.pressSequentially(words.slice(3), { delay: KEY_DELAY_MS });
  await page.waitForURL((url) => url.searchParams.get('q') === words);
  await page
    .locator('[data-testid="search-count"], [data-testid="search-no-results"]')
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  return (await collect(page)).events;
}

/** A content row on browse: its "next" arrow twice, then the arrow keys across its cards. */
export async function scrollRow(page, base) {
  await open(page, `${base}/browse/movie`, 'section[data-testid^="row-"] [data-testid="media-card"]');
  const row = page.locator('section[data-testid^="row-"]').nth(1);
  await reset(page);
  const next = row.locator('header button').last();
  for (let i = 0; i < 2; i++) {
    await next.click();
    await page.waitForTimeout(400); // the smooth scroll
  }
  await row.locator('[data-testid="media-card"]').first().focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight', { delay: 30 });
  return (await collect(page)).events;
}

async function wheelThrough(page, steps) {
  await page.mouse.move(700, 450);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    await page.waitForTimeout(WHEEL_PAUSE_MS);
  }
}

/**
 * A browse tab's grid (every title of the type, newest first): flicks down the page, fetching
 * pages as it goes. Returns the long tasks of the scroll and how far it got.
 */
export async function scrollGrid(page, base, steps) {
  await open(
    page,
    `${base}/browse/movie/new-releases`,
    '[data-testid="title-grid"] [data-testid="media-card"]',
  );
  await reset(page);
  await wheelThrough(page, steps);
  await page.keyboard.press('End');
  await page.waitForTimeout(1_000);
  await wheelThrough(page, steps / 2);
  const { longTasks } = await collect(page);
  const reach = await page.evaluate(() => {
    const grid = document.querySelector('[data-testid="title-grid"]');
    return { scrolledPx: Math.round(window.scrollY), gridHeightPx: grid ? grid.scrollHeight : 0 };
  });
  return { longTasks, ...reach };
}

/**
 * The playlists page on a long playlist: its load (until the tracks show), then flicks down the
 * list, End and Home. Returns the long tasks of each phase.
 */
export async function scrollPlaylist(page, base, playlistId, steps) {
  const started = Date.now();
  await page.goto(`${base}/playlists?id=${encodeURIComponent(playlistId)}`);
  await page.getByTestId('playlist-tracks').waitFor({ state: 'visible', timeout: PLAYLIST_TIMEOUT_MS });
  const shownAfterMs = Date.now() - started;
  const load = await collect(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await reset(page);
  await wheelThrough(page, steps);
  await page.keyboard.press('End');
  await page.waitForTimeout(1_000);
  await page.keyboard.press('Home');
  await page.waitForTimeout(1_000);
  const scroll = await collect(page);
  const tracks = await page.getByTestId('playlist-track').count();
  return { loadLongTasks: load.longTasks, longTasks: scroll.longTasks, renderedTracks: tracks, shownAfterMs };
}
