import { describe, expect, it } from 'vitest';
import { etaSeconds } from './eta';

const start = new Date('2026-12-07T10:00:00.000Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('etaSeconds', () => {
  it.each([
    { case: 'half done in 10 s: 10 s left', done: 50, total: 100, now: after(10), expected: 10 },
    { case: 'a quarter done in 30 s: 90 s left', done: 25, total: 100, now: after(30), expected: 90 },
    { case: 'rounded up to the next second', done: 3, total: 4, now: after(1), expected: 1 },
    { case: 'rounded up, not down, near the end', done: 999, total: 1000, now: after(100), expected: 1 },
    { case: 'all done: 0', done: 100, total: 100, now: after(10), expected: 0 },
    {
      case: 'more done than the total (a file added mid-scan): 0',
      done: 101,
      total: 100,
      now: after(10),
      expected: 0,
    },
    { case: 'nothing done yet: unknown', done: 0, total: 100, now: after(10), expected: null },
    { case: 'no total yet: unknown', done: 0, total: 0, now: after(10), expected: null },
    { case: 'a negative total: unknown', done: 1, total: -1, now: after(10), expected: null },
    { case: 'no time passed: unknown', done: 5, total: 100, now: after(0), expected: null },
    { case: 'a clock behind the start: unknown', done: 5, total: 100, now: after(-5), expected: null },
    { case: 'a NaN count: unknown', done: Number.NaN, total: 100, now: after(10), expected: null },
  ])('$case', ({ done, total, now, expected }) => {
    expect(etaSeconds({ done, total, startedAt: start, now })).toBe(expected);
  });
});
