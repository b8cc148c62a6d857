import { useRef } from 'react';
import type { PlayerProps } from '../core/contract';
import type { VideoElement } from '../core/video';
import { moviePosition } from './movie-rules';
import { applySubtitles } from './subtitles';
import type { MovieEngine } from './useMovieEngine';
import type { MovieHls } from './useMovieHls';
import type { MovieSource } from './useMovieSource';
import type { MovieTransport } from './useMovieTransport';
import type { Series } from './useSeries';

interface MovieVideoParts {
  element: VideoElement;
  media: MovieSource;
  transport: MovieTransport;
  series: Series;
  subtitleShown: string;
  /** Shows "Resumed at" (the first source only). */
  showResumed(at: number): void;
  /** After the <video> failed (useSourceRecovery). */
  recover(): Promise<void>;
  /** hls.js feeds the <video> (its errors are hls.js's to recover: useMovieHls). */
  hls: Pick<MovieHls, 'path' | 'onVideoError'>;
}

/** The <video>'s events: start at the source's time, follow time and buffer, save progress, end or go on. */
export function useMovieVideoEvents(props: PlayerProps, parts: MovieVideoParts): MovieEngine['videoEvents'] {
  const { reportProgress } = props;
  const { element, media, transport, series } = parts;
  const { video } = element;
  const { source } = media;
  const firstResume = useRef(true);
  const save = (at: number, flush: boolean) =>
    reportProgress(at, moviePosition(source?.episodeId, at), flush ? { flush: true } : undefined);

  const onLoadedMetadata = () => {
    const el = video.current;
    if (!el || !source) return;
    transport.setDuration(el.duration);
    el.playbackRate = transport.speed;
    if (source.startAt > 0) {
      el.currentTime = source.startAt;
      transport.setTime(source.startAt);
      if (firstResume.current) parts.showResumed(source.startAt);
    }
    firstResume.current = false;
    applySubtitles(el, parts.subtitleShown);
    if (source.autoplay) el.play().catch(() => element.setPlaying(false));
  };

  const onTimeUpdate = () => {
    const el = video.current;
    if (!el) return;
    transport.setTime(el.currentTime);
    if (el.buffered.length > 0) transport.setBuffered(el.buffered.end(el.buffered.length - 1));
    if (!el.paused && !el.seeking) save(el.currentTime, false);
  };

  const onEnded = () => {
    const el = video.current;
    element.setPlaying(false);
    if (el) save(el.duration, true);
    if (series.nextEpisode) series.startNextCountdown();
    else props.onEnded();
  };

  return {
    ...element.events,
    onLoadedMetadata,
    onDurationChange: () => transport.setDuration(video.current?.duration ?? 0),
    onTimeUpdate,
    onPause: () => {
      element.events.onPause();
      const el = video.current;
      if (el && !el.ended) save(el.currentTime, true);
    },
    onSeeked: () => element.setWaiting(false),
    onEnded,
    onRateChange: () => transport.setSpeed(video.current?.playbackRate ?? 1),
    onError: () => (parts.hls.path === 'hls.js' ? parts.hls.onVideoError() : void parts.recover()),
  };
}
