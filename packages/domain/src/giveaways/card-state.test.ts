import { describe, expect, it } from 'vitest';
import {
  SWEEP_CARD_STATES,
  cardAction,
  sweepCardState,
  sweepStatus,
  type SweepCardInput,
  type SweepCardState,
} from './card-state';

// May 2026 in Eastern Time, as drawPeriod('2026-05') gives it.
const OPEN: SweepCardInput = {
  category: 'promotional',
  startDate: '2026-05-01T04:01:00.000Z',
  endDate: '2026-06-01T03:59:59.999Z',
  drawnAt: null,
  winnerIsViewer: false,
  claimed: false,
  viewerEntries: 0,
  now: '2026-05-15T12:00:00.000Z',
};

describe('sweepCardState (SPEC.md 4 card states)', () => {
  it.each<{ case: string; input: Partial<SweepCardInput>; expected: SweepCardState }>([
    { case: 'open, no entries: active', input: {}, expected: 'active' },
    { case: 'open with entries: entered', input: { viewerEntries: 3 }, expected: 'entered' },
    {
      case: 'open monthly exclusive with the free entry: monthly_exclusive',
      input: { category: 'monthly_exclusive', viewerEntries: 1 },
      expected: 'monthly_exclusive',
    },
    {
      case: 'open monthly exclusive without an entry: active',
      input: { category: 'monthly_exclusive' },
      expected: 'active',
    },
    { case: 'before the start: future', input: { now: '2026-04-30T12:00:00Z' }, expected: 'future' },
    {
      case: 'one millisecond before the start: future',
      input: { now: '2026-05-01T04:00:59.999Z' },
      expected: 'future',
    },
    { case: 'at the start: active', input: { now: '2026-05-01T04:01:00.000Z' }, expected: 'active' },
    {
      case: 'at the last millisecond: still entered',
      input: { now: '2026-06-01T03:59:59.999Z', viewerEntries: 1 },
      expected: 'entered',
    },
    {
      case: 'after the end, no winner yet: drawing',
      input: { now: '2026-06-01T04:00:00.000Z', viewerEntries: 1 },
      expected: 'drawing',
    },
    {
      case: 'winner chosen, someone else: loser',
      input: { now: '2026-06-03T00:00:00Z', drawnAt: '2026-06-02T15:00:00Z', viewerEntries: 4 },
      expected: 'loser',
    },
    {
      case: 'the viewer won: winner',
      input: { now: '2026-06-03T00:00:00Z', drawnAt: '2026-06-02T15:00:00Z', winnerIsViewer: true },
      expected: 'winner',
    },
    {
      case: 'the viewer won and claimed: winner_claimed',
      input: { drawnAt: '2026-06-02T15:00:00Z', winnerIsViewer: true, claimed: true },
      expected: 'winner_claimed',
    },
    {
      case: 'an offset ISO string compares by time, not text',
      input: { now: '2026-05-31T23:59:00-04:00', viewerEntries: 1 },
      expected: 'entered',
    },
    { case: 'a Date works as well', input: { now: new Date('2026-07-01T00:00:00Z') }, expected: 'drawing' },
  ])('$case', ({ input, expected }) => {
    expect(sweepCardState({ ...OPEN, ...input })).toBe(expected);
  });
});

describe('sweepStatus and cardAction', () => {
  it.each<{ state: SweepCardState; status: string; action: string }>([
    { state: 'winner', status: 'Winner', action: 'claim' },
    { state: 'winner_claimed', status: 'Winner (Claimed)', action: 'none' },
    { state: 'loser', status: 'Announced', action: 'none' },
    { state: 'drawing', status: 'Drawing', action: 'none' },
    { state: 'entered', status: 'Entered', action: 'buy' },
    { state: 'active', status: 'Active', action: 'buy' },
    { state: 'monthly_exclusive', status: 'Entered', action: 'none' },
    { state: 'future', status: 'coming soon', action: 'none' },
  ])('$state → $status, $action', ({ state, status, action }) => {
    expect(sweepStatus(state)).toBe(status);
    expect(cardAction(state)).toBe(action);
  });

  it('covers every state', () => {
    expect(SWEEP_CARD_STATES).toHaveLength(8);
  });
});
