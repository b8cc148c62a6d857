import { describe, expect, it } from 'vitest';
import {
  activeMembershipMonths,
  carbonOffsetTonnes,
  greenPoints,
  greenProgress,
  membershipPeriod,
  treesFromStreaming,
  type MembershipPeriod,
} from './trees';

const NOW = new Date('2026-11-23T19:00:00Z');
const running = (start: string): MembershipPeriod => ({ start, end: null });

describe('greenProgress (SPEC.md 9: a tree per active month and per hour streamed, 4 trees a tonne)', () => {
  it.each([
    { case: '0 active months, nothing streamed', periods: [], seconds: 0, trees: 0, tonnes: 0, points: 1 },
    {
      case: '0 active months (joined this month), 1.5 hours streamed',
      periods: [running('2026-11-02T10:00:00Z')],
      seconds: 5400,
      trees: 1,
      tonnes: 0.25,
      points: 1,
    },
    {
      case: '1 active month, 59 minutes streamed plant no tree yet',
      periods: [running('2026-10-20T00:00:00Z')],
      seconds: 3540,
      trees: 1,
      tonnes: 0.25,
      points: 1,
    },
    {
      case: '1 active month, 2.75 hours streamed',
      periods: [running('2026-10-20T00:00:00Z')],
      seconds: 9900,
      trees: 3,
      tonnes: 0.75,
      points: 3,
    },
    {
      case: '13 active months, nothing streamed',
      periods: [running('2025-10-01T00:00:00Z')],
      seconds: 0,
      trees: 13,
      tonnes: 3.25,
      points: 13,
    },
    {
      case: '13 active months over two memberships, 10.2 hours streamed',
      periods: [
        { start: '2024-01-15T00:00:00Z', end: '2024-08-15T00:00:00Z' },
        running('2026-05-01T00:00:00Z'),
      ],
      seconds: 36720,
      trees: 23,
      tonnes: 5.75,
      points: 23,
    },
    {
      case: 'overlapping subscriptions count their months once (13)',
      periods: [
        running('2025-10-10T00:00:00Z'),
        { start: '2026-01-01T00:00:00Z', end: '2026-06-01T00:00:00Z' },
      ],
      seconds: 0,
      trees: 13,
      tonnes: 3.25,
      points: 13,
    },
  ])('$case', ({ periods, seconds, trees, tonnes, points }) => {
    const progress = greenProgress({
      periods,
      streamed: seconds ? [{ month: '2026-11', seconds }] : [],
      now: NOW,
    });
    expect(progress.treesPlanted).toBe(trees);
    expect(progress.carbonOffsetTonnes).toBe(tonnes);
    expect(greenPoints(progress.treesPlanted)).toBe(points);
    expect(progress.months.at(-1)?.trees ?? 0).toBe(trees);
  });
});

describe('activeMembershipMonths', () => {
  it.each([
    { case: 'a membership that ended counts up to its end', end: '2026-03-01T00:00:00Z', months: 2 },
    { case: 'an end in the future counts up to now only', end: '2027-06-01T00:00:00Z', months: 10 },
    { case: 'an end before its start counts nothing', end: '2025-12-01T00:00:00Z', months: 0 },
  ])('$case', ({ end, months }) => {
    expect(activeMembershipMonths([{ start: '2026-01-01T00:00:00Z', end }], NOW)).toBe(months);
  });
});

describe('treesFromStreaming and carbonOffsetTonnes', () => {
  it.each([
    { seconds: 0, trees: 0 },
    { seconds: 3599.9, trees: 0 },
    { seconds: 3600, trees: 1 },
    { seconds: 7199, trees: 1 },
    { seconds: -50, trees: 0 },
    { seconds: Number.NaN, trees: 0 },
  ])('$seconds s streamed plant $trees trees', ({ seconds, trees }) => {
    expect(treesFromStreaming(seconds)).toBe(trees);
  });

  it('12 trees offset 3 tonnes (SPEC.md 9)', () => {
    expect(carbonOffsetTonnes(12)).toBe(3);
  });
});

describe('the monthly chart', () => {
  it('is cumulative month by month and ends at the totals', () => {
    const progress = greenProgress({
      periods: [running('2026-08-15T00:00:00Z')],
      streamed: [
        { month: '2026-08', seconds: 7200 },
        { month: '2026-10', seconds: 1800 },
        { month: '2026-11', seconds: 1800 },
      ],
      now: NOW,
    });
    expect(progress.months).toEqual([
      { month: '2026-08', trees: 2 },
      { month: '2026-09', trees: 3 },
      { month: '2026-10', trees: 4 },
      { month: '2026-11', trees: 6 },
    ]);
  });

  it('keeps only the last 24 months', () => {
    const progress = greenProgress({ periods: [running('2020-01-01T00:00:00Z')], streamed: [], now: NOW });
    expect(progress.months).toHaveLength(24);
    expect(progress.months[0]?.month).toBe('2024-12');
    expect(progress.months.at(-1)?.trees).toBe(82);
  });

  it('is empty for a member with no membership and nothing streamed', () => {
    expect(greenProgress({ periods: [], streamed: [], now: NOW }).months).toEqual([]);
  });
});

describe('membershipPeriod', () => {
  const base = { startDate: '2026-01-01T00:00:00Z', cancelDate: null, cancelledAt: null, endDate: null };
  it.each([
    { case: 'active runs on', s: { ...base, isActive: true }, end: null },
    {
      case: 'cancelled runs to the end of its paid period',
      s: { ...base, isActive: true, cancelDate: '2026-03-01T00:00:00Z', endDate: '2026-03-15T00:00:00Z' },
      end: '2026-03-15T00:00:00Z',
    },
    {
      case: 'inactive without an end date ended when cancelled',
      s: { ...base, isActive: false, cancelledAt: '2026-02-01T00:00:00Z' },
      end: '2026-02-01T00:00:00Z',
    },
    { case: 'inactive with no dates counts nothing', s: { ...base, isActive: false }, end: base.startDate },
  ])('$case', ({ s, end }) => {
    expect(membershipPeriod(s)).toEqual({ start: base.startDate, end });
  });
});
