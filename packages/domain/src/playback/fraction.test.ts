import { describe, expect, it } from 'vitest';
import { fractionOf } from './fraction';

describe('fractionOf (the mini-player progress line)', () => {
  it.each([
    [30, 120, 0.25],
    [200, 120, 1],
    [-1, 120, 0],
    [10, 0, 0],
    [10, Number.NaN, 0],
  ])('time %s of %s is %s', (time, duration, fraction) => {
    expect(fractionOf(time, duration)).toBe(fraction);
  });
});
