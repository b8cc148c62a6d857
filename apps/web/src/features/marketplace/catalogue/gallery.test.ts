import { describe, expect, it } from 'vitest';
import { keyTarget, SWIPE_MIN_DISTANCE_PX, swipeStep } from './gallery';

describe('swipeStep', () => {
  it.each([
    [-SWIPE_MIN_DISTANCE_PX, 0, 1],
    [SWIPE_MIN_DISTANCE_PX, 0, -1],
    [-120, 30, 1],
    [-(SWIPE_MIN_DISTANCE_PX - 1), 0, 0],
    [-60, 80, 0],
    [0, 0, 0],
  ])('a move of %i px across and %i px down steps %i', (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });
});

describe('keyTarget', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, null],
    ['ArrowRight', 0, 1, null],
  ])('%s from picture %i of %i goes to %s', (key, index, count, target) => {
    expect(keyTarget(key, index, count)).toBe(target);
  });
});
