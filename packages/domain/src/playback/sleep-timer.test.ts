import { describe, expect, it } from 'vitest';
import { SLEEP_FADE_SECONDS, minuteSleepTimer, sleepFadeFactor, sleepSecondsLeft } from './sleep-timer';

const chapter = { time: 40, duration: 100, rate: 1 };

describe('sleepSecondsLeft', () => {
  it('counts a minute timer down in wall-clock time', () => {
    const timer = { kind: 'minutes', minutes: 15, endsAt: 1_000_000 + 15 * 60_000 } as const;
    expect(sleepSecondsLeft(timer, 1_000_000, chapter)).toBe(900);
    expect(sleepSecondsLeft(timer, 1_000_000 + 16 * 60_000, chapter)).toBe(0);
  });

  it('ends a minute timer that many minutes after it was set', () => {
    expect(minuteSleepTimer(15, 1_000_000)).toEqual({ kind: 'minutes', minutes: 15, endsAt: 1_900_000 });
    expect(sleepSecondsLeft(minuteSleepTimer(45, 5_000), 5_000, chapter)).toBe(45 * 60);
  });

  it('reads a speed that is not positive as normal speed for "end of chapter"', () => {
    expect(sleepSecondsLeft({ kind: 'chapterEnd' }, 0, { ...chapter, rate: 0 })).toBe(60);
  });

  it('counts "end of chapter" as what is left of the chapter at the playback speed', () => {
    expect(sleepSecondsLeft({ kind: 'chapterEnd' }, 0, chapter)).toBe(60);
    expect(sleepSecondsLeft({ kind: 'chapterEnd' }, 0, { ...chapter, rate: 1.5 })).toBe(40);
    expect(sleepSecondsLeft({ kind: 'chapterEnd' }, 0, { ...chapter, time: 120 })).toBe(0);
  });
});

describe('sleepFadeFactor', () => {
  it.each([
    [600, 1],
    [SLEEP_FADE_SECONDS, 1],
    [SLEEP_FADE_SECONDS / 2, 0.5],
    [0, 0],
    [-3, 0],
    [Number.NaN, 1],
  ])('with %s s left the volume is ×%s', (left, factor) => {
    expect(sleepFadeFactor(left)).toBe(factor);
  });
});
