import { describe, expect, it } from 'vitest';
import { minutesLeft, percentDone } from './ContinueRow.logic';

describe('minutesLeft (shown only when the remaining time is known)', () => {
  it.each([
    {
      rule: 'a film 10 min into a 40 min file',
      mediaType: 'movie',
      progress: 600,
      position: null,
      fraction: 0.25,
      left: 30,
    },
    {
      rule: 'rounds a part minute up',
      mediaType: 'movie',
      progress: 90,
      position: null,
      fraction: 0.5,
      left: 2,
    },
    {
      rule: 'never says 0 while unfinished',
      mediaType: 'movie',
      progress: 599,
      position: null,
      fraction: 0.999,
      left: 1,
    },
    {
      rule: 'music counts the track time of its position',
      mediaType: 'music',
      progress: 5,
      position: '{"trackId":"3","time":60}',
      fraction: 0.5,
      left: 1,
    },
    {
      rule: 'music without a time uses progress',
      mediaType: 'music',
      progress: 120,
      position: '{"trackId":"3"}',
      fraction: 0.5,
      left: 2,
    },
    {
      rule: 'an audiobook uses its seconds',
      mediaType: 'audiobook',
      progress: 1800,
      position: '{"chapter":2,"time":31}',
      fraction: 0.5,
      left: 30,
    },
    {
      rule: 'an ebook stores a fraction, not seconds',
      mediaType: 'ebook',
      progress: 0.4,
      position: null,
      fraction: 0.4,
      left: null,
    },
    {
      rule: 'a live stream has no end',
      mediaType: 'stream',
      progress: 300,
      position: null,
      fraction: null,
      left: null,
    },
    {
      rule: 'a game has no duration',
      mediaType: 'game',
      progress: 300,
      position: null,
      fraction: null,
      left: null,
    },
    {
      rule: 'unknown fraction',
      mediaType: 'movie',
      progress: 300,
      position: null,
      fraction: null,
      left: null,
    },
    { rule: 'nothing played yet', mediaType: 'movie', progress: 0, position: null, fraction: 0, left: null },
    { rule: 'finished', mediaType: 'movie', progress: 600, position: null, fraction: 1, left: null },
    {
      rule: 'a broken position falls back to progress',
      mediaType: 'music',
      progress: 30,
      position: '{oops',
      fraction: 0.5,
      left: 1,
    },
  ])('$rule → $left', ({ left, ...p }) => {
    expect(minutesLeft(p)).toBe(left);
  });
});

describe('percentDone', () => {
  it.each([
    [null, null],
    [0, 0],
    [0.426, 43],
    [1.2, 100],
    [-0.1, 0],
    [Number.NaN, null],
  ])('%s → %s', (fraction, expected) => {
    expect(percentDone(fraction)).toBe(expected);
  });
});
