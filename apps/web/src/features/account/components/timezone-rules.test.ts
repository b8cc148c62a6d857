import { describe, expect, it } from 'vitest';
import { keyStep, movedIndex, openingIndex } from './timezone-rules';

describe('keyStep', () => {
  it.each([
    ['ArrowDown', 1],
    ['ArrowUp', -1],
    ['PageDown', 8],
    ['PageUp', -8],
    ['Enter', undefined],
    ['a', undefined],
  ])('%s moves the highlight by %s', (key, step) => {
    expect(keyStep(key)).toBe(step);
  });
});

describe('movedIndex', () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 4],
    [2, -8, 5, 0],
    [0, 8, 5, 4],
    [0, 1, 0, null],
  ])('from %s by %s in %s rows lands on %s', (active, delta, count, expected) => {
    expect(movedIndex(active, delta, count)).toBe(expected);
  });
});

describe('openingIndex', () => {
  const zones = [
    { id: 'UTC', label: 'UTC', offset: '+00:00' },
    { id: 'Asia/Tokyo', label: 'Tokyo', offset: '+09:00' },
  ];

  it('highlights the member’s zone when the list opens, the first one for an unknown zone', () => {
    expect(openingIndex(zones, 'Asia/Tokyo')).toBe(1);
    expect(openingIndex(zones, 'Mars/Olympus')).toBe(0);
  });
});
