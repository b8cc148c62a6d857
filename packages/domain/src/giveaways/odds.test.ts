import { describe, expect, it } from 'vitest';
import { odds } from './odds';

describe('odds', () => {
  it.each([
    { entries: 1, total: 3000, expected: { entries: 1, total: 3000, oneIn: 3000 } },
    { entries: 3, total: 10, expected: { entries: 3, total: 10, oneIn: 3 } },
    { entries: 4, total: 10, expected: { entries: 4, total: 10, oneIn: 3 } }, // 2.5 rounds up
    { entries: 9, total: 10, expected: { entries: 9, total: 10, oneIn: 1 } },
    { entries: 10, total: 10, expected: { entries: 10, total: 10, oneIn: 1 } },
    { entries: 0, total: 10, expected: null },
    { entries: 5, total: 0, expected: null },
    { entries: -1, total: 10, expected: null },
    { entries: Number.NaN, total: 10, expected: null },
  ])('$entries of $total → $expected', ({ entries, total, expected }) => {
    expect(odds(entries, total)).toEqual(expected);
  });
});
