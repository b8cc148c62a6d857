import { describe, expect, it } from 'vitest';
import { ageOn, entrantAgeProblem, parseCalendarDate, pickRandomSweep, sweepEndMs } from './eligibility';

describe('parseCalendarDate (real calendar days only)', () => {
  it.each([
    { text: '2000-01-31', ok: true },
    { text: '2000-02-29', ok: true }, // 2000 is a leap year (divisible by 400)
    { text: '1900-02-29', ok: false }, // 1900 is not (divisible by 100)
    { text: '2004-02-29', ok: true },
    { text: '2005-02-29', ok: false },
    { text: '2005-02-30', ok: false },
    { text: '2005-04-31', ok: false },
    { text: '2005-13-01', ok: false },
    { text: '2005-00-10', ok: false },
    { text: '2005-01-00', ok: false },
    { text: '2005-1-5', ok: false },
    { text: '05/01/2005', ok: false },
    { text: '2005-01-05T00:00:00Z', ok: false },
    { text: '', ok: false },
  ])('$text → $ok', ({ text, ok }) => {
    expect(parseCalendarDate(text) !== null).toBe(ok);
  });
});

describe('ageOn (29 February birthdays fall on 1 March in other years)', () => {
  it.each([
    { birth: '2008-02-29', today: '2026-02-28', expected: 17 },
    { birth: '2008-02-29', today: '2026-03-01', expected: 18 },
    { birth: '2008-02-29', today: '2028-02-29', expected: 20 },
    { birth: '2008-05-15', today: '2026-05-14', expected: 17 },
    { birth: '2008-05-15', today: '2026-05-15', expected: 18 },
  ])('born $birth, on $today → $expected', ({ birth, today, expected }) => {
    expect(ageOn(parseCalendarDate(birth)!, parseCalendarDate(today)!)).toBe(expected);
  });
});

describe('entrantAgeProblem (SPEC.md 5: entrants must be 18 or over; MINIMUM_AGE)', () => {
  it.each([
    { case: 'missing', dob: null, now: '2026-05-15T12:00:00Z', zone: 'UTC', expected: 'dob_required' },
    { case: 'blank', dob: '  ', now: '2026-05-15T12:00:00Z', zone: 'UTC', expected: 'dob_required' },
    {
      case: 'not a date',
      dob: '15/05/2000',
      now: '2026-05-15T12:00:00Z',
      zone: 'UTC',
      expected: 'dob_invalid',
    },
    {
      case: 'not a real day',
      dob: '2001-02-29',
      now: '2026-05-15T12:00:00Z',
      zone: 'UTC',
      expected: 'dob_invalid',
    },
    {
      case: 'in the future',
      dob: '2026-05-16',
      now: '2026-05-15T12:00:00Z',
      zone: 'UTC',
      expected: 'dob_invalid',
    },
    {
      case: 'implausibly old',
      dob: '1890-01-01',
      now: '2026-05-15T12:00:00Z',
      zone: 'UTC',
      expected: 'dob_invalid',
    },
    {
      case: 'born today',
      dob: '2026-05-15',
      now: '2026-05-15T12:00:00Z',
      zone: 'UTC',
      expected: 'under_age',
    },
    { case: '17', dob: '2008-05-16', now: '2026-05-15T12:00:00Z', zone: 'UTC', expected: 'under_age' },
    { case: '18 today', dob: '2008-05-15', now: '2026-05-15T12:00:00Z', zone: 'UTC', expected: null },
    { case: 'adult', dob: '1980-07-04', now: '2026-05-15T12:00:00Z', zone: 'UTC', expected: null },
    {
      // 02:00 UTC on the 15th is still the 14th in New York: the birthday has not begun there.
      case: 'the birthday counts in the member time zone (New York, still the day before)',
      dob: '2008-05-15',
      now: '2026-05-15T02:00:00Z',
      zone: 'America/New_York',
      expected: 'under_age',
    },
    {
      case: 'the birthday counts in the member time zone (Tokyo, already the day)',
      dob: '2008-05-16',
      now: '2026-05-15T16:00:00Z',
      zone: 'Asia/Tokyo',
      expected: null,
    },
    {
      case: 'born 29 February: still 17 on 28 February',
      dob: '2008-02-29',
      now: '2026-02-28T12:00:00Z',
      zone: 'UTC',
      expected: 'under_age',
    },
    {
      case: 'born 29 February: 18 on 1 March',
      dob: '2008-02-29',
      now: '2026-03-01T12:00:00Z',
      zone: 'UTC',
      expected: null,
    },
    {
      case: 'an unknown time zone counts as Eastern Time',
      dob: '2008-05-15',
      now: '2026-05-15T02:00:00Z',
      zone: 'Not/AZone',
      expected: 'under_age',
    },
  ])('$case → $expected', ({ dob, now, zone, expected }) => {
    expect(entrantAgeProblem(dob, now, zone)).toBe(expected);
  });
});

describe('sweepEndMs (a bare end day ends at 23:59:59.999 in New York)', () => {
  it.each([
    { end: '2026-05-31', expected: '2026-06-01T03:59:59.999Z' }, // EDT, UTC-4
    { end: '2026-01-31', expected: '2026-02-01T04:59:59.999Z' }, // EST, UTC-5
    { end: '2026-03-08', expected: '2026-03-09T03:59:59.999Z' }, // the day clocks go forward
    { end: '2026-11-01', expected: '2026-11-02T04:59:59.999Z' }, // the day clocks go back
    { end: '2026-05-31T12:00:00Z', expected: '2026-05-31T12:00:00.000Z' },
  ])('$end → $expected', ({ end, expected }) => {
    expect(new Date(sweepEndMs(end)).toISOString()).toBe(expected);
  });
});

describe('pickRandomSweep (SPEC.md 5)', () => {
  const sweeps = [
    { id: '1001', endDate: '2026-05-31' },
    { id: '1002', endDate: '2026-05-14' }, // ended yesterday in New York
    { id: '1003', endDate: '2026-06-30T03:59:59.999Z' },
    { id: '1004', endDate: '2026-05-15' }, // ends tonight in New York
  ];
  const NOW = '2026-05-15T20:00:00Z';
  it.each([
    { case: 'the first candidate at random 0', entered: [], random: 0, expected: '1001' },
    { case: 'the last candidate at random 0.999', entered: [], random: 0.999, expected: '1004' },
    { case: 'entered giveaways are excluded', entered: ['1001', '1003'], random: 0, expected: '1004' },
    { case: 'none left', entered: ['1001', '1003', '1004'], random: 0.5, expected: null },
    { case: 'a random of exactly 1 stays in range', entered: [], random: 1, expected: '1004' },
  ])('$case', ({ entered, random, expected }) => {
    expect(pickRandomSweep(sweeps, entered, NOW, () => random)).toBe(expected);
  });

  it('a bare end day still qualifies at 23:59 in New York and not at midnight', () => {
    const list = [{ id: '1', endDate: '2026-05-15' }];
    expect(pickRandomSweep(list, [], '2026-05-16T03:59:00Z', () => 0)).toBe('1');
    expect(pickRandomSweep(list, [], '2026-05-16T04:00:00Z', () => 0)).toBeNull();
  });
});
