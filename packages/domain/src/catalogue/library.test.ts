import { describe, expect, it } from 'vitest';
import {
  acceptsProgress,
  checkPlaylistName,
  isPermutation,
  isValidProgress,
  moveItem,
  PLAYLIST_NAME_MAX,
} from './library';

describe('checkPlaylistName', () => {
  it.each([
    ['Road trip', { ok: true, name: 'Road trip' }],
    ['  Road   trip  ', { ok: true, name: 'Road trip' }],
    ['', { ok: false, errorCode: 'playlist_name_required' }],
    ['   ', { ok: false, errorCode: 'playlist_name_required' }],
    ['x'.repeat(PLAYLIST_NAME_MAX), { ok: true, name: 'x'.repeat(PLAYLIST_NAME_MAX) }],
    ['x'.repeat(PLAYLIST_NAME_MAX + 1), { ok: false, errorCode: 'playlist_name_too_long' }],
    ['🎵'.repeat(PLAYLIST_NAME_MAX), { ok: true, name: '🎵'.repeat(PLAYLIST_NAME_MAX) }],
  ])('playlist name %j → %j', (raw, expected) => {
    expect(checkPlaylistName(raw)).toEqual(expected);
  });
});

describe('moveItem', () => {
  it.each([
    { to: 0, expected: ['c', 'a', 'b', 'd'] },
    { to: 3, expected: ['a', 'b', 'd', 'c'] },
    { to: 99, expected: ['a', 'b', 'd', 'c'] },
    { to: -5, expected: ['c', 'a', 'b', 'd'] },
    { to: 2, expected: ['a', 'b', 'c', 'd'] },
  ])('moving c to $to gives $expected', ({ to, expected }) => {
    expect(moveItem(['a', 'b', 'c', 'd'], 'c', to)).toEqual(expected);
  });
  it('moving an item that is not in the list is refused', () => {
    expect(moveItem(['a'], 'z', 0)).toBeNull();
  });
});

describe('isPermutation (a reorder must name exactly the current tracks)', () => {
  it.each([
    [['a', 'b', 'c'], ['c', 'a', 'b'], true],
    [['a', 'b', 'c'], ['a', 'b'], false],
    [['a', 'b'], ['a', 'b', 'c'], false],
    [['a', 'b', 'c'], ['a', 'a', 'c'], false],
    [['a', 'b'], ['a', 'z'], false],
  ])('%j → %j: %s', (current, next, expected) => {
    expect(isPermutation(current, next)).toBe(expected);
  });
});

describe('acceptsProgress (progress never moves backwards because of a late write)', () => {
  it.each([
    { rule: 'the first write is stored', stored: null, incoming: { progress: 5, sequence: 1 }, ok: true },
    {
      rule: 'a newer write is stored even when it seeks back',
      stored: { progress: 50, sequence: 10 },
      incoming: { progress: 20, sequence: 11 },
      ok: true,
    },
    {
      rule: 'a late write with an older sequence is ignored',
      stored: { progress: 50, sequence: 10 },
      incoming: { progress: 60, sequence: 9 },
      ok: false,
    },
    {
      rule: 'the same sequence keeps the furthest position',
      stored: { progress: 50, sequence: 10 },
      incoming: { progress: 40, sequence: 10 },
      ok: false,
    },
  ])('$rule', ({ stored, incoming, ok }) => {
    expect(acceptsProgress(stored, incoming)).toBe(ok);
  });

  it.each([
    [0, true],
    [12.5, true],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('progress %s valid: %s', (p, ok) => {
    expect(isValidProgress(p)).toBe(ok);
  });
});
