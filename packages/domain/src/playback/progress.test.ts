import { describe, expect, it } from 'vitest';
import { PLAYER_FORWARD_SECONDS, PLAYER_REWIND_SECONDS } from '../constants';
import {
  FORWARD_SECONDS,
  PROGRESS_WRITE_INTERVAL_MS,
  REWIND_SECONDS,
  clampSpeed,
  clampTime,
  clampVolume,
  formatPlaybackTime,
  parsePosition,
  resumeTime,
  seekBy,
  shouldWriteProgress,
  stepSpeed,
  type ProgressWriteReason,
} from './progress';

describe('SPEC.md 9 player steps', () => {
  it('rewinds 10 s and forwards 30 s (the constants of SPEC.md 9)', () => {
    expect([REWIND_SECONDS, FORWARD_SECONDS]).toEqual([10, 30]);
    expect([REWIND_SECONDS, FORWARD_SECONDS]).toEqual([PLAYER_REWIND_SECONDS, PLAYER_FORWARD_SECONDS]);
  });
});

describe('shouldWriteProgress: at most every 10 s while playing, at once otherwise', () => {
  it.each<[string, ProgressWriteReason, number | null, number, boolean]>([
    ['the first tick writes', 'tick', null, 0, true],
    ['a tick 9.9 s after the last write waits', 'tick', 0, PROGRESS_WRITE_INTERVAL_MS - 100, false],
    ['a tick 10 s after the last write writes', 'tick', 0, PROGRESS_WRITE_INTERVAL_MS, true],
    ['pause writes at once', 'pause', 0, 1, true],
    ['close writes at once', 'close', 0, 1, true],
    ['a chapter change writes at once', 'chapter', 0, 1, true],
    ['the end writes at once', 'ended', 0, 1, true],
  ])('%s', (_case, reason, last, now, expected) => {
    expect(shouldWriteProgress(reason, last, now)).toBe(expected);
  });
});

describe('resumeTime: resume at the saved time unless within the last 5 % or 10 s', () => {
  it.each<[string, number | null, number | null, number]>([
    ['never played starts at 0', null, 600, 0],
    ['a saved time resumes there', 754, 3600, 754],
    ['within the last 5 % of a long film starts over', 3430, 3600, 0],
    ['just before the last 5 % resumes', 3410, 3600, 3410],
    ['within the last 10 s of a short clip starts over (10 s > 5 %)', 52, 60, 0],
    ['just before the last 10 s of a short clip resumes', 49, 60, 49],
    ['at the very end starts over', 600, 600, 0],
    ['a negative time starts at 0', -5, 600, 0],
    ['NaN starts at 0', Number.NaN, 600, 0],
    ['an unknown duration resumes at the saved time', 42, null, 42],
  ])('%s', (_case, saved, duration, expected) => {
    expect(resumeTime(saved, duration)).toBe(expected);
  });
});

describe('clamp rules', () => {
  it.each<[string, number, number | null, number]>([
    ['inside stays', 12, 100, 12],
    ['below 0 is 0', -3, 100, 0],
    ['past the end is the end', 130, 100, 100],
    ['no duration (live) keeps the time', 1e6, null, 1e6],
    ['NaN is 0', Number.NaN, 100, 0],
  ])('clampTime: %s', (_case, time, duration, expected) => {
    expect(clampTime(time, duration)).toBe(expected);
  });

  it.each<[string, number, number, number]>([
    ['back 10 s', 50, -REWIND_SECONDS, 40],
    ['back 10 s near the start stops at 0', 4, -REWIND_SECONDS, 0],
    ['forward 30 s', 50, FORWARD_SECONDS, 80],
    ['forward 30 s near the end stops at the end', 90, FORWARD_SECONDS, 100],
  ])('seekBy: %s', (_case, current, delta, expected) => {
    expect(seekBy(current, delta, 100)).toBe(expected);
  });

  it.each<[number, number]>([
    [0.25, 0.5],
    [3, 2],
    [1.25, 1.25],
    [Number.NaN, 1],
  ])('clampSpeed(%d) keeps speeds within 0.5–2× → %d', (speed, expected) => {
    expect(clampSpeed(speed)).toBe(expected);
  });

  it.each<[number, 'slower' | 'faster', number]>([
    [1, 'faster', 1.25],
    [1, 'slower', 0.75],
    [2, 'faster', 2],
    [0.5, 'slower', 0.5],
    [1.1, 'faster', 1.25],
    [1.1, 'slower', 1],
  ])('stepSpeed(%d, %s) → %d', (current, direction, expected) => {
    expect(stepSpeed(current, direction)).toBe(expected);
  });

  it.each<[number, number]>([
    [-1, 0],
    [0.4, 0.4],
    [2, 1],
    [Number.NaN, 1],
  ])('clampVolume(%d) → %d', (volume, expected) => {
    expect(clampVolume(volume)).toBe(expected);
  });
});

describe('parsePosition and formatPlaybackTime', () => {
  it.each<[string | null, Record<string, unknown> | null]>([
    ['{"time":12.5}', { time: 12.5 }],
    ['[1,2]', null],
    ['not json', null],
    ['42', null],
    [null, null],
  ])('parsePosition(%j) reads only objects', (text, expected) => {
    expect(parsePosition(text)).toEqual(expected);
  });

  it.each<[number, string]>([
    [0, '0:00'],
    [754, '12:34'],
    [3723, '1:02:03'],
    [-4, '0:00'],
    [59.9, '0:59'],
  ])('formatPlaybackTime(%d) → %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });
});
