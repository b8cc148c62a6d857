import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  FORWARD_SECONDS,
  REWIND_SECONDS,
  bookDuration,
  bookTotalSeconds,
  clampSpeed,
  parseBookPosition,
  resumeTime,
  shiftBookPosition,
  sleepFadeFactor,
  sleepSecondsLeft,
  stepSpeed,
  type BookPosition,
  type SleepTimer,
} from '@member-area/domain';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { playSafely, toggleMute, useAppliedVolume } from '../mini/audioElement';
import { usePersisted } from '../mini/persistedStore';
import { useAudioState, type AudioState } from '../mini/useAudioState';
import { audiobookSpeed } from './speed';

export type PlaybackChapter = PlaybackData['chapters'][number];

export interface AudiobookEngine {
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
  onLoadedMetadata(): void;
  onEnded(): void;
  onError(): void;
  onPlaying(): void;
  onPause(): void;
  onTimeUpdate(): void;
}

/** Where to start: the saved chapter and time, unless the member had reached the end of the book. */
function startPosition(playback: PlaybackData, resume: PlayerProps['resume']): BookPosition {
  const durations = playback.chapters.map((c) => c.duration);
  const saved = parseBookPosition(resume?.position, durations);
  if (!saved) return { chapter: 0, time: 0 };
  const resumed = resumeTime(bookTotalSeconds(durations, saved), bookDuration(durations));
  return resumed === 0 ? { chapter: 0, time: 0 } : saved;
}

/**
 * The audiobook player's behaviour: one <audio> per chapter file, seeking across chapters, speed,
 * the sleep timer with its fade, progress as total seconds plus {chapter, time}, resume, refresh.
 */
export function useAudiobookEngine(props: PlayerProps): AudiobookEngine {
  const { playback } = props;
  const chapters = playback.chapters;
  const durations = useMemo(() => chapters.map((c) => c.duration), [chapters]);
  const audioRef = useRef<HTMLAudioElement>(null);
  const audio = useAudioState(audioRef);
  const speed = usePersisted(audiobookSpeed);

  const [start] = useState(() => startPosition(playback, props.resume));
  const [chapterIndex, setChapterIndex] = useState(start.chapter);
  const chapter = chapters[chapterIndex] ?? null;

  const wantPlay = useRef(true);
  const pendingSeek = useRef<number | null>(start.time);
  const lastTime = useRef(start.time);
  const loaded = useRef<{ chapter: number; url: string } | null>(null);
  const refreshedFor = useRef<number | null>(null);

  const [sleep, setSleepState] = useState<SleepTimer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const sleepLeft = sleep
    ? sleepSecondsLeft(sleep, now, {
        time: audio.time,
        duration: audio.duration || (chapter?.duration ?? 0),
        rate: speed,
      })
    : null;
  useAppliedVolume(audioRef, sleepLeft === null ? 1 : sleepFadeFactor(sleepLeft));

  const latest = useRef({ props, chapterIndex, durations, sleep });
  latest.current = { props, chapterIndex, durations, sleep };

  const report = useCallback((position: BookPosition, flush: boolean) => {
    const { props: p, durations: d } = latest.current;
    if (d.length === 0) return;
    const time = Math.round(position.time * 10) / 10;
    p.reportProgress(
      bookTotalSeconds(d, position),
      { chapter: position.chapter, time },
      flush ? { flush: true } : undefined,
    );
  }, []);

  // Load the chapter's file; the same chapter at a refreshed URL carries on where it was.
  useEffect(() => {
    const element = audioRef.current;
    if (!element || !chapter) return;
    const previous = loaded.current;
    if (previous && previous.chapter === chapterIndex && previous.url === chapter.url) return;
    if (previous && previous.chapter === chapterIndex)
      pendingSeek.current = element.currentTime || lastTime.current;
    loaded.current = { chapter: chapterIndex, url: chapter.url };
    element.src = chapter.url;
  }, [chapter, chapterIndex]);

  useEffect(() => {
    const element = audioRef.current;
    if (!element) return;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }, [speed]);

  const { setMediaSession } = props;
  useEffect(() => {
    setMediaSession({
      title: playback.title,
      artist: chapter?.title ?? playback.subtitle ?? undefined,
      album: playback.subtitle ?? undefined,
      artworkUrl: playback.thumbnail.url,
    });
  }, [playback.title, playback.subtitle, playback.thumbnail.url, chapter?.title, setMediaSession]);

  useEffect(
    () => () => report({ chapter: latest.current.chapterIndex, time: lastTime.current }, true),
    [report],
  );

  const play = useCallback(() => {
    const element = audioRef.current;
    if (!element) return;
    wantPlay.current = true;
    void playSafely(element);
  }, []);

  const pause = useCallback(() => {
    wantPlay.current = false;
    audioRef.current?.pause();
  }, []);

  const togglePlay = useCallback(() => {
    if (audioRef.current?.paused) play();
    else pause();
  }, [play, pause]);

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
    [report],
  );

  const seekInChapter = useCallback(
    (time: number) => goTo({ chapter: latest.current.chapterIndex, time }),
    [goTo],
  );

  const seekRelative = useCallback(
    (delta: number) => {
      const element = audioRef.current;
      if (!element) return;
      const here = { chapter: latest.current.chapterIndex, time: element.currentTime };
      goTo(shiftBookPosition(latest.current.durations, here, delta));
    },
    [goTo],
  );

  const goToChapter = useCallback(
    (index: number) => {
      if (index < 0 || index >= latest.current.durations.length) return;
      goTo({ chapter: index, time: 0 });
    },
    [goTo],
  );

  const nextChapter = useCallback(() => goToChapter(latest.current.chapterIndex + 1), [goToChapter]);
  const previousChapter = useCallback(() => {
    const index = latest.current.chapterIndex;
    if (index === 0) goTo({ chapter: 0, time: 0 });
    else goToChapter(index - 1);
  }, [goTo, goToChapter]);

  const setSpeed = useCallback((value: number) => audiobookSpeed.set(clampSpeed(value)), []);

  const setSleep = useCallback((timer: SleepTimer | null) => {
    setNow(Date.now());
    setSleepState(timer);
  }, []);

  // The sleep timer ticks once a second while set; at zero it pauses (the fade already silenced it).
  useEffect(() => {
    if (!sleep) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [sleep]);
  useEffect(() => {
    if (sleep?.kind === 'minutes' && sleepLeft !== null && sleepLeft <= 0) {
      pause();
      setSleepState(null);
    }
  }, [sleep, sleepLeft, pause]);

  const onEnded = useCallback(() => {
    const { chapterIndex: index, durations: d, props: p, sleep: timer } = latest.current;
    const last = index >= d.length - 1;
    if (timer?.kind === 'chapterEnd') {
      // The member asked to stop here: the next chapter waits, paused, for tomorrow.
      wantPlay.current = false;
      setSleepState(null);
      if (!last) goTo({ chapter: index + 1, time: 0 });
      return;
    }
    if (last) {
      report({ chapter: index, time: d[index] ?? 0 }, true);
      p.onEnded();
      return;
    }
    wantPlay.current = true;
    goTo({ chapter: index + 1, time: 0 });
  }, [goTo, report]);

  const onLoadedMetadata = useCallback(() => {
    const element = audioRef.current;
    if (!element) return;
    element.playbackRate = audiobookSpeed.get();
    if (pendingSeek.current !== null && pendingSeek.current > 0) element.currentTime = pendingSeek.current;
    pendingSeek.current = null;
    if (wantPlay.current) void playSafely(element);
  }, []);

  const onError = useCallback(() => {
    const element = audioRef.current;
    const { chapterIndex: index, props: p } = latest.current;
    const current = p.playback.chapters[index];
    if (!element?.error || !current) return;
    const code = element.error.code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media_unavailable';
    // An expired signed URL looks like any failed load: fresh URLs once per chapter, then give up.
    if (refreshedFor.current === index) {
      p.onError(code);
      return;
    }
    refreshedFor.current = index;
    lastTime.current = element.currentTime || lastTime.current;
    p.refreshPlayback()
      .then((fresh) => {
        if (fresh.chapters[index]?.url === current.url) latest.current.props.onError(code);
      })
      .catch(() => latest.current.props.onError('expired'));
  }, []);

  const onPlaying = useCallback(() => {
    refreshedFor.current = null;
  }, []);

  const onPause = useCallback(() => {
    const element = audioRef.current;
    if (element && !element.ended)
      report({ chapter: latest.current.chapterIndex, time: element.currentTime }, true);
  }, [report]);

  const onTimeUpdate = useCallback(() => {
    const element = audioRef.current;
    if (!element || element.seeking || pendingSeek.current !== null) return;
    lastTime.current = element.currentTime;
    if (!element.paused) report({ chapter: latest.current.chapterIndex, time: element.currentTime }, false);
  }, [report]);

  props.useActions({
    togglePlay,
    seekBack: () => seekRelative(-REWIND_SECONDS),
    seekForward: () => seekRelative(FORWARD_SECONDS),
    slower: () => setSpeed(stepSpeed(audiobookSpeed.get(), 'slower')),
    faster: () => setSpeed(stepSpeed(audiobookSpeed.get(), 'faster')),
    previousChapter,
    nextChapter,
    toggleMute,
  });

  const elapsed = bookTotalSeconds(durations, { chapter: chapterIndex, time: audio.time });
  return {
    audioRef,
    audio,
    chapters,
    chapter,
    chapterIndex,
    elapsed,
    total: bookDuration(durations),
    speed,
    sleep,
    sleepLeft,
    preloadUrl: chapters[chapterIndex + 1]?.url ?? null,
    togglePlay,
    seekInChapter,
    seekRelative,
    goToChapter,
    nextChapter,
    previousChapter,
    setSpeed,
    setSleep,
    onLoadedMetadata,
    onEnded,
    onError,
    onPlaying,
    onPause,
    onTimeUpdate,
  };
}
