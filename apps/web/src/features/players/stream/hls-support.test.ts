import { describe, expect, it } from 'vitest';
import { isBehindLive, prefersNativeHls } from './hls-support';

const videoSaying = (answer: CanPlayTypeResult) =>
  ({ canPlayType: () => answer }) as unknown as HTMLVideoElement;

describe('prefersNativeHls: native HLS only on a firm yes without MSE', () => {
  it.each<[string, CanPlayTypeResult, object, boolean]>([
    ['iPhone Safari (probably, no MSE) plays natively', 'probably', {}, true],
    ['desktop Safari (probably, with MSE) uses hls.js', 'probably', { MediaSource: {} }, false],
    ['iPadOS with ManagedMediaSource uses hls.js', 'probably', { ManagedMediaSource: {} }, false],
    ['a "maybe" is not a firm yes', 'maybe', {}, false],
    ['Chrome (no native HLS) uses hls.js', '', { MediaSource: {} }, false],
  ])('%s', (_case, answer, win, expected) => {
    expect(prefersNativeHls(videoSaying(answer), win as Window)).toBe(expected);
  });
});

describe('isBehindLive: back to live beyond two segments (at least 8 s)', () => {
  it.each<[string, number, number | null, number, boolean]>([
    ['at the edge', 100, 101, 4, false],
    ['7 s behind with 2 s segments is still live (8 s floor)', 93, 100, 2, false],
    ['9 s behind with 4 s segments is behind', 91, 100, 4, true],
    ['one refresh (4 s) behind is live', 96, 100, 4, false],
    ['11 s behind with 6 s segments is live', 89, 100, 6, false],
    ['30 s behind is behind', 70, 100, 6, true],
    ['no known edge is live', 10, null, 4, false],
  ])('%s', (_case, current, edge, segment, expected) => {
    expect(isBehindLive(current, edge, segment)).toBe(expected);
  });
});
