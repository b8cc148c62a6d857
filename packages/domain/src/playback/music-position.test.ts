import { describe, expect, it } from 'vitest';
import { musicStartPoint, parseMusicPosition } from './music-position';

const tracks = [
  { id: 't1', duration: 180 },
  { id: 't2', duration: 200 },
  { id: 't3', duration: 240 },
];

describe('parseMusicPosition', () => {
  it.each([
    [
      { trackId: 't2', time: 31.5, queue: ['t2', 't3'] },
      { trackId: 't2', time: 31.5 },
    ],
    [
      { trackId: 42, time: 3 },
      { trackId: '42', time: 3 },
    ],
    [{ trackId: 't2' }, null],
    [{ time: 3 }, null],
    [null, null],
  ])('reads %j as %j', (position, expected) => {
    expect(parseMusicPosition(position)).toEqual(expected);
  });
});

describe('musicStartPoint', () => {
  it('resumes the saved track at the saved time', () => {
    expect(musicStartPoint(tracks, 't2', { trackId: 't2', time: 42 })).toEqual({ trackId: 't2', time: 42 });
  });

  it('plays the saved track when the queue item names no track', () => {
    expect(musicStartPoint(tracks, null, { trackId: 't3', time: 12 })).toEqual({ trackId: 't3', time: 12 });
  });

  it('starts another track the member picked from its beginning', () => {
    expect(musicStartPoint(tracks, 't1', { trackId: 't2', time: 42 })).toEqual({ trackId: 't1', time: 0 });
  });

  it('starts over a track that was played to its end', () => {
    expect(musicStartPoint(tracks, 't2', { trackId: 't2', time: 195 })).toEqual({ trackId: 't2', time: 0 });
  });

  it('falls back to the first track for an unknown track id', () => {
    expect(musicStartPoint(tracks, 'gone', null)).toEqual({ trackId: 't1', time: 0 });
  });

  it('has nothing to play in an album without tracks', () => {
    expect(musicStartPoint([], 't1', null)).toBeNull();
  });
});
