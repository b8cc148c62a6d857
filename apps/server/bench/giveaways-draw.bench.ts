/**
 * Draw benchmark (issue 12 "Speed": a draw over 1,000,000 entries under 5 s): BENCH_DRAW_ENTRANTS
 * members (default 200,000) with BENCH_DRAW_ROWS ledger rows each (default 5, one entry per row:
 * 1,000,000 entries in 1,000,000 rows), then DrawService.closeAndDraw on the closed month — the
 * grouped pool query, 200,000 pseudonyms, the sort, the snapshot's JSON and hash, the draw and the
 * stored record — timed once as the draw and three times as re-runs (the same work, compared).
 * Prints the figures and writes them, with a `met` flag per engine, under "draw.closeAndDraw" in
 * bench/results.json.
 *
 *   npx tsx apps/server/bench/giveaways-draw.bench.ts   SQLite, plus PostgreSQL when TEST_DATABASE_URL is set
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { drawPeriod } from '@member-area/domain';
import { sql } from 'kysely';
import type { Db } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { OutboxMailer } from '../src/modules/mail/mailer';
import { EntrantPseudonyms } from '../src/modules/giveaways/draw-entrants';
import { DrawService } from '../src/modules/giveaways/draw-service';
import { type Template } from './demo-template';
import { onEachDatabaseFrom, RESULTS_FILE } from './harness';
import { DEFAULT_ORIGIN_SETTINGS } from '../src/modules/mail/public-origin';

const ENTRANTS = Number(process.env.BENCH_DRAW_ENTRANTS ?? 200_000);
const ROWS_PER_ENTRANT = Number(process.env.BENCH_DRAW_ROWS ?? 5);
const TARGET_MS = 5_000;
const PERIOD = '2026-03';
const RESULTS = RESULTS_FILE;
const T0 = '2026-01-01T00:00:00.000Z';

async function prepare(db: Db): Promise<void> {
  await db
    .insertInto('brands')
    .values({
      id: 'bench',
      name: 'Bench',
      hostname: 'bench.localhost',
      logo_url: '',
      icon_url: '',
      template: 'default',
      accent_color: '#298CB5',
      accent_color_exact: '#298CB5',
      support_domain: 'bench.test',
      support_email: 'support@bench.test',
      signup_url: '',
      member_area_url: 'http://bench.localhost',
      phones: '[]',
      company_name: 'Bench',
      address: '',
      city: '',
      state: '',
      zip: '',
      country_code: 'US',
      media_types: '[]',
      billing: '{}',
      cdn_server: '',
      cookie_policy_url: '',
      default_language: 'en-us',
      created_at: T0,
    })
    .execute();
  const { opensAt, closesAt } = drawPeriod(PERIOD);
  await db
    .insertInto('sweeps')
    .values({
      id: 'B1',
      name: 'Bench giveaway',
      product_name: 'Prize',
      description: '',
      prize_description: 'Prize',
      prize_kind: 'digital',
      category: 'promotional',
      member_only: 0,
      image: '',
      ref_number: 'SW-BENCH',
      tags: '[]',
      start_date: opensAt.toISOString(),
      end_date: closesAt.toISOString(),
      start_available_date: opensAt.toISOString(),
      end_available_date: closesAt.toISOString(),
      total_entries: ENTRANTS * ROWS_PER_ENTRANT,
      created_at: T0,
    })
    .execute();
  const ids: number[] = [];
  for (let from = 0; from < ENTRANTS; from += 1_500) {
    const rows = Array.from({ length: Math.min(1_500, ENTRANTS - from) }, (_, i) => ({
      brand_id: 'bench',
      email: `e${from + i}@bench.invalid`,
      password_hash: 'x',
      name: null,
      first_name: null,
      last_name: null,
      avatar_url: null,
      timezone: 'America/New_York',
      lang: 'en-us',
      provider: 'email',
      recipe: null,
      reference_number: `B-${from + i}`,
      subscription_provider: null,
      country_code: 'US',
      phone_number: null,
      green_points: 0,
      coins_balance: 0,
      is_demo: 0,
      is_active: 0,
      created_at: T0,
      updated_at: T0,
    }));
    ids.push(
      ...(await db.insertInto('members').values(rows).returning('id').execute()).map((r) => Number(r.id)),
    );
  }
  const span = closesAt.getTime() - opensAt.getTime();
  let row = 0;
  const all = ids.flatMap((memberId) => Array.from({ length: ROWS_PER_ENTRANT }, () => memberId));
  for (let from = 0; from < all.length; from += 4_000) {
    await db
      .insertInto('giveaway_entries')
      .values(
        all.slice(from, from + 4_000).map((memberId) => ({
          member_id: memberId,
          sweep_id: 'B1',
          name: 'Bench giveaway',
          entries: 1,
          kind: 'entered',
          created_at: new Date(opensAt.getTime() + ((row++ * 7919) % span)).toISOString(),
        })),
      )
      .execute();
  }
}

interface EngineFigures {
  drawMs: number;
  /** This process's CPU time during the draw: the wall time on an idle machine for SQLite (in-process). */
  drawCpuMs: number;
  rerunMs: number;
  entries: number;
  entrants: number;
  met: boolean;
}
const results: Record<string, EngineFigures> = {};

// The entrants and their ledger, built once and copied for each run (demo-template.ts): the draw
// writes its records, so every run needs the data as the load left it. Rebuilt when the server's
// source, this file or the sizes change.
const LEDGER: Template = {
  name: 'draw',
  extraKey: `${ENTRANTS} x ${ROWS_PER_ENTRANT}\n${fs.readFileSync(fileURLToPath(import.meta.url), 'utf8')}`,
  async build({ db, dialect }) {
    await migrateToLatest(db);
    await prepare(db);
    // A month's ledger meets its draw vacuumed and analyzed: PostgreSQL's autovacuum does that long
    // before the close (the test server runs with it off). Straight after a bulk load the table has
    // no statistics, so the planner expects a few hundred members and its hash spills to disk, and
    // the first read writes every page's hint bits: a cost no real draw pays. The copies carry the
    // statistics and hint bits (CREATE DATABASE … TEMPLATE copies the files).
    if (dialect === 'postgres') await sql`VACUUM (ANALYZE) giveaway_entries`.execute(db);
  },
};

let t = performance.now();
await onEachDatabaseFrom(LEDGER, async (label, { handle }) => {
  const db = handle.db;
  console.log(
    `\n${label}: ${ENTRANTS.toLocaleString('en-US')} entrants, ${(ENTRANTS * ROWS_PER_ENTRANT).toLocaleString('en-US')} ledger rows ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  // Committed the day before the month opened, drawn a quarter of an hour after it closed.
  let now = new Date(drawPeriod(PERIOD).opensAt.getTime() - 86_400_000);
  const clock = () => now;
  const draws = new DrawService({
    db,
    clock,
    mailer: new OutboxMailer(db, clock),
    origins: DEFAULT_ORIGIN_SETTINGS,
    entrants: new EntrantPseudonyms('bench-secret-bench-secret-bench-secret-0123'),
    log: { info: () => {}, warn: () => {}, error: console.error },
  });
  await draws.commitSweep('B1');
  now = new Date(drawPeriod(PERIOD).closesAt.getTime() + 15 * 60_000);
  t = performance.now();
  const cpu = process.cpuUsage();
  const drawn = await draws.closeAndDraw('B1', PERIOD);
  const drawMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  if (!drawn.ok || drawn.outcome !== 'drawn') throw new Error(`not drawn: ${JSON.stringify(drawn)}`);
  const reruns: number[] = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    const again = await draws.closeAndDraw('B1', PERIOD);
    reruns.push(performance.now() - t);
    if (!again.ok || again.outcome !== 'drawn' || !again.matches) throw new Error('a re-run differs');
  }
  const rerunMs = reruns.sort((a, b) => a - b)[1] ?? 0;
  const figures: EngineFigures = {
    drawMs: Math.round(drawMs),
    drawCpuMs: Math.round((used.user + used.system) / 1000),
    rerunMs: Math.round(rerunMs),
    entries: drawn.draw.total ?? 0,
    entrants: drawn.draw.uniqueEntrants ?? 0,
    met: drawMs < TARGET_MS,
  };
  results[handle.dialect] = figures;
  console.table([
    {
      engine: label,
      'draw ms': figures.drawMs,
      'draw cpu ms': figures.drawCpuMs,
      're-run ms (median of 3)': figures.rerunMs,
      entries: figures.entries,
      entrants: figures.entrants,
      met: figures.met,
    },
  ]);
  t = performance.now(); // the next engine's data: its copy (or its first build)
});

const previous = fs.existsSync(RESULTS)
  ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>)
  : {};
previous['draw.closeAndDraw'] = {
  target: { ms: TARGET_MS, entries: ENTRANTS * ROWS_PER_ENTRANT, entrants: ENTRANTS },
  measuredAt: new Date().toISOString(),
  ...results,
  met: Object.values(results).every((r) => r.met),
};
fs.writeFileSync(RESULTS, JSON.stringify(previous, null, 2) + '\n');
