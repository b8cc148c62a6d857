import {
  bookDuration,
  bookTotalSeconds,
  parseBookPosition,
  resumeTime,
  type BookPosition,
  type SleepTimer,
} from '@member-area/domain';

/** Where to start: the saved chapter and time, unless the member had reached the end of the book. */
export function startPosition(
  durations: readonly number[],
  savedPosition: Record<string, unknown> | null | undefined,
): BookPosition {
  const saved = parseBookPosition(savedPosition, durations);
  if (!saved) return { chapter: 0, time: 0 };
  const resumed = resumeTime(bookTotalSeconds(durations, saved), bookDuration(durations));
  return resumed === 0 ? { chapter: 0, time: 0 } : saved;
}

/** What happens when a chapter's file plays to its end. */
export type ChapterEnd =
  /** The sleep timer asked to stop here: the next chapter (if any) waits, paused. */
  | { kind: 'stopHere'; next: number | null }
  /** The book is over: its end is saved and the player ends. */
  | { kind: 'bookEnd'; time: number }
  | { kind: 'nextChapter'; next: number };

export function chapterEnd(
  index: number,
  durations: readonly number[],
  sleep: SleepTimer | null,
): ChapterEnd {
  const last = index >= durations.length - 1;
  if (sleep?.kind === 'chapterEnd') return { kind: 'stopHere', next: last ? null : index + 1 };
  if (last) return { kind: 'bookEnd', time: durations[index] ?? 0 };
  return { kind: 'nextChapter', next: index + 1 };
}
