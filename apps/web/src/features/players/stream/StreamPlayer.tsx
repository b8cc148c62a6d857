import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORWARD_SECONDS, REWIND_SECONDS, clampVolume, intlLocale } from '@member-area/domain';
import type { PlayerProps } from '../core/contract';
import { IconButton, VolumeControl } from '../core/controls';
import { usePlayerLayer } from '../core/layers';
import { paths } from '../../browse';
import { Spinner } from '../../../ui/Spinner';
import { useIdleControls } from '../movie/useIdleControls';
import { isBehindLive } from './hls-support';
import { useHlsSource } from './useHlsSource';
import styles from './StreamPlayer.module.css';

/** A stream counts as stopped after this long buffering without progress. */
const STALL_AFTER_MS = 12_000;

/** The live stream player (HLS): LIVE badge, back to live, stream facts and the live stats link. */
export default function StreamPlayer(props: PlayerProps) {
  const { t } = useTranslation();
  const { playback, item, refreshPlayback, onError, useActions, setMediaSession, onClose } = props;
  const live = playback.live;
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [behind, setBehind] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoButton = useRef<HTMLButtonElement>(null);
  usePlayerLayer('panel', infoOpen, () => setInfoOpen(false), infoButton);
  const [fullscreen, setFullscreen] = useState(false);

  const source = useHlsSource(video, {
    url: live?.hlsUrl ?? '',
    refreshPlayback,
    onFatal: onError,
  });
  const { state, setState, liveEdge, windowStart, retry } = source;
  const { visible, poke } = useIdleControls(playing, infoOpen);
  const segmentSeconds = live?.segmentSeconds ?? 4;

  const togglePlay = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => setPlaying(false));
    else el.pause();
  }, []);

  const goLive = useCallback(() => {
    const el = video.current;
    const edge = liveEdge();
    if (!el || edge === null) return;
    el.currentTime = edge;
    if (el.paused) void el.play().catch(() => undefined);
    setBehind(false);
  }, [liveEdge]);

  const seekRelative = useCallback(
    (delta: number) => {
      const el = video.current;
      const start = windowStart();
      const edge = liveEdge();
      if (!el || start === null || edge === null) return;
      // A second inside the window: its oldest segment leaves the playlist at the next refresh.
      el.currentTime = Math.min(edge, Math.max(start + 1, el.currentTime + delta));
    },
    [liveEdge, windowStart],
  );

  const toggleMute = useCallback(() => {
    const el = video.current;
    if (!el) return;
    el.muted = !el.muted;
    if (!el.muted && el.volume === 0) el.volume = 0.5;
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  useActions({
    togglePlay,
    seekBack: () => seekRelative(-REWIND_SECONDS),
    seekForward: () => seekRelative(FORWARD_SECONDS),
    toggleMute,
    toggleFullscreen,
  });

  useEffect(() => {
    setMediaSession({
      title: playback.title,
      artist: playback.subtitle ?? undefined,
      artworkUrl: playback.thumbnail.url,
    });
  }, [setMediaSession, playback.title, playback.subtitle, playback.thumbnail.url]);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A stream that buffers for long is stopped (the server or the network); say so and offer retry.
  useEffect(() => {
    if (!waiting || state === 'stalled') return;
    const timer = window.setTimeout(() => setState('stalled'), STALL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, state, setState]);

  // A slow start can leave the clock before the sliding window (its first segments already gone):
  // hop to the live edge instead of waiting for data that will never come.
  const rejoinWindow = useCallback(() => {
    const el = video.current;
    if (!el || el.buffered.length === 0) return;
    const bufferStart = el.buffered.start(0);
    const oldest = windowStart() ?? bufferStart;
    // Before the first frame the buffer's start counts too; later the member may sit anywhere in the window.
    const floor = state === 'connecting' ? Math.max(bufferStart, oldest) : oldest;
    if (el.currentTime < floor - 0.5) el.currentTime = liveEdge() ?? bufferStart;
  }, [liveEdge, windowStart, state]);

  useEffect(() => {
    if (!waiting) return;
    rejoinWindow();
    const timer = window.setInterval(rejoinWindow, 2_000);
    return () => window.clearInterval(timer);
  }, [waiting, rejoinWindow]);

  const onTimeUpdate = () => {
    const el = video.current;
    if (el) setBehind(isBehindLive(el.currentTime, liveEdge(), segmentSeconds));
  };

  if (!live) {
    return null;
  }

  return (
    <div
      ref={frame}
      className={[styles.frame, visible ? '' : styles.idle].join(' ')}
      onMouseMove={poke}
      onTouchStart={poke}
      data-testid="stream-player"
      data-state={state}
    >
      <video
        ref={video}
        className={styles.video}
        playsInline
        poster={playback.thumbnail.url}
        onClick={togglePlay}
        onDoubleClick={toggleFullscreen}
        onPlay={() => setPlaying(true)}
        onPlaying={() => {
          setPlaying(true);
          setWaiting(false);
        }}
        onPause={() => setPlaying(false)}
        onWaiting={() => setWaiting(true)}
        onCanPlay={() => setWaiting(false)}
        onLoadedData={rejoinWindow}
        onProgress={rejoinWindow}
        onTimeUpdate={onTimeUpdate}
        onVolumeChange={() => {
          const el = video.current;
          if (!el) return;
          setVolume(el.volume);
          setMuted(el.muted);
        }}
        data-testid="stream-video"
      />

      {state === 'connecting' || (waiting && state !== 'stalled') ? (
        <div className={styles.center}>
          <div className={styles.connecting}>
            <Spinner size={44} />
            <span>
              {state === 'connecting' ? t('players.stream.connecting') : t('players.movie.buffering')}
            </span>
          </div>
        </div>
      ) : null}

      {state === 'stalled' ? (
        <div className={styles.center}>
          <div className={styles.stalled} role="alert" data-testid="stream-stalled">
            <p className={styles.stalledTitle}>{t('players.stream.stalled')}</p>
            <p className={styles.stalledHint}>{t('players.stream.stalledHint')}</p>
            <div className={styles.stalledActions}>
              <button type="button" className={styles.primaryButton} onClick={retry}>
                {t('players.stream.retry')}
              </button>
              <button type="button" className={styles.secondaryButton} onClick={onClose}>
                {t('players.host.back')}
              </button>
            </div>
          </div>
        </div>
      ) : null}

      {!playing && state === 'playing' ? (
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

      {infoOpen ? (
        <aside className={styles.info} aria-label={t('players.stream.info')} data-testid="stream-info">
          <dl>
            <div>
              <dt>{t('players.stream.quality')}</dt>
              <dd>{live.quality}</dd>
            </div>
            <div>
              <dt>{t('players.stream.resolution')}</dt>
              <dd>{live.resolution}</dd>
            </div>
            <div>
              <dt>{t('players.stream.bitrate')}</dt>
              <dd>{t('players.stream.bitrateValue', { kbps: live.bitrateKbps })}</dd>
            </div>
            <div>
              <dt>{t('players.stream.language')}</dt>
              <dd>{languageName(live.language, intlLocale(document.documentElement.lang))}</dd>
            </div>
          </dl>
          <Link
            className={styles.statsLink}
            to={paths.live('stream', live.liveSlug)}
            onClick={onClose}
            data-testid="live-stats-link"
          >
            {t('players.stream.stats')} →
          </Link>
        </aside>
      ) : null}

      <div className={styles.controls} aria-hidden={!visible || undefined}>
        <div className={styles.row}>
          <div className={styles.group}>
            <IconButton
              icon={playing ? 'pause' : 'play'}
              label={playing ? t('players.controls.pause') : t('players.controls.play')}
              onClick={togglePlay}
              data-testid="play-toggle"
            />
            <VolumeControl
              volume={volume}
              muted={muted}
              onVolume={(value) => {
                const el = video.current;
                if (!el) return;
                el.volume = clampVolume(value);
                el.muted = value === 0;
              }}
              onToggleMute={toggleMute}
            />
            {behind ? (
              <button type="button" className={styles.backToLive} onClick={goLive} data-testid="back-to-live">
                <span className={styles.dotMuted} aria-hidden="true" />
                {t('players.stream.backToLive')}
              </button>
            ) : (
              <span className={styles.liveBadge} data-testid="live-badge">
                <span className={styles.dot} aria-hidden="true" />
                {t('players.stream.live')}
              </span>
            )}
            <span className={styles.facts}>
              {live.quality} · {live.resolution}
            </span>
          </div>
          <div className={styles.group}>
            <IconButton
              ref={infoButton}
              icon="info"
              label={t('players.stream.info')}
              aria-expanded={infoOpen}
              onClick={() => setInfoOpen((open) => !open)}
              data-testid="stream-info-button"
            />
            <IconButton
              icon={fullscreen ? 'fullscreen-exit' : 'fullscreen'}
              label={fullscreen ? t('players.controls.exitFullscreen') : t('players.controls.fullscreen')}
              onClick={toggleFullscreen}
            />
          </div>
        </div>
      </div>
      <span className="visually-hidden">{item.title}</span>
    </div>
  );
}

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
