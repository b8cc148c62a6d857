import { describe, expect, it } from 'vitest';
import { drawPhase, isVerifiable, type DrawPhase } from './phase';

const MAY = { opensAt: '2026-05-01T04:01:00.000Z', closesAt: '2026-06-01T03:59:59.999Z' };

describe('drawPhase (docs/draws.md lifecycle, as the public page words it)', () => {
  const cases: { name: string; status: string; publishedAt?: string; now: string; expected: DrawPhase }[] = [
    {
      name: 'committed before its period',
      status: 'committed',
      now: '2026-04-30T12:00:00Z',
      expected: 'upcoming',
    },
    { name: 'committed at the opening instant', status: 'committed', now: MAY.opensAt, expected: 'open' },
    {
      name: 'committed during its period',
      status: 'committed',
      now: '2026-05-20T12:00:00Z',
      expected: 'open',
    },
    { name: 'committed at the closing instant', status: 'committed', now: MAY.closesAt, expected: 'open' },
    {
      name: 'committed after close: waiting for the draw',
      status: 'committed',
      now: '2026-06-02T00:00:00Z',
      expected: 'closed',
    },
    { name: 'rolled over', status: 'rolled_over', now: '2026-06-02T00:00:00Z', expected: 'rolled_over' },
    { name: 'drawn, seed not revealed', status: 'drawn', now: '2026-06-03T00:00:00Z', expected: 'drawn' },
    {
      name: 'drawn and published',
      status: 'drawn',
      publishedAt: '2026-06-03T00:00:00Z',
      now: '2026-06-04T00:00:00Z',
      expected: 'published',
    },
    { name: 'unused month', status: 'unused', now: '2026-06-04T00:00:00Z', expected: 'unused' },
  ];
  it.each(cases)('$name → $expected', ({ status, publishedAt = null, now, expected }) => {
    expect(drawPhase({ ...MAY, status, publishedAt }, new Date(now))).toBe(expected);
  });
});

describe('isVerifiable', () => {
  it.each([
    { seed: 'ab', snapshot: [], expected: true },
    { seed: null, snapshot: [], expected: false },
    { seed: 'ab', snapshot: null, expected: false },
  ])('seed $seed, snapshot $snapshot → $expected', ({ seed, snapshot, expected }) => {
    expect(isVerifiable({ seed, snapshot })).toBe(expected);
  });
});
