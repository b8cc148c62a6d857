import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import {
  FORWARD_SECONDS,
  REWIND_SECONDS,
  bookDuration,
  bookTotalSeconds,
  clampSpeed,
  sleepFadeFactor,
  stepSpeed,
  type BookPosition,
  type SleepTimer,
} from '@member-area/domain';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { useLatest } from '../core/useLatest';
import { toggleMute, useAppliedVolume } from '../mini/audioElement';
import { usePersisted } from '../mini/persistedStore';
import { useAudioFile } from '../mini/useAudioFile';
import type { AudioState } from '../mini/useAudioState';
import type { AudioElementHandlers } from '../mini/PlayerAudio';
import { startPosition } from './audiobook-rules';
import { audiobookSpeed } from './speed';
import { useChapterMoves, type AudiobookLatest } from './useChapterMoves';
import { useSleepTimer } from './useSleepTimer';

export type PlaybackChapter = PlaybackData['chapters'][number];

export interface AudiobookEngine extends AudioElementHandlers {
  audioRef: RefObject<HTMLAudioElement | null>;
  audio: AudioState;
  chapters: readonly PlaybackChapter[];
  chapter: PlaybackChapter | null;
  chapterIndex: number;
  /** Seconds into the book and the book's length (from the chapters' real durations). */
  elapsed: number;
  total: number;
  speed: number;
  sleep: SleepTimer | null;
  /** Seconds before the sleep timer pauses (null: no timer). */
  sleepLeft: number | null;
  preloadUrl: string | null;
  togglePlay(): void;
  seekInChapter(time: number): void;
  seekRelative(delta: number): void;
  goToChapter(index: number): void;
  nextChapter(): void;
  previousChapter(): void;
  setSpeed(speed: number): void;
  setSleep(timer: SleepTimer | null): void;
}

/**
 * The audiobook player's behaviour: one <audio> per chapter file, seeking across chapters, speed,
 * the sleep timer with its fade, progress as total seconds plus {chapter, time}, resume, refresh.
 */
export function useAudiobookEngine(props: PlayerProps): AudiobookEngine {
  const { playback } = props;
  const chapters = playback.chapters;
  const durations = useMemo(() => chapters.map((c) => c.duration), [chapters]);
  const speed = usePersisted(audiobookSpeed);
  const [start] = useState(() => startPosition(durations, props.resume?.position));
  const [chapterIndex, setChapterIndex] = useState(start.chapter);
  const chapter = chapters[chapterIndex] ?? null;
  const latest = useLatest<AudiobookLatest>({ props, chapterIndex, durations, sleep: null });

  const report = useCallback(
    (position: BookPosition, flush: boolean) => {
      const { props: p, durations: d } = latest.current;
      if (d.length === 0) return;
      const time = Math.round(position.time * 10) / 10;
      p.reportProgress(
        bookTotalSeconds(d, position),
        { chapter: position.chapter, time },
        flush ? { flush: true } : undefined,
      );
    },
    [latest],
  );
  const file = useAudioFile({
    file: chapter ? { key: String(chapterIndex), url: chapter.url } : null,
    initialTime: start.time,
    reportAt: (time, flush) => report({ chapter: latest.current.chapterIndex, time }, flush),
    stillFailing: (fresh, { key, url }) => fresh.chapters[Number(key)]?.url === url,
    onError: props.onError,
    refreshPlayback: props.refreshPlayback,
    onMetadata: (element) => {
      element.playbackRate = audiobookSpeed.get();
    },
  });
  const { audioRef, audio } = file;
  const timer = useSleepTimer(audio, chapter?.duration ?? 0, speed, file.pause);
  // The timer needs the <audio>'s state, which needs `latest` first: its value joins afterwards.
  latest.current.sleep = timer.sleep;
  useAppliedVolume(audioRef, timer.sleepLeft === null ? 1 : sleepFadeFactor(timer.sleepLeft));
  useAudioSpeed(audioRef, speed);
  useBookMediaSession(playback, chapter?.title, props.setMediaSession);
  const moves = useChapterMoves(latest, file, setChapterIndex, report, timer.clearSleep);

  const setSpeed = useCallback((value: number) => audiobookSpeed.set(clampSpeed(value)), []);
  props.useActions({
    togglePlay: file.togglePlay,
    seekBack: () => moves.seekRelative(-REWIND_SECONDS),
    seekForward: () => moves.seekRelative(FORWARD_SECONDS),
    slower: () => setSpeed(stepSpeed(audiobookSpeed.get(), 'slower')),
    faster: () => setSpeed(stepSpeed(audiobookSpeed.get(), 'faster')),
    previousChapter: moves.previousChapter,
    nextChapter: moves.nextChapter,
    toggleMute,
  });

  return {
    audioRef,
    audio,
    chapters,
    chapter,
    chapterIndex,
    elapsed: bookTotalSeconds(durations, { chapter: chapterIndex, time: audio.time }),
    total: bookDuration(durations),
    speed,
    sleep: timer.sleep,
    sleepLeft: timer.sleepLeft,
    preloadUrl: chapters[chapterIndex + 1]?.url ?? null,
    togglePlay: file.togglePlay,
    ...moves,
    setSpeed,
    setSleep: timer.setSleep,
    ...file.events,
  };
}

function useAudioSpeed(audioRef: RefObject<HTMLAudioElement | null>, speed: number): void {
  useEffect(() => {
    const element = audioRef.current;
    if (!element) return;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [audioRef, speed]);
}

function useBookMediaSession(
  playback: PlaybackData,
  chapterTitle: string | undefined,
  setMediaSession: PlayerProps['setMediaSession'],
): void {
  const { title, subtitle } = playback;
  const artworkUrl = playback.thumbnail.url;
  useEffect(() => {
    setMediaSession({
      title,
      artist: chapterTitle ?? subtitle ?? undefined,
      album: subtitle ?? undefined,
      artworkUrl,
    });
  }, [title, subtitle, artworkUrl, chapterTitle, setMediaSession]);
}
