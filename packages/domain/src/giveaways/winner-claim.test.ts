import { describe, expect, it } from 'vitest';
import { DRAW_MIN_UNIQUE_ENTRIES } from '../constants';
import { rollOverReason, winnerClaimState } from './winner-claim';

describe('winnerClaimState', () => {
  it.each([
    { kind: 'member', announcedAt: '2026-11-02', claimedAt: '2026-11-03', expected: 'claimed' },
    { kind: 'member', announcedAt: '2026-11-02', claimedAt: null, expected: 'waiting' },
    { kind: 'member', announcedAt: null, claimedAt: null, expected: 'not_announced' },
    { kind: 'postal', announcedAt: '2026-11-02', claimedAt: null, expected: 'by_post' },
    { kind: null, announcedAt: '2026-11-02', claimedAt: null, expected: 'member_gone' },
  ] as const)('$kind announced $announcedAt claimed $claimedAt: $expected', ({ expected, ...w }) => {
    expect(winnerClaimState(w)).toBe(expected);
  });
});

describe('rollOverReason', () => {
  it.each([
    { entrants: null, expected: 'too_few_entrants' },
    { entrants: 0, expected: 'too_few_entrants' },
    { entrants: DRAW_MIN_UNIQUE_ENTRIES - 1, expected: 'too_few_entrants' },
    { entrants: DRAW_MIN_UNIQUE_ENTRIES, expected: 'not_last_month' },
  ])('$entrants unique entrants: $expected', ({ entrants, expected }) => {
    expect(rollOverReason(entrants)).toBe(expected);
  });
});
