import { useCallback, useEffect, useState, type RefObject } from 'react';
import {
  FORWARD_SECONDS,
  REWIND_SECONDS,
  musicStartPoint,
  parseMusicPosition,
  seekBy,
} from '@member-area/domain';
import type { PlayerController, PlayerProps } from '../core/contract';
import { useLatest } from '../core/useLatest';
import { toggleMute, useAppliedVolume } from '../mini/audioElement';
import type { AudioState } from '../mini/useAudioState';
import type { AudioElementHandlers } from '../mini/PlayerAudio';
import { useAudioFile } from '../mini/useAudioFile';
import { usePersisted } from '../mini/persistedStore';
import { shuffledOrder, unshuffledOrder } from './shuffle';
import { musicModes, type MusicModes } from './modes';
import { hasNextTrack, musicPosition, preloadTrackId } from './music-rules';
import type { PlaybackTrack } from './queueItems';
import { useAlbumTracks, type AlbumTracks } from './useAlbumTracks';
import { useTrackMoves, type MusicLatest } from './useTrackMoves';

export interface MusicEngine extends AudioElementHandlers {
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
  const modes = usePersisted(musicModes);
  // The host mounts a new player per queue item, so the saved position is read once, here.
  const [start] = useState(() =>
    musicStartPoint(tracks, item.trackId, parseMusicPosition(props.resume?.position)),
  );
  const album = useAlbumTracks(tracks, start?.trackId ?? null, modes.shuffleOrigin !== null, !item.trackId);
  const { track, around, order } = album;
  const latest = useLatest<MusicLatest>({ props, player, track, modes, around, order });

  const report = useCallback(
    (time: number, flush: boolean, trackId?: string) => {
      const { track: current, player: p, props: latestProps } = latest.current;
      if (!current) return;
      const position = musicPosition(trackId ?? current.id, time, p.queue);
      latestProps.reportProgress(time, position, flush ? { flush: true } : undefined);
    },
    [latest],
  );
  const file = useAudioFile({
    file: track ? { key: track.id, url: track.url } : null,
    initialTime: null,
    // Only the first track loaded resumes at the saved time; a track the member moves to starts at 0.
    onNewFile: ({ key }, first, { pendingSeek, lastTime }) => {
      pendingSeek.current = first && start?.trackId === key ? start.time : 0;
      lastTime.current = pendingSeek.current;
    },
    reportAt: report,
    stillFailing: (fresh, { key, url }) => {
      const again = fresh.tracks.find((t) => t.id === key);
      return !again || again.url === url;
    },
    onError: props.onError,
    refreshPlayback: props.refreshPlayback,
  });
  const { audioRef, lastTime } = file;
  useAppliedVolume(audioRef);
  useTrackMediaSession(track, props.setMediaSession);

  const seek = useCallback(
    (time: number) => {
      const element = audioRef.current;
      if (!element) return;
      element.currentTime = time;
      lastTime.current = time;
    },
    [audioRef, lastTime],
  );
  const moves = useTrackMoves(latest, file, album.setCurrentId, report, seek);

  const preloadId = preloadTrackId(modes.repeat, around.next, player.queue[1], playback.id);
  const seekRelative = (delta: number) => {
    const element = audioRef.current;
    if (element) seek(seekBy(element.currentTime, delta, element.duration));
  };
  // Keyboard scheme (docs/players.md): PageUp/PageDown move between tracks.
  props.useActions({
    togglePlay: file.togglePlay,
    seekBack: () => seekRelative(-REWIND_SECONDS),
    seekForward: () => seekRelative(FORWARD_SECONDS),
    previousChapter: moves.previous,
    nextChapter: moves.next,
    toggleMute,
  });

  return {
    audioRef,
    audio: file.audio,
    track,
    preloadUrl: preloadId ? (tracks.find((t) => t.id === preloadId)?.url ?? null) : null,
    hasNext: hasNextTrack(around.next, player.queue.length, modes.repeat),
    togglePlay: file.togglePlay,
    seek,
    toggleShuffle: () => toggleShuffle(player, modes, album),
    ...moves,
    ...file.events,
  };
}

/** Media Session: what the OS shows on the lock screen and media keys. */
function useTrackMediaSession(track: PlaybackTrack | null, setMediaSession: PlayerProps['setMediaSession']) {
  useEffect(() => {
    if (!track) return;
    setMediaSession({
      title: track.title,
      artist: track.artist,
      album: track.albumTitle,
      artworkUrl: track.thumbnail.url,
    });
  }, [track, setMediaSession]);
}

/** Shuffle on/off: reorders the queue (back to its order before shuffling) and an album item's own tracks. */
function toggleShuffle(player: PlayerController, modes: MusicModes, album: AlbumTracks): void {
  const keys = player.queue.map((q) => q.key);
  const on = modes.shuffleOrigin === null;
  musicModes.set((modesNow) => ({ ...modesNow, shuffleOrigin: on ? keys : null }));
  player.setQueueOrder(on ? shuffledOrder(keys) : unshuffledOrder(keys, modes.shuffleOrigin ?? []));
  album.reorder(on);
}
