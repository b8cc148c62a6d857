/**
 * The monthly entry period of a draw (SPEC.md 9 "Draw": "monthly, 12:01 a.m. to 11:59 p.m. Eastern
 * Time, first to last day of the month"). Periods are named 'YYYY-MM'. Instants come from
 * @date-fns/tz, so the offset is the one New York has on that day (EST −5, EDT −4): no hand-written
 * offsets, and March and November are right.
 */
import { TZDate } from '@date-fns/tz';
import { DRAW_TIME_ZONE } from '../constants';
import { type Instant, instantMs } from './instant';

/** 12:01 a.m. on the 1st. */
export const DRAW_OPENS_AT = { hour: 0, minute: 1 } as const;
/** 11:59 p.m. on the last day, to its last millisecond (an entry at 11:59:30 p.m. is in). */
export const DRAW_CLOSES_AT = { hour: 23, minute: 59, second: 59, millisecond: 999 } as const;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isDrawPeriod(text: string): boolean {
  return PERIOD.test(text);
}

function parsePeriod(period: string): { year: number; month: number } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a draw period (YYYY-MM): ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

function formatPeriod(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** When a period's entries open and close (throws RangeError for a text that is not 'YYYY-MM'). */
export function drawPeriod(period: string): { opensAt: Date; closesAt: Date } {
  const { year, month } = parsePeriod(period);
  const opens = new TZDate(
    year,
    month - 1,
    1,
    DRAW_OPENS_AT.hour,
    DRAW_OPENS_AT.minute,
    0,
    0,
    DRAW_TIME_ZONE,
  );
  // Day 0 of the next month is the last day of this one.
  const closes = new TZDate(
    year,
    month,
    0,
    DRAW_CLOSES_AT.hour,
    DRAW_CLOSES_AT.minute,
    DRAW_CLOSES_AT.second,
    DRAW_CLOSES_AT.millisecond,
    DRAW_TIME_ZONE,
  );
  return { opensAt: new Date(opens.getTime()), closesAt: new Date(closes.getTime()) };
}

/**
 * The period of the Eastern Time month an instant falls in. The minute from midnight to 12:01 a.m.
 * on the 1st belongs to its month's name but to no entry period (isInPeriod says false).
 */
export function periodOf(instant: Instant): string {
  const local = new TZDate(instantMs(instant), DRAW_TIME_ZONE);
  return formatPeriod(local.getFullYear(), local.getMonth() + 1);
}

export function nextPeriod(period: string): string {
  const { year, month } = parsePeriod(period);
  return month === 12 ? formatPeriod(year + 1, 1) : formatPeriod(year, month + 1);
}

export function previousPeriod(period: string): string {
  const { year, month } = parsePeriod(period);
  return month === 1 ? formatPeriod(year - 1, 12) : formatPeriod(year, month - 1);
}

/** Whether an entry made at `instant` counts for `period` (both ends inclusive). */
export function isInPeriod(instant: Instant, period: string): boolean {
  const t = instantMs(instant);
  const { opensAt, closesAt } = drawPeriod(period);
  return t >= opensAt.getTime() && t <= closesAt.getTime();
}

/** A day on the calendar, with no time and no zone (month 1–12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The Eastern Time calendar day an instant falls on, or null for an unparsable instant. */
export function easternDay(instant: Instant): CalendarDay | null {
  const ms = instantMs(instant);
  if (Number.isNaN(ms)) return null;
  const local = new TZDate(ms, DRAW_TIME_ZONE);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/**
 * The days an entry period covers as SPEC.md 9 states them ("first to last day of the month",
 * Eastern Time): the Eastern days it opens and closes on. They are dates, not moments, so a reader
 * in another zone reads the same days (a December draw is 1 to 31 December in Chicago and Tokyo
 * too, not 30 November or 1 January); only the exact opening and closing moments have local times.
 */
export function periodDays(
  opens: Instant,
  closes: Instant,
): { first: CalendarDay; last: CalendarDay } | null {
  const first = easternDay(opens);
  const last = easternDay(closes);
  return first && last ? { first, last } : null;
}
