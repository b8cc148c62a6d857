/**
 * Resume and progress rules shared by every player (docs/players.md, SPEC.md 9).
 */
import { PLAYER_FORWARD_SECONDS, PLAYER_REWIND_SECONDS } from '../constants';

export const REWIND_SECONDS = PLAYER_REWIND_SECONDS;
export const FORWARD_SECONDS = PLAYER_FORWARD_SECONDS;

/** While playing, progress is written at most this often; pause, close and chapter change write at once. */
export const PROGRESS_WRITE_INTERVAL_MS = 10_000;

/** Near the end (last 5 % or last 10 s) a title starts over instead of resuming. */
export const RESUME_END_FRACTION = 0.05;
export const RESUME_END_SECONDS = 10;

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const MIN_SPEED = 0.5;
export const MAX_SPEED = 2;

export type ProgressWriteReason = 'tick' | 'pause' | 'close' | 'chapter' | 'ended';

/** The throttle: ticks write once per interval; the other reasons write at once. */
export function shouldWriteProgress(
  reason: ProgressWriteReason,
  lastWriteAt: number | null,
  now: number,
): boolean {
  switch (reason) {
    case 'pause':
    case 'close':
    case 'chapter':
    case 'ended':
      return true;
    case 'tick':
      return lastWriteAt === null || now - lastWriteAt >= PROGRESS_WRITE_INTERVAL_MS;
  }
}

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A time inside [0, duration] (duration unknown or live: only the lower bound). */
export function clampTime(time: number, duration: number | null | undefined): number {
  if (!finite(time) || time < 0) return 0;
  if (finite(duration) && duration > 0 && time > duration) return duration;
  return time;
}

/**
 * Where to start: the saved time, unless it is in the last 5 % or the last 10 s (the member
 * finished it, so it starts over), or not a usable number.
 */
export function resumeTime(saved: number | null | undefined, duration: number | null | undefined): number {
  if (!finite(saved) || saved <= 0) return 0;
  if (!finite(duration) || duration <= 0) return saved;
  const tail = Math.max(duration * RESUME_END_FRACTION, RESUME_END_SECONDS);
  if (saved >= duration - tail) return 0;
  return clampTime(saved, duration);
}

/** ← and → : back 10 s / forward 30 s, kept inside the title. */
export function seekBy(current: number, delta: number, duration: number | null | undefined): number {
  return clampTime((finite(current) ? current : 0) + delta, duration);
}

export function clampSpeed(speed: number): number {
  if (!finite(speed)) return 1;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

/** Shift+< / Shift+> : the next listed speed down or up (stays at the ends). */
export function stepSpeed(current: number, direction: 'slower' | 'faster'): number {
  const speed = clampSpeed(current);
  if (direction === 'faster') return PLAYBACK_SPEEDS.find((s) => s > speed + 1e-9) ?? MAX_SPEED;
  return [...PLAYBACK_SPEEDS].reverse().find((s) => s < speed - 1e-9) ?? MIN_SPEED;
}

export function clampVolume(volume: number): number {
  if (!finite(volume)) return 1;
  return Math.min(1, Math.max(0, volume));
}

/** MediaProgress.position is opaque JSON text; anything but an object reads as "no position". */
export function parsePosition(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** "12:34" or "1:02:03" for a time in seconds (live and unknown: "0:00"). */
export function formatPlaybackTime(seconds: number): string {
  const total = finite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
