import { useCallback, type MutableRefObject } from 'react';
import type { PlayerController, PlayerProps } from '../core/contract';
import type { AudioFilePlayback } from '../mini/useAudioFile';
import type { AlbumTracks } from './useAlbumTracks';
import type { MusicModes } from './modes';
import { trackEnd } from './music-rules';
import { trackItem, withoutKey, type PlaybackTrack } from './queueItems';
import { useQueueAdvance } from './useQueueAdvance';

export interface MusicLatest {
  props: PlayerProps;
  player: PlayerController;
  track: PlaybackTrack | null;
  modes: MusicModes;
  around: AlbumTracks['around'];
  order: string[];
}

export interface TrackMoves {
  next(): void;
  previous(): void;
  pickTrack(track: PlaybackTrack): void;
  onEnded(): void;
}

/**
 * Next, previous, a picked track and the end of a track: within an album item first, then the
 * queue (repeat and the album looping alone in the queue as music-rules' trackEnd decides).
 */
export function useTrackMoves(
  latest: MutableRefObject<MusicLatest>,
  file: AudioFilePlayback,
  setCurrentId: (trackId: string) => void,
  report: (time: number, flush: boolean, trackId?: string) => void,
  seek: (time: number) => void,
): TrackMoves {
  const { wantPlay, audioRef, play, togglePlay } = file;
  const albumItem = !latest.current.props.item.trackId;
  const advanceQueue = useQueueAdvance(latest, wantPlay, latest.current.player.queue.length);

  const goToTrack = useCallback(
    (trackId: string) => {
      const element = audioRef.current;
      if (element && !element.paused) report(element.currentTime, true);
      wantPlay.current = true;
      setCurrentId(trackId);
    },
    [audioRef, report, setCurrentId, wantPlay],
  );

  /** The end of an album item: its next play starts from its first track, not the last one. */
  const leaveAlbum = useCallback(() => {
    const first = latest.current.order[0];
    if (albumItem && first) report(0, true, first);
  }, [albumItem, latest, report]);

  const next = useCallback(() => {
    const { around: a, player: p } = latest.current;
    if (a.next) goToTrack(a.next);
    else {
      leaveAlbum();
      advanceQueue(() => p.next());
    }
  }, [latest, goToTrack, leaveAlbum, advanceQueue]);

  const previous = useCallback(() => {
    const { around: a, player: p } = latest.current;
    if (a.previous) goToTrack(a.previous);
    else {
      wantPlay.current = true;
      p.previous();
    }
  }, [latest, goToTrack, wantPlay]);

  const onEnded = useCallback(() => {
    const { modes: m, around: a, order: o, player: p, props: latestProps } = latest.current;
    const end = trackEnd({
      repeat: m.repeat,
      next: a.next,
      albumItem,
      queueLength: p.queue.length,
      order: o,
    });
    if (end.kind === 'again') {
      seek(0);
      play();
    } else if (end.kind === 'track') {
      goToTrack(end.id);
    } else if (end.kind === 'loopAlbum') {
      // The album alone in the queue loops in place.
      goToTrack(end.id);
      if (end.id === latest.current.track?.id) {
        seek(0);
        play();
      }
    } else {
      leaveAlbum();
      advanceQueue(() => latestProps.onEnded());
    }
  }, [latest, albumItem, seek, play, goToTrack, leaveAlbum, advanceQueue]);

  const pickTrack = usePickTrack(latest, albumItem, togglePlay, goToTrack);
  return { next, previous, pickTrack, onEnded };
}

/** A track of the list: pauses/resumes the one playing, plays another of the album item, or moves the queue to it. */
function usePickTrack(
  latest: MutableRefObject<MusicLatest>,
  albumItem: boolean,
  togglePlay: () => void,
  goToTrack: (trackId: string) => void,
): (track: PlaybackTrack) => void {
  return useCallback(
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
    [latest, albumItem, togglePlay, goToTrack],
  );
}
