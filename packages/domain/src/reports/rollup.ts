import { addReportDays } from './range';

/**
 * The days a run of the dashboards' rollup recomputes (docs/adr/0013-dashboard-daily-rollups.md):
 * only closed days (before `today`, UTC); the days after the last rolled up, plus yesterday again to
 * catch rows written late; from `from` when an operator asks, but never leaving a gap after the last
 * rolled-up day (the reads trust every day up to it). With nothing rolled up yet: from the first day
 * with activity. Null: nothing to do.
 */
export function rollupDays(input: {
  today: string;
  rolledThrough: string | null;
  firstActivity: string | null;
  from?: string | null;
}): { from: string; to: string } | null {
  const yesterday = addReportDays(input.today, -1);
  const next = input.rolledThrough === null ? input.firstActivity : addReportDays(input.rolledThrough, 1);
  let from: string | null;
  if (input.from) from = next !== null && next < input.from ? next : input.from;
  else if (next === null) return null;
  else from = next < yesterday ? next : yesterday;
  return from <= yesterday ? { from, to: yesterday } : null;
}

/** The closed days of a range read from the rollups, and the days after them counted live. */
export function rollupSplit(
  from: string,
  to: string,
  rolledThrough: string | null,
): { rolled: { from: string; to: string } | null; live: { from: string; to: string } | null } {
  if (rolledThrough === null || rolledThrough < from) return { rolled: null, live: { from, to } };
  if (rolledThrough >= to) return { rolled: { from, to }, live: null };
  return { rolled: { from, to: rolledThrough }, live: { from: addReportDays(rolledThrough, 1), to } };
}

/**
 * A range of days as the whole months inside it (`YYYY-MM`, read from the monthly rollups) and the
 * days before and after them (read per day).
 */
export function wholeMonthsOf(
  from: string,
  to: string,
): { months: string[]; days: { from: string; to: string }[] } {
  const first = from.endsWith('-01') ? from : `${addReportDays(`${from.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  const afterTo = addReportDays(to, 1);
  const end = afterTo.endsWith('-01') ? to : addReportDays(`${to.slice(0, 7)}-01`, -1);
  if (first > end) return { months: [], days: [{ from, to }] };
  const months: string[] = [];
  for (let m = first; m <= end; m = `${addReportDays(`${m.slice(0, 7)}-28`, 4).slice(0, 7)}-01`)
    months.push(m.slice(0, 7));
  const days: { from: string; to: string }[] = [];
  if (from < first) days.push({ from, to: addReportDays(first, -1) });
  if (end < to) days.push({ from: addReportDays(end, 1), to });
  return { months, days };
}
