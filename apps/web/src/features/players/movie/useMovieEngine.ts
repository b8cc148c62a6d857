import { useEffect, useState, type RefObject, type VideoHTMLAttributes } from 'react';
import { FORWARD_SECONDS, REWIND_SECONDS, stepSpeed } from '@member-area/domain';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { useIdleControls, useVideoElement, type VideoElement } from '../core/video';
import { QUALITY_AUTO, type QualityLevel } from './hls-rules';
import { useMovieHls } from './useMovieHls';
import { useMovieSource, type MovieSource, type Source } from './useMovieSource';
import { useMovieTransport, type MovieTransport } from './useMovieTransport';
import { useMovieVideoEvents } from './useMovieVideoEvents';
import { useResumedNotice } from './useResumedNotice';
import { useSeries, type Series } from './useSeries';
import { useSourceRecovery } from './useSourceRecovery';
import { useSubtitles, type Subtitles } from './useSubtitles';

export type { Source } from './useMovieSource';

/** A quality the member chose: a rendition's height, or adaptive. */
export type QualityChoice = { height: number } | typeof QUALITY_AUTO;

type Video = NonNullable<PlaybackData['video']>;
type Episode = PlaybackData['episodes'][number];

/** Everything MoviePlayer draws, and what its controls and the <video> call. */
export interface MovieEngine {
  element: VideoElement;
  source: Source | null;
  /** The <video>'s `src`: the file, or the playlist for the browser's own HLS; none while hls.js feeds it. */
  videoSrc: string | undefined;
  /** The height of the rendition on screen (HLS), for `data-rendition` on the player. */
  renditionHeight: number | null;
  /** The rendition hls.js loads (its adaptive choice, shown once the buffer ahead has played), for `data-rendition-loading`. */
  renditionLoadingHeight: number | null;
  /** The renditions the quality menu offers (hls.js only), highest first. */
  qualityLevels: readonly QualityLevel[];
  /** `auto` or the pinned level's index. */
  quality: string;
  chooseQuality(value: string): void;
  /** What the member last chose in the quality menu (a height or `auto`), announced politely; never an automatic switch. */
  qualityChosen: QualityChoice | null;
  currentVideo: Video | null;
  subtitles: Video['subtitles'];
  subtitleShown: string;
  episodes: readonly Episode[];
  episode: Episode | null;
  nextEpisode: Episode | null;
  time: number;
  duration: number;
  buffered: number;
  speed: number;
  resumedAt: number | null;
  nextCountdown: number | null;
  episodesOpen: boolean;
  episodesButton: RefObject<HTMLButtonElement | null>;
  /** Controls show (activity, paused or a menu/panel/card open) or fade. */
  visible: boolean;
  poke(): void;
  seekTo(seconds: number): void;
  seekRelative(delta: number): void;
  changeSpeed(speed: number): void;
  togglePip(): void;
  chooseSubtitles(language: string): void;
  setMenuOpen(open: boolean): void;
  toggleEpisodes(): void;
  closeEpisodes(): void;
  playEpisode(id: string): void;
  cancelNextEpisode(): void;
  startOver(): void;
  /** Handlers for the <video>'s events. */
  videoEvents: Pick<
    VideoHTMLAttributes<HTMLVideoElement>,
    | 'onLoadedMetadata'
    | 'onDurationChange'
    | 'onTimeUpdate'
    | 'onPlay'
    | 'onPlaying'
    | 'onPause'
    | 'onWaiting'
    | 'onCanPlay'
    | 'onSeeked'
    | 'onEnded'
    | 'onVolumeChange'
    | 'onRateChange'
    | 'onError'
  >;
}

/**
 * The movie and series engine (docs/players.md "engine + view"): the source and its resume point,
 * episodes and the next-episode countdown, subtitles, speed, progress saving, expired URLs, the
 * keyboard actions and the Media Session. The shared video part (play, volume, fullscreen) is
 * core/video's useVideoElement.
 */
export function useMovieEngine(props: PlayerProps): MovieEngine {
  const element = useVideoElement({ initiallyWaiting: true });
  const { video } = element;
  const media = useMovieSource(props);
  const { source, currentVideo } = media;
  const [menuOpen, setMenuOpen] = useState(false);
  const resumed = useResumedNotice();
  const series = useSeries(props, media, video, resumed.clear);
  const { visible, poke } = useIdleControls(
    element.state.playing,
    menuOpen || series.episodesOpen || series.nextCountdown !== null,
  );
  const subtitles = useSubtitles(video, currentVideo, source?.url, visible);
  const transport = useMovieTransport(video, currentVideo?.duration ?? 0);
  const recover = useSourceRecovery(video, media, props.onError);
  const hls = useMovieHls(video, source, (failure) => void recover(failure));
  const [qualityChosen, setQualityChosen] = useState<QualityChoice | null>(null);
  const chooseQuality = (value: string) => {
    const level = hls.levels.find((l) => String(l.index) === value);
    setQualityChosen(value === QUALITY_AUTO || !level ? QUALITY_AUTO : { height: level.height });
    hls.chooseQuality(value);
  };
  useMovieActions(props, element, transport, series, subtitles);
  useMovieMediaSession(props, media, series.episode);
  const videoEvents = useMovieVideoEvents(props, {
    element,
    media,
    transport,
    series,
    subtitleShown: subtitles.shown,
    showResumed: resumed.show,
    recover: () => recover(),
    hls,
  });

  return {
    element,
    source,
    videoSrc: source && (hls.path === 'file' || hls.path === 'native') ? source.url : undefined,
    renditionHeight: hls.renditionHeight,
    renditionLoadingHeight: hls.loadingHeight,
    qualityLevels: hls.levels,
    quality: hls.quality,
    chooseQuality,
    qualityChosen,
    currentVideo,
    subtitles: subtitles.subtitles,
    subtitleShown: subtitles.shown,
    episodes: series.episodes,
    episode: series.episode,
    nextEpisode: series.nextEpisode,
    time: transport.time,
    duration: transport.duration,
    buffered: transport.buffered,
    speed: transport.speed,
    resumedAt: resumed.resumedAt,
    nextCountdown: series.nextCountdown,
    episodesOpen: series.episodesOpen,
    episodesButton: series.episodesButton,
    visible,
    poke,
    seekTo: transport.seekTo,
    seekRelative: transport.seekRelative,
    changeSpeed: transport.changeSpeed,
    togglePip: transport.togglePip,
    chooseSubtitles: subtitles.choose,
    setMenuOpen,
    toggleEpisodes: series.toggleEpisodes,
    closeEpisodes: series.closeEpisodes,
    playEpisode: series.playEpisode,
    cancelNextEpisode: series.cancelNextEpisode,
    startOver: () => {
      transport.seekTo(0);
      resumed.clear();
    },
    videoEvents,
  };
}

/** The keyboard scheme (docs/players.md): PageUp/PageDown move between episodes, C toggles subtitles. */
function useMovieActions(
  props: PlayerProps,
  element: VideoElement,
  transport: MovieTransport,
  series: Series,
  subtitles: Subtitles,
): void {
  const { previousEpisode, nextEpisode, playEpisode } = series;
  props.useActions({
    togglePlay: element.togglePlay,
    seekBack: () => transport.seekRelative(-REWIND_SECONDS),
    seekForward: () => transport.seekRelative(FORWARD_SECONDS),
    slower: () => transport.changeSpeed(stepSpeed(transport.speed, 'slower')),
    faster: () => transport.changeSpeed(stepSpeed(transport.speed, 'faster')),
    previousChapter: () => {
      if (previousEpisode) playEpisode(previousEpisode.id);
    },
    nextChapter: () => {
      if (nextEpisode) playEpisode(nextEpisode.id);
    },
    toggleMute: element.toggleMute,
    toggleFullscreen: element.toggleFullscreen,
    toggleCaptions: subtitles.toggle,
  });
}

/** Media Session: the title (with the episode's), the series or subtitle, the artwork. */
function useMovieMediaSession(props: PlayerProps, { current }: MovieSource, episode: Episode | null) {
  const { setMediaSession, item } = props;
  useEffect(() => {
    setMediaSession({
      title: episode ? `${current?.title ?? item.title} · ${episode.title}` : (current?.title ?? item.title),
      artist: current?.subtitle ?? item.subtitle ?? undefined,
      artworkUrl: current?.thumbnail.url ?? item.thumbnailUrl,
    });
  }, [setMediaSession, current, item, episode]);
}
