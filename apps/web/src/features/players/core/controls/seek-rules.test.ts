import { describe, expect, it } from 'vitest';
import { seekKeyTarget } from './seek-rules';

describe('seekKeyTarget (the seek slider’s keys)', () => {
  it.each([
    ['ArrowLeft', 95],
    ['ArrowDown', 95],
    ['ArrowRight', 105],
    ['ArrowUp', 105],
    ['PageDown', 40],
    ['PageUp', 160],
    ['Home', 0],
    ['End', 600],
  ])('%s moves from 100 s to %s s', (key, target) => {
    expect(seekKeyTarget(key, 100, 600)).toBe(target);
  });

  it('leaves other keys alone', () => {
    expect(seekKeyTarget('Enter', 100, 600)).toBeNull();
  });
});
