import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  FORWARD_SECONDS,
  REWIND_SECONDS,
  musicStartPoint,
  parseMusicPosition,
  seekBy,
} from '@member-area/domain';
import type { PlayerController, PlayerProps } from '../core/contract';
import { playSafely, toggleMute, useAppliedVolume } from '../mini/audioElement';
import { useAudioState, type AudioState } from '../mini/useAudioState';
import { usePersisted } from '../mini/persistedStore';
import { albumOrder, neighbours } from './albumOrder';
import { shuffledOrder, unshuffledOrder } from './shuffle';
import { musicModes } from './modes';
import { trackItem, withoutKey, type PlaybackTrack } from './queueItems';

export interface MusicEngine {
  audioRef: RefObject<HTMLAudioElement | null>;
  audio: AudioState;
  track: PlaybackTrack | null;
  /** The next track's URL when it is known (same album), for the preloading <audio>. */
  preloadUrl: string | null;
  /** Whether "next" has somewhere to go (else it would end the queue and close the player). */
  hasNext: boolean;
  togglePlay(): void;
  seek(time: number): void;
  next(): void;
  previous(): void;
  /** A track of the album's list: plays it (or pauses/resumes it when it is the one playing). */
  pickTrack(track: PlaybackTrack): void;
  /** Shuffle on/off: reorders the queue (and an album item's own tracks). */
  toggleShuffle(): void;
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
 *
 * A queue item is either one track ({id: albumId, trackId}: next/previous move the queue) or a
 * whole album ("Play album" queues the album without a trackId: next/previous walk its tracks
 * first, and the queue moves on after its last track).
 */
export function useMusicEngine(props: PlayerProps, player: PlayerController): MusicEngine {
  const { item, playback } = props;
  const tracks = playback.tracks;
  const albumItem = !item.trackId;
  const modes = usePersisted(musicModes);
  const shuffled = modes.shuffleOrigin !== null;
  const audioRef = useRef<HTMLAudioElement>(null);
  const audio = useAudioState(audioRef);
  useAppliedVolume(audioRef);

  // The host mounts a new player per queue item, so the saved position is read once, here.
  const [start] = useState(() =>
    musicStartPoint(tracks, item.trackId, parseMusicPosition(props.resume?.position)),
  );
  const [currentId, setCurrentId] = useState<string | null>(start?.trackId ?? null);
  const track = tracks.find((t) => t.id === currentId) ?? null;

  const trackIds = useMemo(() => tracks.map((t) => t.id), [tracks]);
  const [order, setOrder] = useState<string[]>(() => albumOrder(trackIds, currentId, shuffled));
  const around = albumItem ? neighbours(order, currentId) : { previous: null, next: null };

  const wantPlay = useRef(true);
  const pendingSeek = useRef<number | null>(null);
  const lastTime = useRef(0);
  const loaded = useRef<{ trackId: string; url: string } | null>(null);
  const refreshedFor = useRef<string | null>(null);

  // Latest values for event handlers and the unmount flush, without re-binding them each render.
  const latest = useRef({ props, player, track, modes, around, order });
  latest.current = { props, player, track, modes, around, order };

  const report = useCallback((time: number, flush: boolean, trackId?: string) => {
    const { track: current, player: p, props: latestProps } = latest.current;
    if (!current) return;
    const position = {
      trackId: trackId ?? current.id,
      time: Math.round(time * 10) / 10,
      queue: p.queue.filter((q) => q.mediaType === 'music').map((q) => q.trackId ?? q.id),
    };
    latestProps.reportProgress(time, position, flush ? { flush: true } : undefined);
  }, []);

  // Load the track (or the same track at a refreshed URL, carrying on from where it was).
  useEffect(() => {
    const element = audioRef.current;
    if (!element || !track) return;
    const previous = loaded.current;
    if (previous && previous.trackId === track.id && previous.url === track.url) return;
    if (previous && previous.trackId === track.id) {
      pendingSeek.current = element.currentTime || lastTime.current;
    } else {
      // Only the first track loaded resumes at the saved time; a track the member moves to starts at 0.
      pendingSeek.current = !previous && start?.trackId === track.id ? start.time : 0;
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

  // Flush the last position when the player goes away (stop, or the queue moves on).
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

  const goToTrack = useCallback(
    (trackId: string) => {
      const element = audioRef.current;
      if (element && !element.paused) report(element.currentTime, true);
      wantPlay.current = true;
      setCurrentId(trackId);
    },
    [report],
  );

  /**
   * Moving the queue on. With repeat-all the item first goes back to the end of the queue so the
   * queue loops; the provider reads its queue as of its last render, so the move waits for the
   * re-render that shows the re-queued copy (addToQueue and next() in one tick would lose it).
   */
  const afterRequeue = useRef<null | (() => void)>(null);
  const advanceQueue = useCallback((move: () => void) => {
    const { player: p, modes: m } = latest.current;
    const active = p.queue[0];
    wantPlay.current = true;
    if (m.repeat === 'all' && active) {
      afterRequeue.current = move;
      p.addToQueue([withoutKey(active)]);
    } else move();
  }, []);
  const queueLength = player.queue.length;
  useEffect(() => {
    const move = afterRequeue.current;
    afterRequeue.current = null;
    move?.();
  }, [queueLength]);

  /** The end of an album item: its next play starts from its first track, not the last one. */
  const leaveAlbum = useCallback(() => {
    const first = latest.current.order[0];
    if (albumItem && first) report(0, true, first);
  }, [albumItem, report]);

  const next = useCallback(() => {
    const { around: a, player: p } = latest.current;
    if (a.next) goToTrack(a.next);
    else {
      leaveAlbum();
      advanceQueue(() => p.next());
    }
  }, [goToTrack, leaveAlbum, advanceQueue]);

  const previous = useCallback(() => {
    const { around: a, player: p } = latest.current;
    if (a.previous) goToTrack(a.previous);
    else {
      wantPlay.current = true;
      p.previous();
    }
  }, [goToTrack]);

  const onEnded = useCallback(() => {
    const { modes: m, around: a, order: o, player: p, props: latestProps } = latest.current;
    if (m.repeat === 'one') {
      seek(0);
      play();
    } else if (a.next) {
      goToTrack(a.next);
    } else if (albumItem && m.repeat === 'all' && p.queue.length === 1 && o[0]) {
      // The album alone in the queue loops in place.
      goToTrack(o[0]);
      if (o[0] === latest.current.track?.id) {
        seek(0);
        play();
      }
    } else {
      leaveAlbum();
      advanceQueue(() => latestProps.onEnded());
    }
  }, [albumItem, seek, play, goToTrack, leaveAlbum, advanceQueue]);

  const pickTrack = useCallback(
    (picked: PlaybackTrack) => {
      const { track: current, player: p } = latest.current;
      if (picked.id === current?.id) togglePlay();
      else if (albumItem) goToTrack(picked.id);
      else {
        const queued = p.queue.find((q) => q.mediaType === 'music' && q.trackId === picked.id);
        if (queued) p.playQueued(queued.key);
        else p.play([trackItem(picked), ...p.queue.slice(1).map(withoutKey)]);
      }
    },
    [albumItem, togglePlay, goToTrack],
  );

  const toggleShuffle = useCallback(() => {
    const { player: p, modes: m, track: current } = latest.current;
    const keys = p.queue.map((q) => q.key);
    const on = m.shuffleOrigin === null;
    musicModes.set((modesNow) => ({ ...modesNow, shuffleOrigin: on ? keys : null }));
    p.setQueueOrder(on ? shuffledOrder(keys) : unshuffledOrder(keys, m.shuffleOrigin ?? []));
    setOrder(albumOrder(trackIds, current?.id ?? null, on));
  }, [trackIds]);

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
  let preloadId: string | null = null;
  if (modes.repeat !== 'one') {
    if (around.next) preloadId = around.next;
    else if (upcoming?.mediaType === 'music' && upcoming.id === playback.id)
      preloadId = upcoming.trackId ?? null;
  }
  const preloadUrl = preloadId ? (tracks.find((t) => t.id === preloadId)?.url ?? null) : null;

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
    hasNext: Boolean(around.next) || player.queue.length > 1 || modes.repeat === 'all',
    togglePlay,
    seek,
    next,
    previous,
    pickTrack,
    toggleShuffle,
    onLoadedMetadata,
    onEnded,
    onError,
    onPlaying,
    onPause,
    onTimeUpdate,
  };
}
