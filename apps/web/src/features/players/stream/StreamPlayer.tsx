import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { IconButton } from '../core/controls';
import {
  BigPlayButton,
  FullscreenButton,
  PlayToggle,
  VideoCenter,
  VideoControlRow,
  VideoControls,
  VideoFrame,
  VideoPicture,
  VideoVolume,
} from '../core/video';
import { Spinner } from '../../../ui/Spinner';
import { StreamInfo } from './StreamInfo';
import { useStreamEngine, type StreamEngine } from './useStreamEngine';
import styles from './StreamPlayer.module.css';

/**
 * The live stream player (HLS): the view of useStreamEngine. LIVE badge, back to live, stream
 * facts and the live stats link. Markup only; every state and action comes from the engine.
 */
export default function StreamPlayer(props: PlayerProps) {
  const engine = useStreamEngine(props);
  const { element, state, visible } = engine;
  const { playing } = element.state;
  const { playback, item, onClose } = props;
  const live = playback.live;

  if (!live) {
    return null;
  }

  return (
    <VideoFrame
      element={element}
      visible={visible}
      poke={engine.poke}
      testId="stream-player"
      data-state={state}
    >
      <VideoPicture
        element={element}
        poster={playback.thumbnail.url}
        {...engine.videoEvents}
        data-testid="stream-video"
      />

      <StreamStatus engine={engine} onClose={onClose} />

      {!playing && state === 'playing' ? <BigPlayButton onClick={element.togglePlay} /> : null}

      {engine.infoOpen ? <StreamInfo live={live} onLeave={onClose} /> : null}

      <StreamControls engine={engine} live={live} />
      <span className="visually-hidden">{item.title}</span>
    </VideoFrame>
  );
}

/** Connecting or buffering, and the stalled stream with retry and back. */
function StreamStatus({ engine, onClose }: { engine: StreamEngine; onClose(): void }) {
  const { t } = useTranslation();
  const { state } = engine;
  const { waiting } = engine.element.state;
  return (
    <>
      {state === 'connecting' || (waiting && state !== 'stalled') ? (
        <VideoCenter className={styles.padded}>
          <div className={styles.connecting}>
            <Spinner size={44} />
            <span>
              {state === 'connecting' ? t('players.stream.connecting') : t('players.movie.buffering')}
            </span>
          </div>
        </VideoCenter>
      ) : null}

      {state === 'stalled' ? (
        <VideoCenter className={styles.padded}>
          <div className={styles.stalled} role="alert" data-testid="stream-stalled">
            <p className={styles.stalledTitle}>{t('players.stream.stalled')}</p>
            <p className={styles.stalledHint}>{t('players.stream.stalledHint')}</p>
            <div className={styles.stalledActions}>
              <button type="button" className={styles.primaryButton} onClick={engine.retry}>
                {t('players.stream.retry')}
              </button>
              <button type="button" className={styles.secondaryButton} onClick={onClose}>
                {t('players.host.back')}
              </button>
            </div>
          </div>
        </VideoCenter>
      ) : null}
    </>
  );
}

/** Play, volume, the LIVE badge or back to live, the stream's facts, info and fullscreen. */
function StreamControls({
  engine,
  live,
}: {
  engine: StreamEngine;
  live: NonNullable<PlayerProps['playback']['live']>;
}) {
  const { t } = useTranslation();
  const { element, visible } = engine;
  return (
    <VideoControls visible={visible}>
      <VideoControlRow
        start={
          <>
            <PlayToggle element={element} />
            <VideoVolume element={element} />
            {engine.behind ? (
              <button
                type="button"
                className={styles.backToLive}
                onClick={engine.goLive}
                data-testid="back-to-live"
              >
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
          </>
        }
        end={
          <>
            <IconButton
              ref={engine.infoButton}
              icon="info"
              label={t('players.stream.info')}
              aria-expanded={engine.infoOpen}
              onClick={engine.toggleInfo}
              data-testid="stream-info-button"
            />
            <FullscreenButton element={element} />
          </>
        }
      />
    </VideoControls>
  );
}
