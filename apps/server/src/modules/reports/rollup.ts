/**
 * The dashboards' daily rollups (docs/adr/0013-dashboard-daily-rollups.md): recomputes the closed UTC
 * days `rollupDays` picks (the days since the last rolled up, plus yesterday again; from an
 * operator's `--from`), a month at a time, each month in one transaction: its rows deleted then
 * written again from the live aggregates, so a run is idempotent and a day's figure is replaced
 * whole (a kind, currency or title no longer there leaves no row behind). The plays of each month
 * the days touch are summed again from the month's daily rows (`plays_month`).
 */
import { addReportDays, rollupDays } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import {
  deleteMonthPlays,
  deletePlayRollups,
  deleteRollups,
  firstActivityDay,
  insertDoneRows,
  insertEntryRollups,
  insertMonthPlays,
  insertPlayRollups,
  insertRevenueRollups,
  movedPlayDays,
  rolledThrough,
  upsertPlayDays,
} from './rollup-repo';

/** Days recomputed per transaction. */
const CHUNK_DAYS = 31;

export interface RollupReport {
  /** The days recomputed, both included; null: nothing to do. */
  from: string | null;
  to: string | null;
  days: number;
}

export async function rollupReports(db: Db, clock: Clock, from?: string | null): Promise<RollupReport> {
  const today = clock().toISOString().slice(0, 10);
  const [through, first] = await Promise.all([rolledThrough(db), firstActivityDay(db)]);
  const span = rollupDays({ today, rolledThrough: through, firstActivity: first, from });
  if (!span) return { from: null, to: null, days: 0 };
  let days = 0;
  for (let start = span.from; start <= span.to; start = addReportDays(start, CHUNK_DAYS)) {
    const last = addReportDays(start, CHUNK_DAYS - 1);
    const end = last < span.to ? last : span.to;
    const chunk: string[] = [];
    for (let d = start; d <= end; d = addReportDays(d, 1)) chunk.push(d);
    await inTransaction(
      db,
      async (trx) => {
        // Members whose progress was counted on an earlier day and saved again in these days: they
        // leave that day's plays for the new day's (one day per member and title, ADR 0014).
        const moved = await movedPlayDays(trx, start, end);
        await deleteRollups(trx, start, end);
        await deletePlayRollups(trx, moved);
        await upsertPlayDays(trx, start, end);
        await insertRevenueRollups(trx, start, end);
        await insertEntryRollups(trx, start, end);
        await insertPlayRollups(trx, start, end, moved);
        await insertDoneRows(trx, chunk);
        // The months the days belong to, summed again from their days (all of them, kept or new),
        // and the months of the days members moved away from.
        await deleteMonthPlays(trx, start.slice(0, 7), end.slice(0, 7));
        await insertMonthPlays(trx, start.slice(0, 7), end.slice(0, 7));
        for (const month of monthsOutside(moved, start.slice(0, 7), end.slice(0, 7))) {
          await deleteMonthPlays(trx, month, month);
          await insertMonthPlays(trx, month, month);
        }
      },
      // Derived figures, recomputed by the next run: a power cut may lose them.
      { durable: false },
    );
    days += chunk.length;
  }
  return { ...span, days };
}

/** The months (`YYYY-MM`) of `days` outside `fromMonth`…`toMonth`, each once, in order. */
function monthsOutside(days: readonly string[], fromMonth: string, toMonth: string): string[] {
  return [...new Set(days.map((d) => d.slice(0, 7)))].filter((m) => m < fromMonth || m > toMonth).sort();
}
