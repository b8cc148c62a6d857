/**
 * Positions in an audiobook whose chapters are separate audio files: {chapter, time} within one
 * chapter, or total seconds from the start of the book (what progress is reported in).
 */
export interface BookPosition {
  /** 0-based chapter index. */
  chapter: number;
  /** Seconds into that chapter. */
  time: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export function bookDuration(durations: readonly number[]): number {
  return durations.reduce((sum, d) => sum + Math.max(0, d), 0);
}

/** Seconds from the start of the book. */
export function bookTotalSeconds(durations: readonly number[], { chapter, time }: BookPosition): number {
  let before = 0;
  for (let i = 0; i < chapter && i < durations.length; i++) before += Math.max(0, durations[i]!);
  return before + Math.max(0, time);
}

/** The chapter and time at `total` seconds (clamped to the book; the end is the last chapter's end). */
export function bookPositionAt(durations: readonly number[], total: number): BookPosition {
  if (durations.length === 0) return { chapter: 0, time: 0 };
  let rest = finite(total) ? Math.max(0, total) : 0;
  for (let chapter = 0; chapter < durations.length; chapter++) {
    const length = Math.max(0, durations[chapter]!);
    if (rest < length || chapter === durations.length - 1) return { chapter, time: Math.min(rest, length) };
    rest -= length;
  }
  return { chapter: 0, time: 0 };
}

/**
 * 10 s back / 30 s forward across chapter boundaries: 5 s into chapter 3, "back 10 s" lands 5 s
 * before the end of chapter 2. Stays inside the book.
 */
export function shiftBookPosition(
  durations: readonly number[],
  from: BookPosition,
  delta: number,
): BookPosition {
  return bookPositionAt(durations, bookTotalSeconds(durations, from) + delta);
}

/** Reads the saved position ({"chapter":2,"time":31.2}); out-of-range values are clamped. */
export function parseBookPosition(
  position: Record<string, unknown> | null | undefined,
  durations: readonly number[],
): BookPosition | null {
  if (!position || durations.length === 0) return null;
  const { chapter, time } = position;
  if (!finite(chapter) || !finite(time)) return null;
  const index = Math.min(Math.max(0, Math.floor(chapter)), durations.length - 1);
  return { chapter: index, time: Math.min(Math.max(0, time), Math.max(0, durations[index]!)) };
}
