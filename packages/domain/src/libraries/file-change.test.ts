import { describe, expect, it } from 'vitest';
import { changeAfterHash, firstLook, type StoredFile } from './file-change';

const stored: StoredFile = { size: 100, mtimeMs: 5_000, sha256: 'aa', present: true };

describe('firstLook (issue 32, point 5)', () => {
  it.each([
    ['a file never seen is hashed', undefined, { size: 100, mtimeMs: 5_000 }, 'hash'],
    ['same size and time is unchanged without a read', stored, { size: 100, mtimeMs: 5_000 }, 'unchanged'],
    ['another size is hashed', stored, { size: 101, mtimeMs: 5_000 }, 'hash'],
    ['another time is hashed', stored, { size: 100, mtimeMs: 5_001 }, 'hash'],
    [
      'a file missing last time is hashed',
      { ...stored, present: false },
      { size: 100, mtimeMs: 5_000 },
      'hash',
    ],
    ['a file never hashed is hashed', { ...stored, sha256: null }, { size: 100, mtimeMs: 5_000 }, 'hash'],
  ] as const)('%s', (_name, s, seen, expected) => {
    expect(firstLook(s, seen)).toBe(expected);
  });
});

describe('changeAfterHash (issue 32, point 5)', () => {
  it.each([
    ['same bytes at the same path (a touch)', stored, 'aa', undefined, 'unchanged'],
    ['other bytes at the same path', stored, 'bb', undefined, 'changed'],
    ['a new path with new bytes', undefined, 'cc', undefined, 'new'],
    ['a new path with the bytes of a file gone missing', undefined, 'aa', { present: false }, 'moved'],
    ['a new path with the bytes of a file still there (a copy)', undefined, 'aa', { present: true }, 'new'],
  ] as const)('%s', (_name, s, sha, movedFrom, expected) => {
    expect(changeAfterHash(s, sha, movedFrom)).toBe(expected);
  });
});
