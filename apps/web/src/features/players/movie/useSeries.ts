import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { episodesAround, moviePosition } from './movie-rules';
import type { MovieSource } from './useMovieSource';

type Episode = PlaybackData['episodes'][number];

const NEXT_EPISODE_COUNTDOWN_SECONDS = 10;

export interface Series {
  episodes: readonly Episode[];
  episode: Episode | null;
  previousEpisode: Episode | null;
  nextEpisode: Episode | null;
  episodesOpen: boolean;
  episodesButton: RefObject<HTMLButtonElement | null>;
  toggleEpisodes(): void;
  closeEpisodes(): void;
  /** Saves where the episode playing is, then plays another one. */
  playEpisode(id: string): void;
  /** Seconds before the next episode starts (null: no countdown). */
  nextCountdown: number | null;
  startNextCountdown(): void;
  cancelNextEpisode(): void;
}

/** A series' episodes: the list panel, moving to another episode and the countdown at the end of one. */
export function useSeries(
  props: PlayerProps,
  media: MovieSource,
  video: RefObject<HTMLVideoElement | null>,
  onLeaveEpisode: () => void,
): Series {
  const { playback, reportProgress } = props;
  const { source } = media;
  const episodes = media.current?.episodes ?? playback.episodes;
  const { episode, previous, next } = episodesAround(episodes, source?.episodeId);
  const [episodesOpen, setEpisodesOpen] = useState(false);
  const episodesButton = useRef<HTMLButtonElement>(null);
  const [nextCountdown, setNextCountdown] = useState<number | null>(null);
  const { setEpisodeId } = media;

  const playEpisode = useCallback(
    (id: string) => {
      const el = video.current;
      if (el && source)
        reportProgress(el.currentTime, moviePosition(source.episodeId, el.currentTime), { flush: true });
      setNextCountdown(null);
      setEpisodesOpen(false);
      onLeaveEpisode();
      setEpisodeId(id);
    },
    [source, reportProgress, video, onLeaveEpisode, setEpisodeId],
  );

  // The countdown card at the end of an episode.
  useEffect(() => {
    if (nextCountdown === null || !next) return;
    if (nextCountdown <= 0) {
      playEpisode(next.id);
      return;
    }
    const timer = window.setTimeout(() => setNextCountdown((n) => (n === null ? null : n - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [nextCountdown, next, playEpisode]);

  return {
    episodes,
    episode,
    previousEpisode: previous,
    nextEpisode: next,
    episodesOpen,
    episodesButton,
    toggleEpisodes: () => setEpisodesOpen((open) => !open),
    closeEpisodes: () => setEpisodesOpen(false),
    playEpisode,
    nextCountdown,
    startNextCountdown: () => setNextCountdown(NEXT_EPISODE_COUNTDOWN_SECONDS),
    cancelNextEpisode: () => setNextCountdown(null),
  };
}
