import { describe, expect, it } from 'vitest';
import {
  addReportDays,
  bucketOf,
  bucketsOf,
  presetRange,
  rangeDays,
  rangeInstants,
  reportDay,
  reportRangeProblem,
} from './range';

describe('reportRangeProblem: at most 366 days, from ≤ to, real days', () => {
  it.each([
    { from: '2026-01-01', to: '2026-01-01', expected: null },
    { from: '2026-01-01', to: '2026-01-31', expected: null },
    { from: '2026-01-01', to: '2027-01-01', expected: null }, // 366 days
    { from: '2026-01-01', to: '2027-01-02', expected: 'range_too_long' }, // 367 days
    { from: '2024-01-01', to: '2024-12-31', expected: null }, // a leap year: 366 days
    { from: '2026-02-02', to: '2026-02-01', expected: 'range_reversed' },
    { from: '2026-02-30', to: '2026-03-01', expected: 'range_invalid_date' },
    { from: '2026-1-1', to: '2026-03-01', expected: 'range_invalid_date' },
    { from: '', to: '2026-03-01', expected: 'range_invalid_date' },
    { from: '2026-03-01', to: 'tomorrow', expected: 'range_invalid_date' },
  ])('$from … $to → $expected', ({ from, to, expected }) => {
    expect(reportRangeProblem(from, to)).toBe(expected);
  });
});

describe('the days of a range', () => {
  it.each([
    { from: '2026-01-01', to: '2026-01-01', days: 1 },
    { from: '2026-02-27', to: '2026-03-02', days: 4 },
    { from: '2026-03-02', to: '2026-02-27', days: 0 },
    { from: 'x', to: '2026-02-27', days: 0 },
  ])('$from … $to holds $days days', ({ from, to, days }) => {
    expect(rangeDays(from, to)).toBe(days);
  });

  it('reads a day as UTC midnight and refuses what is not one', () => {
    expect(reportDay('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(reportDay('2026-13-01')).toBeNull();
    expect(addReportDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addReportDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the instants: the first midnight included, the one after the last day excluded', () => {
    expect(rangeInstants('2026-01-01', '2026-01-31')).toEqual({
      startIso: '2026-01-01T00:00:00.000Z',
      endIso: '2026-02-01T00:00:00.000Z',
    });
  });

  it.each([
    { days: 7, today: '2026-03-10', expected: { from: '2026-03-04', to: '2026-03-10' } },
    { days: 30, today: '2026-03-10', expected: { from: '2026-02-09', to: '2026-03-10' } },
    { days: 90, today: '2026-03-10', expected: { from: '2025-12-11', to: '2026-03-10' } },
  ])('the last $days days up to $today', ({ days, today, expected }) => {
    expect(presetRange(days, today)).toEqual(expected);
    expect(rangeDays(expected.from, expected.to)).toBe(days);
  });
});

describe('buckets', () => {
  it.each([
    { day: '2026-03-04', bucket: 'day' as const, expected: '2026-03-04' },
    { day: '2026-03-02', bucket: 'week' as const, expected: '2026-03-02' }, // a Monday
    { day: '2026-03-04', bucket: 'week' as const, expected: '2026-03-02' },
    { day: '2026-03-08', bucket: 'week' as const, expected: '2026-03-02' }, // a Sunday
    { day: '2026-01-01', bucket: 'week' as const, expected: '2025-12-29' }, // across a year
  ])('$day by $bucket → $expected', ({ day, bucket, expected }) => {
    expect(bucketOf(day, bucket)).toBe(expected);
  });

  it('lists every bucket of the range, the empty ones too', () => {
    expect(bucketsOf('2026-03-06', '2026-03-09', 'day')).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(bucketsOf('2026-03-06', '2026-03-17', 'week')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });
});
