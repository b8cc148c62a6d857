import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { seekBy, FORWARD_SECONDS, REWIND_SECONDS } from '@member-area/domain';
import type { PlayerController, PlayerProps } from '../core/contract';
import { playSafely, toggleMute, useAppliedVolume } from '../mini/audioElement';
import { useAudioState, type AudioState } from '../mini/useAudioState';
import { usePersisted } from '../mini/persistedStore';
import { musicModes } from './modes';
import { musicStartPoint, parseMusicPosition } from './position';
import { withoutKey, type PlaybackTrack } from './queueItems';

export interface MusicEngine {
  audioRef: RefObject<HTMLAudioElement | null>;
  audio: AudioState;
  track: PlaybackTrack | null;
  /** The next track's URL when it is known (same album), for the preloading <audio>. */
  preloadUrl: string | null;
  togglePlay(): void;
  seek(time: number): void;
  seekRelative(delta: number): void;
  next(): void;
  previous(): void;
  /** Event handlers for the playing <audio>. */
  onLoadedMetadata(): void;
  onEnded(): void;
  onError(): void;
  onPlaying(): void;
  onPause(): void;
  onTimeUpdate(): void;
}

/**
 * The music player's behaviour around one <audio>: which track plays, resume, repeat at the end,
 * progress reports, signed-URL refresh after an error. The components only draw it.
 */
export function useMusicEngine(props: PlayerProps, player: PlayerController): MusicEngine {
  const { item, playback } = props;
  const tracks = playback.tracks;
  const modes = usePersisted(musicModes);
  const audioRef = useRef<HTMLAudioElement>(null);
  const audio = useAudioState(audioRef);
  useAppliedVolume(audioRef);

  // The saved position counts for the first track this player loads, not after the member moves on.
  const saved = useMemo(() => parseMusicPosition(props.resume?.position), [props.resume]);
  const start = useMemo(() => musicStartPoint(tracks, item.trackId, saved), [tracks, item.trackId, saved]);
  const track = tracks.find((t) => t.id === start?.trackId) ?? null;

  const wantPlay = useRef(true);
  const pendingSeek = useRef<number | null>(null);
  const lastTime = useRef(0);
  const loaded = useRef<{ trackId: string; url: string } | null>(null);
  const resumedOnce = useRef(false);
  const refreshedFor = useRef<string | null>(null);

  // Latest props for event handlers and the unmount flush, without re-binding them each render.
  const latest = useRef({ props, player, track, modes });
  latest.current = { props, player, track, modes };

  const position = useCallback((time: number) => {
    const { track: current, player: p } = latest.current;
    return {
      trackId: current?.id ?? '',
      time: Math.round(time * 10) / 10,
      queue: p.queue.filter((q) => q.mediaType === 'music').map((q) => q.trackId ?? q.id),
    };
  }, []);

  const report = useCallback(
    (time: number, flush: boolean) => {
      if (!latest.current.track) return;
      latest.current.props.reportProgress(time, position(time), flush ? { flush: true } : undefined);
    },
    [position],
  );

  // Load the track (or the same track at a refreshed URL, carrying on from where it was).
  useEffect(() => {
    const element = audioRef.current;
    if (!element || !track) return;
    const previous = loaded.current;
    if (previous && previous.trackId === track.id && previous.url === track.url) return;
    if (previous && previous.trackId === track.id) {
      pendingSeek.current = element.currentTime || lastTime.current;
    } else {
      pendingSeek.current = !resumedOnce.current && start?.trackId === track.id ? start.time : 0;
      resumedOnce.current = true;
      lastTime.current = pendingSeek.current;
    }
    loaded.current = { trackId: track.id, url: track.url };
    element.src = track.url;
  }, [track, start]);

  // Media Session: what the OS shows on the lock screen and media keys.
  const { setMediaSession } = props;
  useEffect(() => {
    if (!track) return;
    setMediaSession({
      title: track.title,
      artist: track.artist,
      album: track.albumTitle,
      artworkUrl: track.thumbnail.url,
    });
  }, [track, setMediaSession]);

  // Flush the last position when the player goes away (stop, or the queue moves to another type).
  useEffect(() => () => report(lastTime.current, true), [report]);

  const play = useCallback(() => {
    const element = audioRef.current;
    if (!element) return;
    wantPlay.current = true;
    void playSafely(element);
  }, []);

  const togglePlay = useCallback(() => {
    const element = audioRef.current;
    if (!element) return;
    if (element.paused) play();
    else {
      wantPlay.current = false;
      element.pause();
    }
  }, [play]);

  const seek = useCallback((time: number) => {
    const element = audioRef.current;
    if (!element) return;
    element.currentTime = time;
    lastTime.current = time;
  }, []);

  const seekRelative = useCallback(
    (delta: number) => {
      const element = audioRef.current;
      if (element) seek(seekBy(element.currentTime, delta, element.duration));
    },
    [seek],
  );

  /**
   * Moving on. With repeat-all the track first goes back to the end of the queue so the queue loops;
   * the provider reads its queue as of its last render, so the move waits for the re-render that
   * shows the re-queued copy (an addToQueue and a next() in one tick would lose the copy).
   */
  const advanceAfterRequeue = useRef<null | (() => void)>(null);
  const advance = useCallback((move: () => void) => {
    const { player: p, modes: m } = latest.current;
    const active = p.queue[0];
    wantPlay.current = true;
    if (m.repeat === 'all' && active) {
      advanceAfterRequeue.current = move;
      p.addToQueue([withoutKey(active)]);
    } else move();
  }, []);
  const queueLength = player.queue.length;
  useEffect(() => {
    const move = advanceAfterRequeue.current;
    advanceAfterRequeue.current = null;
    move?.();
  }, [queueLength]);

  const next = useCallback(() => advance(() => latest.current.player.next()), [advance]);

  const previous = useCallback(() => {
    wantPlay.current = true;
    latest.current.player.previous();
  }, []);

  const onEnded = useCallback(() => {
    const { modes: m, props: p } = latest.current;
    if (m.repeat === 'one') {
      seek(0);
      play();
      return;
    }
    advance(() => p.onEnded());
  }, [play, seek, advance]);

  const onLoadedMetadata = useCallback(() => {
    const element = audioRef.current;
    if (!element) return;
    if (pendingSeek.current !== null && pendingSeek.current > 0) element.currentTime = pendingSeek.current;
    pendingSeek.current = null;
    if (wantPlay.current) void playSafely(element);
  }, []);

  const onError = useCallback(() => {
    const element = audioRef.current;
    const current = latest.current.track;
    if (!element?.error || !current) return;
    const code = element.error.code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media_unavailable';
    // A signed URL that expired looks like any failed load: ask for fresh URLs once per track.
    if (refreshedFor.current === current.id) {
      latest.current.props.onError(code);
      return;
    }
    refreshedFor.current = current.id;
    lastTime.current = element.currentTime || lastTime.current;
    latest.current.props
      .refreshPlayback()
      .then((fresh) => {
        const again = fresh.tracks.find((t) => t.id === current.id);
        if (!again || again.url === current.url) latest.current.props.onError(code);
      })
      .catch(() => latest.current.props.onError('expired'));
  }, []);

  const onPlaying = useCallback(() => {
    refreshedFor.current = null;
  }, []);

  const onPause = useCallback(() => {
    const element = audioRef.current;
    if (element && !element.ended) report(element.currentTime, true);
  }, [report]);

  const onTimeUpdate = useCallback(() => {
    const element = audioRef.current;
    if (!element || element.seeking || pendingSeek.current !== null) return;
    lastTime.current = element.currentTime;
    if (!element.paused) report(element.currentTime, false);
  }, [report]);

  const upcoming = player.queue[1];
  const preloadUrl =
    modes.repeat === 'one' || !upcoming || upcoming.mediaType !== 'music' || upcoming.id !== playback.id
      ? null
      : (tracks.find((t) => t.id === upcoming.trackId)?.url ?? null);

  // Keyboard scheme (docs/players.md): PageUp/PageDown move between tracks.
  props.useActions({
    togglePlay,
    seekBack: () => seekRelative(-REWIND_SECONDS),
    seekForward: () => seekRelative(FORWARD_SECONDS),
    previousChapter: previous,
    nextChapter: next,
    toggleMute,
  });

  return {
    audioRef,
    audio,
    track,
    preloadUrl,
    togglePlay,
    seek,
    seekRelative,
    next,
    previous,
    onLoadedMetadata,
    onEnded,
    onError,
    onPlaying,
    onPause,
    onTimeUpdate,
  };
}
