import { describe, expect, it } from 'vitest';
import { filterTab, isListed, isOpenGiveaway, type GiveawayTab, type TabSweep } from './tabs';

const NOW = '2026-05-15T12:00:00.000Z';

function sweep(id: string, over: Partial<TabSweep> = {}): TabSweep {
  return {
    id,
    category: 'promotional',
    memberOnly: false,
    startDate: '2026-05-01T04:01:00.000Z',
    endDate: '2026-06-01T03:59:59.999Z',
    startAvailableDate: '2026-04-20T00:00:00.000Z',
    endAvailableDate: '2026-06-30T00:00:00.000Z',
    drawnAt: null,
    totalEntries: 0,
    ...over,
  };
}

describe('isListed (available dates; SPEC.md 4: past giveaways visible 72 hours after the draw)', () => {
  it.each([
    { case: 'inside the available dates', over: {}, expected: true },
    {
      case: 'before start_available_date',
      over: { startAvailableDate: '2026-05-16T00:00:00Z' },
      expected: false,
    },
    { case: 'after end_available_date', over: { endAvailableDate: '2026-05-15T11:59:59Z' }, expected: false },
    { case: 'drawn 71 h 59 min ago', over: { drawnAt: '2026-05-12T12:01:00Z' }, expected: true },
    { case: 'drawn exactly 72 h ago', over: { drawnAt: '2026-05-12T12:00:00Z' }, expected: false },
    { case: 'drawn 4 days ago', over: { drawnAt: '2026-05-11T12:00:00Z' }, expected: false },
  ])('$case → $expected', ({ over, expected }) => {
    expect(isListed(sweep('1', over), NOW)).toBe(expected);
  });
});

describe('isOpenGiveaway', () => {
  it.each([
    { case: 'inside the entry period', over: {}, expected: true },
    { case: 'before it', over: { startDate: '2026-06-01T04:01:00Z' }, expected: false },
    { case: 'after it', over: { endDate: '2026-05-01T03:59:59.999Z' }, expected: false },
    { case: 'drawn', over: { drawnAt: '2026-05-15T00:00:00Z' }, expected: false },
  ])('$case → $expected', ({ over, expected }) => {
    expect(isOpenGiveaway(sweep('1', over), NOW)).toBe(expected);
  });
});

describe('filterTab', () => {
  const list = [
    sweep('1001', { totalEntries: 50 }),
    sweep('1002', { totalEntries: 900, memberOnly: true }),
    sweep('1003', { category: 'monthly_exclusive', totalEntries: 300 }),
    sweep('1004', { startDate: '2026-06-01T04:01:00Z', totalEntries: 5000 }), // coming soon
    sweep('1005', { endDate: '2026-05-01T03:59:59.999Z', totalEntries: 7000 }), // drawing
    sweep('1006', { drawnAt: '2026-05-14T12:00:00Z' }), // past, drawn yesterday
    sweep('1007', { drawnAt: '2026-05-13T12:00:00Z' }), // past, drawn two days ago
    sweep('1008', { drawnAt: '2026-05-01T12:00:00Z' }), // past, hidden after 72 h
    sweep('1009', { startAvailableDate: '2026-05-20T00:00:00Z' }), // not yet listed
    sweep('1010', { totalEntries: 900 }),
  ];
  it.each<{ tab: GiveawayTab; expected: string[] }>([
    { tab: 'all', expected: ['1001', '1002', '1003', '1004', '1005', '1010'] },
    { tab: 'top', expected: ['1002', '1010', '1003', '1001'] },
    { tab: 'past', expected: ['1006', '1007'] },
    { tab: 'member-only', expected: ['1002'] },
    { tab: 'monthly-exclusive', expected: ['1003'] },
  ])('$tab → $expected', ({ tab, expected }) => {
    expect(filterTab(list, tab, NOW).map((s) => s.id)).toEqual(expected);
  });

  it('top shows the ten open giveaways with the most entries', () => {
    const many = Array.from({ length: 15 }, (_, i) => sweep(String(2000 + i), { totalEntries: i * 10 }));
    expect(filterTab(many, 'top', NOW).map((s) => s.totalEntries)).toEqual([
      140, 130, 120, 110, 100, 90, 80, 70, 60, 50,
    ]);
  });
});
