import { describe, expect, it } from 'vitest';
import { nextRepeatMode } from './modes';

describe('nextRepeatMode', () => {
  it.each([
    ['off', 'all'],
    ['all', 'one'],
    ['one', 'off'],
  ] as const)('repeat %s becomes %s on a press', (mode, next) => {
    expect(nextRepeatMode(mode)).toBe(next);
  });
});
