import { describe, expect, it } from 'vitest';
import { hasNextTrack, musicPosition, preloadTrackId, trackEnd } from './music-rules';

describe('trackEnd', () => {
  const base = { repeat: 'off' as const, next: null, albumItem: true, queueLength: 1, order: ['t1', 't2'] };

  it.each([
    ['repeat-one plays the track again', { ...base, repeat: 'one' as const, next: 't2' }, { kind: 'again' }],
    ['an album item moves to its next track', { ...base, next: 't2' }, { kind: 'track', id: 't2' }],
    [
      'an album alone in the queue with repeat-all loops from its first track',
      { ...base, repeat: 'all' as const },
      { kind: 'loopAlbum', id: 't1' },
    ],
    [
      'an album with more queued after it leaves under repeat-all',
      { ...base, repeat: 'all' as const, queueLength: 2 },
      { kind: 'leave' },
    ],
    ['a one-track item leaves', { ...base, albumItem: false, repeat: 'all' as const }, { kind: 'leave' }],
    ['the last track without repeat leaves', base, { kind: 'leave' }],
  ])('%s', (_rule, state, expected) => {
    expect(trackEnd(state)).toEqual(expected);
  });
});

describe('preloadTrackId', () => {
  it('preloads the album’s next track', () => {
    expect(preloadTrackId('off', 't2', undefined, 'a1')).toBe('t2');
  });
  it('preloads the next queued track of the same album only', () => {
    expect(preloadTrackId('off', null, { mediaType: 'music', id: 'a1', trackId: 't9' }, 'a1')).toBe('t9');
    expect(preloadTrackId('off', null, { mediaType: 'music', id: 'a2', trackId: 't9' }, 'a1')).toBeNull();
    expect(preloadTrackId('off', null, { mediaType: 'movie', id: 'a1' }, 'a1')).toBeNull();
  });
  it('preloads nothing under repeat-one', () => {
    expect(preloadTrackId('one', 't2', undefined, 'a1')).toBeNull();
  });
});

describe('hasNextTrack', () => {
  it('has somewhere to go with a next track, more queued, or repeat-all', () => {
    expect(hasNextTrack('t2', 1, 'off')).toBe(true);
    expect(hasNextTrack(null, 2, 'off')).toBe(true);
    expect(hasNextTrack(null, 1, 'all')).toBe(true);
    expect(hasNextTrack(null, 1, 'one')).toBe(false);
  });
});

describe('musicPosition', () => {
  it('keeps the time to a tenth and the music queue as track (or album) ids', () => {
    const queue = [
      { mediaType: 'music', id: 'a1', trackId: 't1' },
      { mediaType: 'movie', id: 'm1' },
      { mediaType: 'music', id: 'a2' },
    ];
    expect(musicPosition('t1', 12.345, queue)).toEqual({ trackId: 't1', time: 12.3, queue: ['t1', 'a2'] });
  });
});
