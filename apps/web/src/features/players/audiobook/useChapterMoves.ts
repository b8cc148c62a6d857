import { useCallback, type MutableRefObject } from 'react';
import { shiftBookPosition, type BookPosition, type SleepTimer } from '@member-area/domain';
import type { PlayerProps } from '../core/contract';
import type { AudioFilePlayback } from '../mini/useAudioFile';
import { chapterEnd } from './audiobook-rules';

export interface AudiobookLatest {
  props: PlayerProps;
  chapterIndex: number;
  durations: readonly number[];
  sleep: SleepTimer | null;
}

export interface ChapterMoves {
  seekInChapter(time: number): void;
  seekRelative(delta: number): void;
  goToChapter(index: number): void;
  nextChapter(): void;
  previousChapter(): void;
  onEnded(): void;
}

/** Moving through the book: seeks that may cross chapters, chapter jumps, and a chapter's end. */
export function useChapterMoves(
  latest: MutableRefObject<AudiobookLatest>,
  file: AudioFilePlayback,
  setChapterIndex: (index: number) => void,
  report: (position: BookPosition, flush: boolean) => void,
  clearSleep: () => void,
): ChapterMoves {
  const { audioRef, lastTime, pendingSeek, wantPlay } = file;

  /** Anywhere in the book: seeks within the loaded chapter, or loads another chapter there. */
  const goTo = useCallback(
    (position: BookPosition) => {
      const element = audioRef.current;
      if (!element) return;
      lastTime.current = position.time;
      if (position.chapter === latest.current.chapterIndex) {
        element.currentTime = position.time;
        return;
      }
      pendingSeek.current = position.time;
      report(position, true);
      setChapterIndex(position.chapter);
    },
    [audioRef, lastTime, latest, pendingSeek, report, setChapterIndex],
  );

  const seekRelative = useCallback(
    (delta: number) => {
      const element = audioRef.current;
      if (!element) return;
      const here = { chapter: latest.current.chapterIndex, time: element.currentTime };
      goTo(shiftBookPosition(latest.current.durations, here, delta));
    },
    [audioRef, goTo, latest],
  );

  const goToChapter = useCallback(
    (index: number) => {
      if (index < 0 || index >= latest.current.durations.length) return;
      goTo({ chapter: index, time: 0 });
    },
    [goTo, latest],
  );

  const onEnded = useCallback(() => {
    const { chapterIndex: index, durations: d, props: p, sleep: timer } = latest.current;
    const end = chapterEnd(index, d, timer);
    if (end.kind === 'stopHere') {
      // The member asked to stop here: the next chapter waits, paused, for tomorrow.
      wantPlay.current = false;
      clearSleep();
      if (end.next !== null) goTo({ chapter: end.next, time: 0 });
    } else if (end.kind === 'bookEnd') {
      report({ chapter: index, time: end.time }, true);
      p.onEnded();
    } else {
      wantPlay.current = true;
      goTo({ chapter: end.next, time: 0 });
    }
  }, [clearSleep, goTo, latest, report, wantPlay]);

  return {
    seekInChapter: (time) => goTo({ chapter: latest.current.chapterIndex, time }),
    seekRelative,
    goToChapter,
    nextChapter: () => goToChapter(latest.current.chapterIndex + 1),
    previousChapter: () => {
      const index = latest.current.chapterIndex;
      if (index === 0) goTo({ chapter: 0, time: 0 });
      else goToChapter(index - 1);
    },
    onEnded,
  };
}
