/**
 * The date-of-birth question's fields (SPEC.md 5: entrants must be over 18): day, month and year in
 * the order the member's language writes a date, read back as 'YYYY-MM-DD'. The age rule itself is
 * packages/domain entrantAgeProblem, the same one the server applies.
 */
import { intlLocale } from '@member-area/domain';

export type DatePart = 'day' | 'month' | 'year';

export interface DateFields {
  day: string;
  month: string;
  year: string;
}

const ORDER_SAMPLE = new Date(Date.UTC(2001, 10, 22));

/** 'en-us' → month, day, year; 'fr-ca' → day, month, year; 'ja-jp' → year, month, day. */
export function datePartOrder(language: string): DatePart[] {
  try {
    const parts = new Intl.DateTimeFormat(intlLocale(language), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(ORDER_SAMPLE);
    const order = parts
      .map((part) => part.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : ['day', 'month', 'year'];
  } catch {
    return ['day', 'month', 'year'];
  }
}

/** The twelve months by name in the member's language, values '1'…'12'. */
export function monthOptions(language: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(new Date(Date.UTC(2001, index, 1))),
  }));
}

/** 'YYYY-MM-DD' from the fields, or null while one is missing or not a number of the right size. */
export function dateOfBirthText(fields: DateFields): string | null {
  const day = fields.day.trim();
  const month = fields.month.trim();
  const year = fields.year.trim();
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
