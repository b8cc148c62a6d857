import { DRAW_TIME_ZONE, intlLocale } from '@member-area/domain';

/** 'YYYY-MM' as the month's name and year in the reader's language ("May 2026"). */
export function formatPeriod(period: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * An instant in Eastern Time, where the draw's periods are defined (SPEC.md 9), with the zone's
 * name so EDT and EST read right.
 */
export function formatEastern(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: DRAW_TIME_ZONE,
    }).format(date) + ` ${zoneName(date, language)}`
  );
}

function zoneName(date: Date, language: string): string {
  const part = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: DRAW_TIME_ZONE,
    // The long name ('Eastern Daylight Time', '米国東部夏時間'): the short one is 'GMT-4' in most languages.
    timeZoneName: 'long',
  })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

export function formatCount(value: number | null, language: string): string {
  return value === null ? '' : new Intl.NumberFormat(intlLocale(language)).format(value);
}
