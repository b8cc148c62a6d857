import { describe, expect, it } from 'vitest';
import {
  drawPeriod,
  isDrawPeriod,
  isInPeriod,
  nextPeriod,
  periodDays,
  periodOf,
  previousPeriod,
} from './draw-period';

describe('drawPeriod (SPEC.md 9: 12:01 a.m. to 11:59 p.m. Eastern Time, first to last day)', () => {
  it.each([
    // EST all month (UTC−5).
    { period: '2026-01', opensAt: '2026-01-01T05:01:00.000Z', closesAt: '2026-02-01T04:59:59.999Z' },
    // Clocks go forward on 8 March 2026: opens in EST, closes in EDT (UTC−4).
    { period: '2026-03', opensAt: '2026-03-01T05:01:00.000Z', closesAt: '2026-04-01T03:59:59.999Z' },
    // EDT all month.
    { period: '2026-07', opensAt: '2026-07-01T04:01:00.000Z', closesAt: '2026-08-01T03:59:59.999Z' },
    // Clocks go back on 1 November 2026: opens in EDT, closes in EST.
    { period: '2026-11', opensAt: '2026-11-01T04:01:00.000Z', closesAt: '2026-12-01T04:59:59.999Z' },
    // December to January crosses the year.
    { period: '2026-12', opensAt: '2026-12-01T05:01:00.000Z', closesAt: '2027-01-01T04:59:59.999Z' },
    // Leap February has 29 days, a common one 28.
    { period: '2028-02', opensAt: '2028-02-01T05:01:00.000Z', closesAt: '2028-03-01T04:59:59.999Z' },
    { period: '2027-02', opensAt: '2027-02-01T05:01:00.000Z', closesAt: '2027-03-01T04:59:59.999Z' },
    // 2025: forward on 9 March, back on 2 November.
    { period: '2025-03', opensAt: '2025-03-01T05:01:00.000Z', closesAt: '2025-04-01T03:59:59.999Z' },
    { period: '2025-11', opensAt: '2025-11-01T04:01:00.000Z', closesAt: '2025-12-01T04:59:59.999Z' },
  ])('$period', ({ period, opensAt, closesAt }) => {
    const p = drawPeriod(period);
    expect(p.opensAt.toISOString()).toBe(opensAt);
    expect(p.closesAt.toISOString()).toBe(closesAt);
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', ''])('refuses %s', (text) => {
    expect(isDrawPeriod(text)).toBe(false);
    expect(() => drawPeriod(text)).toThrow(RangeError);
  });
});

describe('periodOf (the Eastern Time month)', () => {
  it.each([
    { instant: '2026-03-01T04:59:59.999Z', expected: '2026-02' }, // 23:59:59.999 EST on 28 Feb
    { instant: '2026-03-01T05:00:00.000Z', expected: '2026-03' },
    { instant: '2026-11-01T03:59:59.999Z', expected: '2026-10' }, // 23:59:59.999 EDT on 31 Oct
    { instant: '2026-11-01T04:00:00.000Z', expected: '2026-11' },
    { instant: '2027-01-01T04:59:59.999Z', expected: '2026-12' },
    { instant: '2027-01-01T05:00:00.000Z', expected: '2027-01' },
    { instant: '2028-02-29T12:00:00.000Z', expected: '2028-02' },
  ])('$instant → $expected', ({ instant, expected }) => {
    expect(periodOf(instant)).toBe(expected);
  });
});

describe('nextPeriod and previousPeriod', () => {
  it.each([
    { period: '2026-01', next: '2026-02', previous: '2025-12' },
    { period: '2026-12', next: '2027-01', previous: '2026-11' },
    { period: '2028-02', next: '2028-03', previous: '2028-01' },
  ])('$period', ({ period, next, previous }) => {
    expect(nextPeriod(period)).toBe(next);
    expect(previousPeriod(period)).toBe(previous);
    expect(previousPeriod(nextPeriod(period))).toBe(period);
  });
});

describe('isInPeriod (both ends inclusive)', () => {
  it.each([
    {
      case: 'midnight on the 1st is before 12:01 a.m.',
      instant: '2026-03-01T05:00:59.999Z',
      expected: false,
    },
    { case: '12:01 a.m. on the 1st', instant: '2026-03-01T05:01:00.000Z', expected: true },
    { case: 'the DST jump (3 a.m. EDT on 8 March)', instant: '2026-03-08T07:00:00.000Z', expected: true },
    { case: '11:59:59.999 p.m. EDT on 31 March', instant: '2026-04-01T03:59:59.999Z', expected: true },
    { case: 'midnight EDT on 1 April', instant: '2026-04-01T04:00:00.000Z', expected: false },
    { case: '12:30 a.m. EDT on 1 April', instant: '2026-04-01T04:30:00.000Z', expected: false },
  ])('$case → $expected', ({ instant, expected }) => {
    expect(isInPeriod(instant, '2026-03')).toBe(expected);
  });
});

describe('periodDays: the Eastern Time days an entry period covers (SPEC.md 9)', () => {
  const day = (year: number, month: number, d: number) => ({ year, month, day: d });
  it.each([
    // The December draw: 1 to 31 December, though Chicago reads 30 November at its opening.
    {
      opens: '2026-12-01T05:01:00.000Z',
      closes: '2027-01-01T04:59:59.999Z',
      first: day(2026, 12, 1),
      last: day(2026, 12, 31),
    },
    // November opens in EDT and closes in EST.
    {
      opens: '2026-11-01T04:01:00.000Z',
      closes: '2026-12-01T04:59:59.999Z',
      first: day(2026, 11, 1),
      last: day(2026, 11, 30),
    },
    // March closes in EDT: Tokyo reads 1 April at its closing.
    {
      opens: '2026-03-01T05:01:00.000Z',
      closes: '2026-04-01T03:59:59.999Z',
      first: day(2026, 3, 1),
      last: day(2026, 3, 31),
    },
    // A leap February.
    {
      opens: '2028-02-01T05:01:00.000Z',
      closes: '2028-03-01T04:59:59.999Z',
      first: day(2028, 2, 1),
      last: day(2028, 2, 29),
    },
    // The same moments written with offsets.
    {
      opens: '2026-11-30T23:01:00-06:00',
      closes: '2027-01-01T13:59:59.999+09:00',
      first: day(2026, 12, 1),
      last: day(2026, 12, 31),
    },
  ])('$opens – $closes', ({ opens, closes, first, last }) => {
    expect(periodDays(opens, closes)).toEqual({ first, last });
  });

  it('is the days drawPeriod opens and closes on, for every month of a year', () => {
    for (let month = 1; month <= 12; month++) {
      const period = `2026-${String(month).padStart(2, '0')}`;
      const { opensAt, closesAt } = drawPeriod(period);
      const days = periodDays(opensAt, closesAt);
      expect(days?.first).toEqual(day(2026, month, 1));
      expect(days?.last).toEqual(day(2026, month, new Date(Date.UTC(2026, month, 0)).getUTCDate()));
    }
  });

  it('has no days for an unparsable moment', () => {
    expect(periodDays('not a date', '2027-01-01T04:59:59.999Z')).toBeNull();
  });
});
