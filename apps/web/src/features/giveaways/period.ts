/**
 * A giveaway's entry period as a member reads it (SPEC.md 9 "Draw": first to last day of the
 * month, 12:01 a.m. to 11:59 p.m. Eastern Time). The days are the Eastern calendar's, written as
 * dates and never moved into the member's zone (a December draw reads 1–31 December in Chicago and
 * in Tokyo); the member's own clock appears only beside the exact opening and closing moments.
 */
import { DRAW_TIME_ZONE, intlLocale, periodDays, type CalendarDay } from '@member-area/domain';
import { formatMoment, knownTimeZone } from './format';

export interface PeriodMoment {
  /** The moment in Eastern Time, where the draw is held. */
  eastern: string;
  /** The same moment on the member's clock; null when the member is on Eastern Time already. */
  local: string | null;
}

export interface EntryPeriodText {
  /** The first and last day, or null when the server's dates are unreadable. */
  days: { start: string; end: string } | null;
  opens: PeriodMoment;
  closes: PeriodMoment;
}

/** '1 Dec 2026': a calendar day, formatted in UTC so no zone can move it to another day. */
function formatCalendarDay(day: CalendarDay, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
}

function moment(iso: string, language: string, memberZone: string): PeriodMoment {
  return {
    eastern: formatMoment(iso, language, DRAW_TIME_ZONE),
    local: memberZone === DRAW_TIME_ZONE ? null : formatMoment(iso, language, memberZone),
  };
}

export function entryPeriodText(
  startDate: string,
  endDate: string,
  language: string,
  memberZone: string | null | undefined,
): EntryPeriodText {
  const zone = knownTimeZone(memberZone);
  const days = periodDays(startDate, endDate);
  return {
    days: days
      ? { start: formatCalendarDay(days.first, language), end: formatCalendarDay(days.last, language) }
      : null,
    opens: moment(startDate, language, zone),
    closes: moment(endDate, language, zone),
  };
}
