import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarDimensionsProblem, avatarFileProblem } from './avatar';

describe('avatarFileProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
    [{ type: 'image/gif', size: 1000 }, 'avatar_not_image'],
    [{ type: 'application/pdf', size: 1000 }, 'avatar_not_image'],
    [{ type: '', size: 1000 }, 'avatar_not_image'],
    [{ type: 'image/png', size: AVATAR_MAX_BYTES + 1 }, 'avatar_too_large'],
  ])('%o → %s', (file, problem) => {
    expect(avatarFileProblem(file)).toBe(problem);
  });
});

describe('avatarDimensionsProblem', () => {
  it.each([
    [64, 64, null],
    [4096, 4096, null],
    [63, 500, 'avatar_too_small'],
    [500, 63, 'avatar_too_small'],
    [4097, 500, 'avatar_dimensions'],
    [500, 5000, 'avatar_dimensions'],
  ])('%i×%i → %s', (width, height, problem) => {
    expect(avatarDimensionsProblem(width, height)).toBe(problem);
  });
});
