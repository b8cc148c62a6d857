import { useCallback, useEffect, useRef, useState, type RefObject, type VideoHTMLAttributes } from 'react';
import {
  FORWARD_SECONDS,
  REWIND_SECONDS,
  clampSpeed,
  resumeTime,
  seekBy,
  stepSpeed,
} from '@member-area/domain';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { usePlayback } from '../core/playback-query';
import { useIdleControls, useVideoElement, type VideoElement } from '../core/video';
import { diagnoseMediaError } from './media-error';
import {
  SUBTITLES_OFF,
  applySubtitles,
  rememberSubtitles,
  rememberedSubtitles,
  subtitleLanguage,
} from './subtitles';

type Video = NonNullable<PlaybackData['video']>;
type Episode = PlaybackData['episodes'][number];

/** Where the <video> starts after a source change: the resume point, 0, or where a refresh left off. */
export interface Source {
  url: string;
  episodeId: string | null;
  startAt: number;
  autoplay: boolean;
}

const NEXT_EPISODE_COUNTDOWN_SECONDS = 10;
const RESUMED_NOTICE_MS = 8_000;

function startTimeFor(video: Video, props: PlayerProps, first: boolean): number {
  if (!first || !props.resume) return 0;
  const position = props.resume.position;
  const saved = typeof position?.time === 'number' ? position.time : props.resume.progress;
  if (position && typeof position.episodeId === 'string' && position.episodeId !== video.episodeId) return 0;
  return resumeTime(saved, video.duration);
}

/** Everything MoviePlayer draws, and what its controls and the <video> call. */
export interface MovieEngine {
  element: VideoElement;
  source: Source | null;
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
  const { item, playback, reportProgress, refreshPlayback, onError, onEnded, useActions, setMediaSession } =
    props;
  const element = useVideoElement({ initiallyWaiting: true });
  const { video } = element;
  const { playing } = element.state;

  // Series: the episode playing may differ from the one the host fetched.
  const hostEpisodeId = playback.video?.episodeId ?? null;
  const [episodeId, setEpisodeId] = useState<string | null>(hostEpisodeId);
  const ownEpisode = episodeId !== hostEpisodeId;
  const episodeQuery = usePlayback(ownEpisode ? { ...item, episodeId } : null);
  const current: PlaybackData | undefined = ownEpisode ? episodeQuery.data : playback;
  const currentVideo = current?.video ?? null;

  const firstSource = useRef(true);
  const [source, setSource] = useState<Source | null>(null);
  useEffect(() => {
    if (!currentVideo) return;
    setSource((previous) => {
      if (previous && previous.episodeId === currentVideo.episodeId) return previous; // a refresh keeps the URL in use
      const startAt = startTimeFor(currentVideo, props, firstSource.current);
      firstSource.current = false;
      return { url: currentVideo.url, episodeId: currentVideo.episodeId, startAt, autoplay: true };
    });
    // props.resume is read once for the first source only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentVideo?.episodeId, currentVideo?.url]);

  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(currentVideo?.duration ?? 0);
  const [buffered, setBuffered] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [subtitleChoice, setSubtitleChoice] = useState(rememberedSubtitles);
  const [menuOpen, setMenuOpen] = useState(false);
  const [episodesOpen, setEpisodesOpen] = useState(false);
  const episodesButton = useRef<HTMLButtonElement>(null);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [nextCountdown, setNextCountdown] = useState<number | null>(null);
  const refreshes = useRef<number[]>([]);
  const firstResume = useRef(true);

  const subtitles = currentVideo?.subtitles ?? [];
  const languages = subtitles.map((s) => s.language);
  const subtitleShown = subtitleLanguage(subtitleChoice, languages);
  const episodes = current?.episodes ?? playback.episodes;
  const episodeIndex = episodes.findIndex((e) => e.id === source?.episodeId);
  const nextEpisode = episodeIndex >= 0 ? (episodes[episodeIndex + 1] ?? null) : null;
  const previousEpisode = episodeIndex > 0 ? (episodes[episodeIndex - 1] ?? null) : null;
  const episode = episodeIndex >= 0 ? episodes[episodeIndex] : null;

  const { visible, poke } = useIdleControls(playing, menuOpen || episodesOpen || nextCountdown !== null);

  const position = useCallback(
    (at: number): Record<string, unknown> =>
      source?.episodeId ? { episodeId: source.episodeId, time: at } : { time: at },
    [source?.episodeId],
  );

  // --- media element wiring -------------------------------------------------------------------
  const seekTo = useCallback(
    (target: number) => {
      const el = video.current;
      if (!el) return;
      el.currentTime = target;
      setTime(target);
    },
    [video],
  );

  const seekRelative = useCallback(
    (delta: number) => {
      const el = video.current;
      if (el) seekTo(seekBy(el.currentTime, delta, el.duration));
    },
    [seekTo, video],
  );

  const changeSpeed = useCallback(
    (value: number) => {
      const next = clampSpeed(value);
      setSpeed(next);
      if (video.current) video.current.playbackRate = next;
    },
    [video],
  );

  const togglePip = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void el.requestPictureInPicture?.().catch(() => undefined);
  }, [video]);

  const chooseSubtitles = useCallback((language: string) => {
    setSubtitleChoice(language);
    rememberSubtitles(language);
  }, []);

  const lastLanguage = useRef<string | null>(null);
  const toggleSubtitles = useCallback(() => {
    if (subtitleShown !== SUBTITLES_OFF) {
      lastLanguage.current = subtitleShown;
      chooseSubtitles(SUBTITLES_OFF);
    } else {
      const preferred =
        lastLanguage.current && languages.includes(lastLanguage.current) ? lastLanguage.current : null;
      const uiLanguage = document.documentElement.lang.split('-')[0] ?? '';
      const pick = preferred ?? languages.find((l) => l.split('-')[0] === uiLanguage) ?? languages[0];
      if (pick) chooseSubtitles(pick);
    }
  }, [subtitleShown, languages, chooseSubtitles]);

  const playEpisode = useCallback(
    (id: string) => {
      const el = video.current;
      if (el && source) reportProgress(el.currentTime, position(el.currentTime), { flush: true });
      setNextCountdown(null);
      setEpisodesOpen(false);
      setResumedAt(null);
      setEpisodeId(id);
    },
    [source, position, reportProgress, video],
  );

  useActions({
    togglePlay: element.togglePlay,
    seekBack: () => seekRelative(-REWIND_SECONDS),
    seekForward: () => seekRelative(FORWARD_SECONDS),
    slower: () => changeSpeed(stepSpeed(speed, 'slower')),
    faster: () => changeSpeed(stepSpeed(speed, 'faster')),
    previousChapter: () => {
      if (previousEpisode) playEpisode(previousEpisode.id);
    },
    nextChapter: () => {
      if (nextEpisode) playEpisode(nextEpisode.id);
    },
    toggleMute: element.toggleMute,
    toggleFullscreen: element.toggleFullscreen,
    toggleCaptions: toggleSubtitles,
  });

  useEffect(() => {
    setMediaSession({
      title: episode ? `${current?.title ?? item.title} · ${episode.title}` : (current?.title ?? item.title),
      artist: current?.subtitle ?? item.subtitle ?? undefined,
      artworkUrl: current?.thumbnail.url ?? item.thumbnailUrl,
    });
  }, [setMediaSession, current, item, episode]);

  // Subtitles: the <track> elements start disabled; show the chosen one (and again when tracks load).
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    applySubtitles(el, subtitleShown);
    const onAdd = () => applySubtitles(el, subtitleShown);
    el.textTracks.addEventListener('addtrack', onAdd);
    return () => el.textTracks.removeEventListener('addtrack', onAdd);
  }, [subtitleShown, source?.url, video]);

  // Cues sit above the control bar while it shows (WebVTT line counts from the bottom when negative).
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const line = visible ? -4 : -2;
    const lift = () => {
      for (const track of Array.from(el.textTracks)) {
        if (track.mode !== 'showing') continue;
        for (const cue of Array.from(track.cues ?? [])) if (cue instanceof VTTCue) cue.line = line;
      }
    };
    lift();
    const tracks = Array.from(el.textTracks);
    for (const track of tracks) track.addEventListener('cuechange', lift);
    return () => {
      for (const track of tracks) track.removeEventListener('cuechange', lift);
    };
  }, [visible, subtitleShown, source?.url, video]);

  // "Resumed at" stays a few seconds, long enough to choose Start over.
  useEffect(() => {
    if (resumedAt === null) return;
    const timer = window.setTimeout(() => setResumedAt(null), RESUMED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [resumedAt]);

  // The countdown card at the end of an episode.
  useEffect(() => {
    if (nextCountdown === null || !nextEpisode) return;
    if (nextCountdown <= 0) {
      playEpisode(nextEpisode.id);
      return;
    }
    const timer = window.setTimeout(() => setNextCountdown((n) => (n === null ? null : n - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [nextCountdown, nextEpisode, playEpisode]);

  const onLoadedMetadata = () => {
    const el = video.current;
    if (!el || !source) return;
    setDuration(el.duration);
    el.playbackRate = speed;
    if (source.startAt > 0) {
      el.currentTime = source.startAt;
      setTime(source.startAt);
      if (firstResume.current) setResumedAt(source.startAt);
    }
    firstResume.current = false;
    applySubtitles(el, subtitleShown);
    if (source.autoplay) el.play().catch(() => element.setPlaying(false));
  };

  const handleVideoError = async () => {
    const el = video.current;
    if (!el || !source) return;
    const at = el.currentTime || source.startAt;
    const wasPlaying = !el.paused || source.autoplay;
    const canPlay = currentVideo ? el.canPlayType(currentVideo.mimeType) !== '' : true;
    const failure = await diagnoseMediaError(source.url, el.error, canPlay);
    if (failure.kind === 'fatal') {
      onError(failure.code);
      return;
    }
    // A signed URL expired: new URLs, then carry on from the same time (at most 3 refreshes a minute).
    const now = Date.now();
    refreshes.current = refreshes.current.filter((when) => now - when < 60_000);
    if (refreshes.current.length >= 3) {
      onError('expired');
      return;
    }
    refreshes.current.push(now);
    try {
      const fresh = ownEpisode ? (await episodeQuery.refetch()).data : await refreshPlayback();
      const url = fresh?.video?.url;
      if (!fresh?.available || !url) {
        onError(fresh?.available === false ? 'not_entitled' : 'expired');
        return;
      }
      setSource({ url, episodeId: source.episodeId, startAt: at, autoplay: wasPlaying });
    } catch {
      onError('expired');
    }
  };

  const onTimeUpdate = () => {
    const el = video.current;
    if (!el) return;
    setTime(el.currentTime);
    if (el.buffered.length > 0) setBuffered(el.buffered.end(el.buffered.length - 1));
    if (!el.paused && !el.seeking) reportProgress(el.currentTime, position(el.currentTime));
  };

  const onPause = () => {
    element.events.onPause();
    const el = video.current;
    if (el && !el.ended) reportProgress(el.currentTime, position(el.currentTime), { flush: true });
  };

  const onVideoEnded = () => {
    const el = video.current;
    element.setPlaying(false);
    if (el) reportProgress(el.duration, position(el.duration), { flush: true });
    if (nextEpisode) setNextCountdown(NEXT_EPISODE_COUNTDOWN_SECONDS);
    else onEnded();
  };

  return {
    element,
    source,
    currentVideo,
    subtitles,
    subtitleShown,
    episodes,
    episode: episode ?? null,
    nextEpisode,
    time,
    duration,
    buffered,
    speed,
    resumedAt,
    nextCountdown,
    episodesOpen,
    episodesButton,
    visible,
    poke,
    seekTo,
    seekRelative,
    changeSpeed,
    togglePip,
    chooseSubtitles,
    setMenuOpen,
    toggleEpisodes: () => setEpisodesOpen((open) => !open),
    closeEpisodes: () => setEpisodesOpen(false),
    playEpisode,
    cancelNextEpisode: () => setNextCountdown(null),
    startOver: () => {
      seekTo(0);
      setResumedAt(null);
    },
    videoEvents: {
      ...element.events,
      onLoadedMetadata,
      onDurationChange: () => setDuration(video.current?.duration ?? 0),
      onTimeUpdate,
      onPause,
      onSeeked: () => element.setWaiting(false),
      onEnded: onVideoEnded,
      onRateChange: () => setSpeed(video.current?.playbackRate ?? 1),
      onError: () => void handleVideoError(),
    },
  };
}
