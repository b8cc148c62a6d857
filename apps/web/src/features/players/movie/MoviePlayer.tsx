import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FORWARD_SECONDS,
  REWIND_SECONDS,
  clampSpeed,
  clampVolume,
  formatPlaybackTime,
  resumeTime,
  seekBy,
  stepSpeed,
} from '@member-area/domain';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { IconButton, SeekBar, SpeedMenu, VolumeControl } from '../core/controls';
import { usePlayback } from '../core/playback-query';
import { Spinner } from '../../../ui/Spinner';
import { diagnoseMediaError } from './media-error';
import { EpisodeList } from './EpisodeList';
import { NextEpisodeCard } from './NextEpisodeCard';
import { SubtitleMenu } from './SubtitleMenu';
import {
  SUBTITLES_OFF,
  applySubtitles,
  rememberSubtitles,
  rememberedSubtitles,
  subtitleLanguage,
} from './subtitles';
import { useIdleControls } from './useIdleControls';
import styles from './MoviePlayer.module.css';

type Video = NonNullable<PlaybackData['video']>;

/** Where the <video> starts after a source change: the resume point, 0, or where a refresh left off. */
interface Source {
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

/** The movie and series player (docs/players.md): one <video> with its own controls. */
export default function MoviePlayer(props: PlayerProps) {
  const { t } = useTranslation();
  const { item, playback, reportProgress, refreshPlayback, onError, onEnded, useActions, setMediaSession } =
    props;
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);

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

  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(currentVideo?.duration ?? 0);
  const [buffered, setBuffered] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
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
  const togglePlay = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (el.paused || el.ended) el.play().catch(() => setPlaying(false));
    else el.pause();
  }, []);

  const seekTo = useCallback((target: number) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = target;
    setTime(target);
  }, []);

  const seekRelative = useCallback(
    (delta: number) => {
      const el = video.current;
      if (el) seekTo(seekBy(el.currentTime, delta, el.duration));
    },
    [seekTo],
  );

  const changeSpeed = useCallback((value: number) => {
    const next = clampSpeed(value);
    setSpeed(next);
    if (video.current) video.current.playbackRate = next;
  }, []);

  const toggleMute = useCallback(() => {
    const el = video.current;
    if (!el) return;
    el.muted = !el.muted;
    if (!el.muted && el.volume === 0) el.volume = 0.5;
  }, []);

  const changeVolume = useCallback((value: number) => {
    const el = video.current;
    if (!el) return;
    el.volume = clampVolume(value);
    el.muted = value === 0;
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  const togglePip = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void el.requestPictureInPicture?.().catch(() => undefined);
  }, []);

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
    [source, position, reportProgress],
  );

  useActions({
    togglePlay,
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
    toggleMute,
    toggleFullscreen,
    toggleCaptions: toggleSubtitles,
  });

  useEffect(() => {
    setMediaSession({
      title: episode ? `${current?.title ?? item.title} · ${episode.title}` : (current?.title ?? item.title),
      artist: current?.subtitle ?? item.subtitle ?? undefined,
      artworkUrl: current?.thumbnail.url ?? item.thumbnailUrl,
    });
  }, [setMediaSession, current, item, episode]);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Subtitles: the <track> elements start disabled; show the chosen one (and again when tracks load).
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    applySubtitles(el, subtitleShown);
    const onAdd = () => applySubtitles(el, subtitleShown);
    el.textTracks.addEventListener('addtrack', onAdd);
    return () => el.textTracks.removeEventListener('addtrack', onAdd);
  }, [subtitleShown, source?.url]);

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
  }, [visible, subtitleShown, source?.url]);

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
    if (source.autoplay) el.play().catch(() => setPlaying(false));
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
    setPlaying(false);
    const el = video.current;
    if (el && !el.ended) reportProgress(el.currentTime, position(el.currentTime), { flush: true });
  };

  const onVideoEnded = () => {
    const el = video.current;
    setPlaying(false);
    if (el) reportProgress(el.duration, position(el.duration), { flush: true });
    if (nextEpisode) setNextCountdown(NEXT_EPISODE_COUNTDOWN_SECONDS);
    else onEnded();
  };

  const timeLeft = useMemo(() => (duration > 0 ? Math.max(0, duration - time) : 0), [duration, time]);

  if (!source || !currentVideo) {
    return (
      <div className={styles.frame} data-testid="movie-player">
        <div className={styles.center}>
          <Spinner size={40} label={t('players.host.loading')} />
        </div>
      </div>
    );
  }

  return (
    <div
      ref={frame}
      className={[styles.frame, visible ? '' : styles.idle].join(' ')}
      onMouseMove={poke}
      onTouchStart={poke}
      data-testid="movie-player"
      data-playing={playing}
    >
      <video
        ref={video}
        className={styles.video}
        src={source.url}
        poster={currentVideo.posterUrl ?? undefined}
        preload="metadata"
        playsInline
        onClick={togglePlay}
        onDoubleClick={toggleFullscreen}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={() => setDuration(video.current?.duration ?? 0)}
        onTimeUpdate={onTimeUpdate}
        onPlay={() => setPlaying(true)}
        onPlaying={() => {
          setPlaying(true);
          setWaiting(false);
        }}
        onPause={onPause}
        onWaiting={() => setWaiting(true)}
        onCanPlay={() => setWaiting(false)}
        onSeeked={() => setWaiting(false)}
        onEnded={onVideoEnded}
        onVolumeChange={() => {
          const el = video.current;
          if (!el) return;
          setVolume(el.volume);
          setMuted(el.muted);
        }}
        onRateChange={() => setSpeed(video.current?.playbackRate ?? 1)}
        onError={() => void handleVideoError()}
        data-testid="movie-video"
      >
        {subtitles.map((track) => (
          <track
            key={track.language}
            kind="subtitles"
            src={track.url}
            srcLang={track.language}
            label={track.label}
          />
        ))}
      </video>

      {waiting && playing ? (
        <div className={styles.center} aria-live="polite">
          <Spinner size={48} label={t('players.movie.buffering')} />
        </div>
      ) : null}
      {!playing && !waiting && nextCountdown === null ? (
        <div className={styles.center}>
          <IconButton
            icon="play"
            size="lg"
            label={t('players.controls.play')}
            onClick={togglePlay}
            className={styles.bigPlay}
          />
        </div>
      ) : null}

      {resumedAt !== null ? (
        <div className={styles.toast} role="status" data-testid="resumed-at">
          <span>{t('players.movie.resumedAt', { time: formatPlaybackTime(resumedAt) })}</span>
          <button
            type="button"
            className={styles.toastButton}
            onClick={() => {
              seekTo(0);
              setResumedAt(null);
            }}
          >
            {t('players.movie.startOver')}
          </button>
        </div>
      ) : null}

      {nextCountdown !== null && nextEpisode ? (
        <NextEpisodeCard
          episode={nextEpisode}
          seconds={nextCountdown}
          onPlay={() => playEpisode(nextEpisode.id)}
          onCancel={() => setNextCountdown(null)}
        />
      ) : null}

      {episodesOpen ? (
        <EpisodeList
          episodes={episodes}
          currentId={source.episodeId}
          onChoose={playEpisode}
          onClose={() => setEpisodesOpen(false)}
          opener={episodesButton}
        />
      ) : null}

      <div className={styles.controls} data-testid="movie-controls" aria-hidden={!visible || undefined}>
        {episode ? (
          <p className={styles.episodeLine}>
            <span className={styles.episodeBadge}>
              {t('players.movie.episodeNumber', {
                season: episode.seasonNumber,
                episode: episode.episodeNumber,
              })}
            </span>
            {episode.title}
          </p>
        ) : null}
        <SeekBar current={time} duration={duration} buffered={buffered} onSeek={seekTo} />
        <div className={styles.row}>
          <div className={styles.group}>
            <IconButton
              icon={playing ? 'pause' : 'play'}
              label={playing ? t('players.controls.pause') : t('players.controls.play')}
              onClick={togglePlay}
              data-testid="play-toggle"
            />
            <IconButton
              icon="back"
              badge={REWIND_SECONDS}
              label={t('players.controls.rewind', { seconds: REWIND_SECONDS })}
              onClick={() => seekRelative(-REWIND_SECONDS)}
              data-testid="seek-back"
            />
            <IconButton
              icon="forward"
              badge={FORWARD_SECONDS}
              label={t('players.controls.forward', { seconds: FORWARD_SECONDS })}
              onClick={() => seekRelative(FORWARD_SECONDS)}
              data-testid="seek-forward"
            />
            <VolumeControl volume={volume} muted={muted} onVolume={changeVolume} onToggleMute={toggleMute} />
            <span className={styles.remaining} aria-hidden="true">
              −{formatPlaybackTime(timeLeft)}
            </span>
          </div>
          <div className={styles.group}>
            {nextEpisode ? (
              <IconButton
                icon="next"
                label={t('players.movie.nextEpisode')}
                className={styles.nextButton}
                onClick={() => playEpisode(nextEpisode.id)}
                data-testid="next-episode"
              />
            ) : null}
            {episodes.length > 0 ? (
              <IconButton
                ref={episodesButton}
                icon="episodes"
                label={t('players.movie.episodes')}
                aria-expanded={episodesOpen}
                onClick={() => setEpisodesOpen((open) => !open)}
                data-testid="episodes-button"
              />
            ) : null}
            {subtitles.length > 0 ? (
              <SubtitleMenu
                subtitles={subtitles}
                shown={subtitleShown}
                onChoose={chooseSubtitles}
                onOpenChange={setMenuOpen}
              />
            ) : null}
            <SpeedMenu speed={speed} onChange={changeSpeed} />
            {typeof document !== 'undefined' && document.pictureInPictureEnabled ? (
              <IconButton
                icon="pip"
                label={t('players.controls.pip')}
                onClick={togglePip}
                className={styles.pip}
              />
            ) : null}
            <IconButton
              icon={fullscreen ? 'fullscreen-exit' : 'fullscreen'}
              label={fullscreen ? t('players.controls.exitFullscreen') : t('players.controls.fullscreen')}
              onClick={toggleFullscreen}
              data-testid="fullscreen-button"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
