import { useCallback, useEffect, useRef, type MutableRefObject, type RefObject } from 'react';
import type { PlaybackData, PlayerErrorCode } from '../core/contract';
import { playSafely } from './audioElement';
import { useAudioState, type AudioState } from './useAudioState';

/** One file of the item: a music track (its id) or an audiobook chapter (its index). */
export interface AudioFile {
  key: string;
  url: string;
}

export interface AudioFileOptions {
  file: AudioFile | null;
  /** Where the first file starts (null: nowhere pending; the first load decides). */
  initialTime: number | null;
  /** A different file is about to load (`first`: the first of this player); may set the pending seek. */
  onNewFile?(file: AudioFile, first: boolean, refs: AudioFileRefs): void;
  /** Reports the position in the current file (a flush sends it at once). */
  reportAt(time: number, flush: boolean): void;
  /** After fresh URLs: whether the file still fails (its URL did not change, or it is gone). */
  stillFailing(fresh: PlaybackData, file: AudioFile): boolean;
  onError(code: PlayerErrorCode): void;
  refreshPlayback(): Promise<PlaybackData>;
  /** Called on the element once its metadata is known, before it seeks and plays. */
  onMetadata?(element: HTMLAudioElement): void;
}

export interface AudioFileRefs {
  /** Whether the member wants it to play once the next file is ready. */
  wantPlay: MutableRefObject<boolean>;
  /** Where to seek when the loading file's metadata arrives. */
  pendingSeek: MutableRefObject<number | null>;
  /** The last time known in the current file (the unmount flush and a refresh carry on from it). */
  lastTime: MutableRefObject<number>;
}

export interface AudioFilePlayback extends AudioFileRefs {
  audioRef: RefObject<HTMLAudioElement | null>;
  audio: AudioState;
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** Handlers for the <audio>'s events. */
  events: {
    onLoadedMetadata(): void;
    onError(): void;
    onPlaying(): void;
    onPause(): void;
    onTimeUpdate(): void;
  };
}

/**
 * What the music and audiobook players do alike around their one <audio>: load a file (the same
 * file at a refreshed URL carries on where it was), seek and play once its metadata is known,
 * report progress while it plays and flush on pause and unmount, and after an error ask for fresh
 * signed URLs once per file before giving up. The volume stays with each player (useAppliedVolume):
 * the audiobook's sleep timer fades it from the state this hook returns.
 */
export function useAudioFile(options: AudioFileOptions): AudioFilePlayback {
  const audioRef = useRef<HTMLAudioElement>(null);
  const audio = useAudioState(audioRef);
  const wantPlay = useRef(true);
  const pendingSeek = useRef<number | null>(options.initialTime);
  const lastTime = useRef(options.initialTime ?? 0);
  const refs: AudioFileRefs = { wantPlay, pendingSeek, lastTime };
  const latest = useRef(options);
  latest.current = options;

  useAudioFileLoad(audioRef, options.file, refs, latest);
  // Flush the last position when the player goes away (stop, or the queue moves on).
  useEffect(() => () => latest.current.reportAt(lastTime.current, true), []);

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
    const element = audioRef.current;
    if (!element) return;
    if (element.paused) play();
    else pause();
  }, [play, pause]);

  const events = useAudioFileEvents(audioRef, refs, latest);
  return { audioRef, audio, ...refs, play, pause, togglePlay, events };
}

function useAudioFileLoad(
  audioRef: RefObject<HTMLAudioElement | null>,
  file: AudioFile | null,
  refs: AudioFileRefs,
  latest: MutableRefObject<AudioFileOptions>,
): void {
  const loaded = useRef<AudioFile | null>(null);
  const key = file?.key;
  const url = file?.url;
  useEffect(() => {
    const element = audioRef.current;
    if (!element || key === undefined || url === undefined) return;
    const previous = loaded.current;
    if (previous && previous.key === key && previous.url === url) return;
    if (previous && previous.key === key) {
      refs.pendingSeek.current = element.currentTime || refs.lastTime.current;
    } else {
      latest.current.onNewFile?.({ key, url }, !previous, refs);
    }
    loaded.current = { key, url };
    element.src = url;
    // refs and latest are refs: stable for the player's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, url, audioRef]);
}

function useAudioFileEvents(
  audioRef: RefObject<HTMLAudioElement | null>,
  { wantPlay, pendingSeek, lastTime }: AudioFileRefs,
  latest: MutableRefObject<AudioFileOptions>,
): AudioFilePlayback['events'] {
  const refreshedFor = useRef<string | null>(null);

  const onLoadedMetadata = useCallback(() => {
    const element = audioRef.current;
    if (!element) return;
    latest.current.onMetadata?.(element);
    if (pendingSeek.current !== null && pendingSeek.current > 0) element.currentTime = pendingSeek.current;
    pendingSeek.current = null;
    if (wantPlay.current) void playSafely(element);
  }, [audioRef, latest, pendingSeek, wantPlay]);

  const onError = useCallback(() => {
    const element = audioRef.current;
    const current = latest.current.file;
    if (!element?.error || !current) return;
    const code = element.error.code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media_unavailable';
    // A signed URL that expired looks like any failed load: ask for fresh URLs once per file.
    if (refreshedFor.current === current.key) {
      latest.current.onError(code);
      return;
    }
    refreshedFor.current = current.key;
    lastTime.current = element.currentTime || lastTime.current;
    latest.current
      .refreshPlayback()
      .then((fresh) => {
        if (latest.current.stillFailing(fresh, current)) latest.current.onError(code);
      })
      .catch(() => latest.current.onError('expired'));
  }, [audioRef, latest, lastTime]);

  const onPlaying = useCallback(() => {
    refreshedFor.current = null;
  }, []);

  const onPause = useCallback(() => {
    const element = audioRef.current;
    if (element && !element.ended) latest.current.reportAt(element.currentTime, true);
  }, [audioRef, latest]);

  const onTimeUpdate = useCallback(() => {
    const element = audioRef.current;
    if (!element || element.seeking || pendingSeek.current !== null) return;
    lastTime.current = element.currentTime;
    if (!element.paused) latest.current.reportAt(element.currentTime, false);
  }, [audioRef, latest, pendingSeek, lastTime]);

  return { onLoadedMetadata, onError, onPlaying, onPause, onTimeUpdate };
}
