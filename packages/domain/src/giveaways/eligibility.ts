/**
 * Who may enter, and the random giveaway choice (SPEC.md 5: "Entrants and buyers must be over 18";
 * "Choosing a random sweep excludes sweeps already entered. Only sweeps whose end date is still in
 * the future (New York time) qualify"). The date of birth is kept, not a checkbox alone (issue 12).
 */
import { TZDate } from '@date-fns/tz';
import { DRAW_TIME_ZONE, MINIMUM_AGE } from '../constants';
import { type Instant, instantMs } from './instant';

export type EntrantAgeProblem = 'dob_required' | 'dob_invalid' | 'under_age';

/** Older than this is a typo (1896 for 1996), not an entrant. */
export const OLDEST_PLAUSIBLE_AGE = 130;

/** The time zone giveaway end dates given as a bare day ('YYYY-MM-DD') belong to (SPEC.md 5). */
export const SWEEP_END_DATE_TIME_ZONE = DRAW_TIME_ZONE;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (no 2026-02-30, no 2025-02-29), else null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; such birth years are refused as implausible anyway.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

function isTimeZone(zone: string): boolean {
  return !Number.isNaN(new TZDate(0, zone).getTime());
}

/** The calendar day an instant falls on in a time zone (an unknown zone counts as Eastern Time). */
export function calendarDateIn(now: Instant, timeZone: string): CalendarDate {
  const zone = isTimeZone(timeZone) ? timeZone : DRAW_TIME_ZONE;
  const local = new TZDate(instantMs(now), zone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Completed years between a birth date and a day. Someone born on 29 February has their birthday
 * on 1 March in other years (the later of the two readings, the safe one for an age limit): on
 * 28 February they have not yet had it.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * Null when a date of birth makes the entrant MINIMUM_AGE or older today in `timeZone` (the
 * member's; a birthday begins at midnight where they live), else why not.
 */
export function entrantAgeProblem(
  dateOfBirth: string | null | undefined,
  now: Instant,
  timeZone: string = DRAW_TIME_ZONE,
): EntrantAgeProblem | null {
  const text = (dateOfBirth ?? '').trim();
  if (text === '') return 'dob_required';
  const birth = parseCalendarDate(text);
  if (!birth) return 'dob_invalid';
  const today = calendarDateIn(now, timeZone);
  if (compareDates(birth, today) > 0) return 'dob_invalid';
  const age = ageOn(birth, today);
  if (age > OLDEST_PLAUSIBLE_AGE) return 'dob_invalid';
  return age < MINIMUM_AGE ? 'under_age' : null;
}

/**
 * When a giveaway stops qualifying: its end instant, or for a bare day the end of that day in New
 * York (23:59:59.999 Eastern Time, whatever the offset is that day).
 */
export function sweepEndMs(endDate: Instant): number {
  if (typeof endDate === 'string') {
    const day = parseCalendarDate(endDate);
    if (day)
      return new TZDate(
        day.year,
        day.month - 1,
        day.day,
        23,
        59,
        59,
        999,
        SWEEP_END_DATE_TIME_ZONE,
      ).getTime();
  }
  return instantMs(endDate);
}

/**
 * A random giveaway the member has not entered and whose end is still ahead, or null when none
 * qualifies. `random` returns [0, 1) like Math.random (injected so tests and callers choose).
 */
export function pickRandomSweep(
  sweeps: readonly { id: string; endDate: Instant }[],
  enteredIds: Iterable<string>,
  now: Instant,
  random: () => number = Math.random,
): string | null {
  const entered = new Set(enteredIds);
  const t = instantMs(now);
  const candidates = sweeps.filter((s) => !entered.has(s.id) && sweepEndMs(s.endDate) > t);
  if (candidates.length === 0) return null;
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return candidates[Math.max(0, index)]?.id ?? null;
}
