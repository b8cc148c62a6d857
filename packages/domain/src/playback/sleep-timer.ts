/** The sleep timer's choices (minutes) besides "end of chapter". */
export const SLEEP_MINUTES = [15, 30, 45, 60] as const;

/** The last seconds before the timer stops playback fade the volume down to silence. */
export const SLEEP_FADE_SECONDS = 8;

export type SleepTimer = { kind: 'minutes'; minutes: number; endsAt: number } | { kind: 'chapterEnd' };

/** A timer of `minutes` (wall clock) started at `now` (ms since epoch). */
export function minuteSleepTimer(minutes: number, now: number): SleepTimer {
  return { kind: 'minutes', minutes, endsAt: now + minutes * 60_000 };
}

/**
 * Seconds left on the timer. "End of chapter" counts what is left of the chapter at the current
 * speed; a minute timer counts wall-clock time.
 */
export function sleepSecondsLeft(
  timer: SleepTimer,
  now: number,
  chapter: { time: number; duration: number; rate: number },
): number {
  switch (timer.kind) {
    case 'minutes':
      return Math.max(0, (timer.endsAt - now) / 1000);
    case 'chapterEnd':
      return Math.max(0, (chapter.duration - chapter.time) / (chapter.rate > 0 ? chapter.rate : 1));
  }
}

/** Volume factor while the timer runs out: 1, then down to 0 over the last SLEEP_FADE_SECONDS. */
export function sleepFadeFactor(secondsLeft: number): number {
  if (!Number.isFinite(secondsLeft) || secondsLeft >= SLEEP_FADE_SECONDS) return 1;
  return Math.max(0, secondsLeft / SLEEP_FADE_SECONDS);
}
