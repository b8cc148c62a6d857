/**
 * The date range of a dashboard (docs/console.md "Dashboards"): whole UTC days, `from` and `to`
 * both included, at most a year and a day long. Staff have no time zone of their own, so a day is
 * a UTC day everywhere (the console says so beside the range).
 */

/** The longest range a dashboard answers, in days (both ends included). */
export const REPORT_RANGE_MAX_DAYS = 366;

/** The ranges the console offers in one click: the last N days up to today. */
export const REPORT_RANGE_PRESETS = [7, 30, 90] as const;

/** Why a range is refused. */
export type ReportRangeProblem = 'range_invalid_date' | 'range_reversed' | 'range_too_long';

/** How revenue is grouped: per day, or per week (starting on Monday, as ISO 8601 weeks do). */
export type ReportBucket = 'day' | 'week';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a `YYYY-MM-DD` day, or null for anything else (2026-02-30 included). */
export function reportDay(day: string): number | null {
  const m = DATE.exec(day);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === day ? t : null;
}

/** The day `offset` days after `day` (`YYYY-MM-DD`, UTC). */
export function addReportDays(day: string, offset: number): string {
  const t = reportDay(day);
  if (t === null) throw new Error(`not a day: ${day}`);
  return new Date(t + offset * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range holds, both ends included (0 when it is not a range). */
export function rangeDays(from: string, to: string): number {
  const a = reportDay(from);
  const b = reportDay(to);
  return a === null || b === null || b < a ? 0 : Math.round((b - a) / DAY_MS) + 1;
}

/** Why the range cannot be answered, or null when it can. */
export function reportRangeProblem(from: string, to: string): ReportRangeProblem | null {
  const a = reportDay(from);
  const b = reportDay(to);
  if (a === null || b === null) return 'range_invalid_date';
  if (a > b) return 'range_reversed';
  return rangeDays(from, to) > REPORT_RANGE_MAX_DAYS ? 'range_too_long' : null;
}

/** The range as instants for SQL: from its first midnight (included) to the midnight after `to` (excluded). */
export function rangeInstants(from: string, to: string): { startIso: string; endIso: string } {
  return { startIso: `${from}T00:00:00.000Z`, endIso: `${addReportDays(to, 1)}T00:00:00.000Z` };
}

/** The last `days` days up to `today` (`YYYY-MM-DD`, today included). */
export function presetRange(days: number, today: string): { from: string; to: string } {
  return { from: addReportDays(today, 1 - days), to: today };
}

/** The bucket a day falls in: the day itself, or the Monday that starts its week. */
export function bucketOf(day: string, bucket: ReportBucket): string {
  if (bucket === 'day') return day;
  const t = reportDay(day);
  if (t === null) throw new Error(`not a day: ${day}`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addReportDays(day, -weekday);
}

/** Every bucket of the range in order, so a chart shows the days (or weeks) with nothing too. */
export function bucketsOf(from: string, to: string, bucket: ReportBucket): string[] {
  const out: string[] = [];
  const days = rangeDays(from, to);
  for (let i = 0; i < days; i++) {
    const b = bucketOf(addReportDays(from, i), bucket);
    if (out.at(-1) !== b) out.push(b);
  }
  return out;
}
