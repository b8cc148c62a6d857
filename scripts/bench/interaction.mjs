// Interaction bench (issue 16, target 7): with the CPU slowed 4x in Chromium, opening a title's
// details, typing in search and scrolling a row keep INP <= 100 ms; scrolling a 5,000-track playlist
// and a grid over a 100,000-title catalogue has no long task over 50 ms. The real built app and
// server on SQLite; figures under "web.interaction" in bench/results.json.
//
// `node scripts/bench/interaction.mjs` alone, or runInteractionBench() from `npm run bench`.
// BENCH_GRID_TITLES (100000), BENCH_PLAYLIST_TRACKS (5000), BENCH_INTERACTION_ROUNDS (3 per
// interaction), BENCH_CACHE_DIR (node_modules/.cache/member-area-bench, as the catalogue bench's:
// the seeded database is kept there).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../apps/web/e2e/browser.mjs';
import { root } from '../web-build.mjs';
import { recordResults } from './results.mjs';
import { cachedDatabase, startBenchServer } from './interaction/server.mjs';
import { inpOf, installProbes, interactionsOf, longTaskFigures } from './interaction/page-probes.mjs';
import { openDetails, scrollGrid, scrollPlaylist, scrollRow, typeSearch } from './interaction/journeys.mjs';

export const RESULT_NAME = 'web.interaction';
const TARGET = { inpMs: 100, longTaskMs: 50 };
/** Lighthouse's and DevTools' "mid-tier mobile" slowdown, as the issue asks. */
const CPU_THROTTLING = 4;
const VIEWPORT = { width: 1280, height: 800 };
const HOST = 'playmax.localhost';
const MEMBER = { email: 'paid@playmax.test', password: 'demo-pass-2026' };
/** Six letters that find many titles in the generated catalogue (a noun of its words list). */
const SEARCH_WORDS = 'harbor';
const GRID_WHEEL_STEPS = 40;
const PLAYLIST_WHEEL_STEPS = 40;

/**
 * The figures before the playlist was virtualised (main at 176d713, this script, 2 rounds), so the
 * results show what changed. Measured on 2 shared cores at a load average of 25 to 52: the INP
 * figures are mostly presentation delay of a starved renderer, not the app's own work.
 */
export const BASELINE = {
  commit: '176d713',
  measuredAt: '2026-11-28T13:15Z',
  loadAverage: 52.5,
  inpMs: { openDetails: 2176, typeInSearch: 216, scrollRow: 576 },
  maxLongTaskMs: { titleGrid: 1138, playlist: 10312 },
  longTasksOver50Ms: { titleGrid: 175, playlist: 162 },
  // The whole list was rendered: 5,000 rows, shown 231 s after navigating, one task of 86 s.
  playlistLoad: { shownAfterMs: 231016, maxLongTaskMs: 86408 },
};

const round1 = (n) => Math.round(n * 10) / 10;

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(MEMBER.email);
  await page.getByTestId('login-password').fill(MEMBER.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('greeting').waitFor({ state: 'visible', timeout: 60_000 });
}

function inpEntry(samples) {
  const inpMs = round1(Math.max(...samples.map((s) => s.inpMs)));
  return {
    inpMs,
    target: TARGET.inpMs,
    met: inpMs <= TARGET.inpMs,
    rounds: samples.map((s) => s.inpMs),
    worst: samples.map((s) => s.worst).sort((a, b) => b.duration - a.duration)[0] ?? null,
  };
}

function describe(events) {
  const worst = interactionsOf(events)[0];
  return {
    inpMs: round1(inpOf(events)),
    worst: worst
      ? {
          event: worst.name,
          duration: worst.duration,
          inputDelay: round1(worst.inputDelay),
          processing: round1(worst.processing),
          presentation: round1(worst.presentation),
        }
      : null,
  };
}

function scrollEntry(longTasks, extra) {
  const figures = longTaskFigures(longTasks, TARGET.longTaskMs);
  return {
    maxLongTaskMs: round1(figures.maxLongTaskMs),
    longTasksOver50Ms: figures.longTasksOverLimit,
    target: TARGET.longTaskMs,
    met: figures.longTasksOverLimit === 0,
    ...extra,
  };
}

function printTable(entry) {
  const rows = [
    ...Object.entries(entry.interactions).map(([name, e]) => [
      `INP ${name}`,
      `${e.inpMs} ms`,
      `<= ${e.target} ms`,
      e.met ? 'met' : 'MISSED',
      `rounds ${e.rounds.join(' / ')} ms; before ${BASELINE.inpMs[name] ?? '?'} ms`,
    ]),
    ...Object.entries(entry.scrolls).map(([name, e]) => [
      `longest task, ${name}`,
      `${e.maxLongTaskMs} ms`,
      `<= ${e.target} ms`,
      e.met ? 'met' : 'MISSED',
      `${e.longTasksOver50Ms} over 50 ms${e.loadMaxLongTaskMs !== undefined ? `; load: longest ${e.loadMaxLongTaskMs} ms` : ''}; before ${BASELINE.maxLongTaskMs[name] ?? '?'} ms`,
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(
    `\nInteraction (Chromium, CPU ${CPU_THROTTLING}x slower, ${entry.titles.toLocaleString('en-US')} titles, ` +
      `${entry.playlistTracks.toLocaleString('en-US')}-track playlist, load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  for (const r of rows) console.log(`  ${r.map((c, i) => c.padEnd(widths[i])).join('  ')}`);
  console.log(`  overall: ${entry.met ? 'met' : 'MISSED'}`);
}

export async function runInteractionBench({
  titles = Number(process.env.BENCH_GRID_TITLES ?? 100_000),
  tracks = Number(process.env.BENCH_PLAYLIST_TRACKS ?? 5_000),
  rounds = Number(process.env.BENCH_INTERACTION_ROUNDS ?? 3),
  cacheDir = process.env.BENCH_CACHE_DIR ?? path.join(root, 'node_modules/.cache/member-area-bench'),
  record = true,
} = {}) {
  const database = cachedDatabase({ titles, tracks, email: MEMBER.email, cacheDir });
  const server = await startBenchServer(database);
  const base = `http://${HOST}:${server.port}`;
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(installProbes);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });

    const samples = { openDetails: [], typeInSearch: [], scrollRow: [] };
    const note = (what, figures) => console.log(`[interaction] ${what}: ${JSON.stringify(figures)}`);
    for (let round = 0; round < rounds; round++) {
      samples.openDetails.push(describe(await openDetails(page, base, round)));
      note(`open details, round ${round + 1}`, samples.openDetails.at(-1));
      samples.typeInSearch.push(describe(await typeSearch(page, base, SEARCH_WORDS)));
      note(`type in search, round ${round + 1}`, samples.typeInSearch.at(-1));
      samples.scrollRow.push(describe(await scrollRow(page, base)));
      note(`scroll a row, round ${round + 1}`, samples.scrollRow.at(-1));
    }
    const grid = await scrollGrid(page, base, GRID_WHEEL_STEPS);
    note('title grid', longTaskFigures(grid.longTasks, TARGET.longTaskMs));
    const playlist = await scrollPlaylist(page, base, database.playlistId, PLAYLIST_WHEEL_STEPS);
    note('playlist', longTaskFigures(playlist.longTasks, TARGET.longTaskMs));
    const playlistLoad = longTaskFigures(playlist.loadLongTasks, TARGET.longTaskMs);

    const interactions = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, inpEntry(v)]));
    const scrolls = {
      titleGrid: scrollEntry(grid.longTasks, {
        scrolledPx: grid.scrolledPx,
        gridHeightPx: grid.gridHeightPx,
      }),
      playlist: scrollEntry(playlist.longTasks, {
        renderedTracks: playlist.renderedTracks,
        shownAfterMs: playlist.shownAfterMs,
        // Opening the page is not the target's scroll, but a list rendered whole shows up here.
        loadMaxLongTaskMs: round1(playlistLoad.maxLongTaskMs),
        loadLongTasksOver50Ms: playlistLoad.longTasksOverLimit,
      }),
    };
    const entry = {
      target: `INP <= ${TARGET.inpMs} ms (open details, type in search, scroll a row); no long task over ${TARGET.longTaskMs} ms scrolling the grid and the playlist; CPU ${CPU_THROTTLING}x slower`,
      cpuThrottling: CPU_THROTTLING,
      viewport: VIEWPORT,
      titles,
      playlistTracks: tracks,
      rounds,
      baseline: BASELINE,
      interactions,
      scrolls,
      met: [...Object.values(interactions), ...Object.values(scrolls)].every((e) => e.met),
    };
    printTable(entry);
    if (record) recordResults(RESULT_NAME, entry);
    return entry;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runInteractionBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
