import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { escapeOutcome, playerFor } from '@member-area/domain';
import { ButtonLink, Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { ReportProblemDialog } from '../../feedback';
import type {
  PlaybackData,
  PlayerActionHandlers,
  PlayerErrorCode,
  PlayerProps,
  QueueItem,
  ResumePoint,
} from './contract';
import { MiniPlayer } from '../mini/MiniPlayer';
import { IconButton } from './controls';
import { useFocusTrap } from './focus-trap';
import { HelpPanel } from './HelpPanel';
import { useKeyboardScheme } from './keyboard-listener';
import { foreignLayerOpen, PlayerLayers, PlayerLayersContext } from './layers';
import { useMediaSession } from './media-session';
import { PlayerErrorBoundary } from './PlayerErrorBoundary';
import { keepsPlayingWhenClosed } from './PlayerProvider';
import { PLAYERS } from './players';
import {
  PLAYBACK_FRESH_MARGIN_MS,
  playbackKey,
  refreshPlaybackIn,
  resumePointOf,
  usePlayback,
} from './playback-query';
import { usePlaybackStart } from './playback-start';
import { useProgressSaver } from './progress-saver';
import { usePlayer } from './usePlayer';
import styles from './PlayerHost.module.css';

/** Players without a media element start "playing" as soon as they open. */
const STARTS_ON_OPEN = new Set(['ebook', 'game', 'software']);

function Centered({ children }: { children: ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

/**
 * The full-screen overlay over the app (or, for music and audiobooks after close, the mini-player
 * in the same place so the audio element stays mounted). Does everything docs/players.md gives
 * the host: fetch, refusals, keyboard, help, Media Session, progress, history, events, errors.
 */
export function PlayerHost() {
  const player = usePlayer();
  const { active, presentation } = player;
  if (!active || presentation === 'closed') return null;
  // Added to the queue, nothing playing: the bar shows what waits; no player (and no media) loads.
  if (presentation === 'queued') return <QueuedBar />;
  if (presentation === 'mini' && !keepsPlayingWhenClosed(active.mediaType)) return null;
  return createPortal(
    <ActivePlayer key={active.key} item={active} presentation={presentation} />,
    document.body,
  );
}

/** The queue's front item in the mini-player's place, paused: its Play opens the full player. */
function QueuedBar() {
  const { t } = useTranslation();
  const player = usePlayer();
  const { active, queue } = player;
  if (!active) return null;
  return (
    <MiniPlayer
      coverUrl={active.thumbnailUrl}
      title={active.title}
      subtitle={t('players.queued.count', { count: queue.length })}
      fraction={0}
      playing={false}
      onTogglePlay={player.open}
      onNext={player.next}
      nextLabel={t('players.queued.skip')}
      nextDisabled={queue.length < 2}
      onExpand={player.open}
      onClose={player.stop}
      state="queued"
    />
  );
}

function ActivePlayer({ item, presentation }: { item: QueueItem; presentation: 'full' | 'mini' }) {
  const { t } = useTranslation();
  const controller = usePlayer();
  const client = useQueryClient();
  const overlay = useRef<HTMLDivElement>(null);
  const full = presentation === 'full';
  const kind = playerFor(item.mediaType);

  const query = usePlayback(item);
  const playback = query.data;
  const [error, setError] = useState<PlayerErrorCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [help, setHelp] = useState(false);
  const [reporting, setReporting] = useState(false);

  // Resume where the stored progress said when the player opened; later refetches (new URLs) must
  // not move the member back.
  const resume = useRef<{ attempt: number; point: ResumePoint | null } | null>(null);
  if (playback && resume.current?.attempt !== attempt) {
    resume.current = { attempt, point: resumePointOf(playback) };
  }

  const handlers = useRef<PlayerActionHandlers>({});
  const useActions = useCallback((bound: PlayerActionHandlers) => {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- runs inside each player's render, as a hook
    useEffect(() => {
      handlers.current = bound;
    });
  }, []);

  const markStarted = usePlaybackStart();
  const started = useCallback(() => {
    if (playback?.available) markStarted(item, playback);
  }, [item, playback, markStarted]);
  useEffect(() => {
    if (playback?.available && STARTS_ON_OPEN.has(item.mediaType)) started();
  }, [playback?.available, item.mediaType, started]);

  const saver = useProgressSaver(item, Boolean(playback?.available));
  const reportProgress = useCallback<PlayerProps['reportProgress']>(
    (progress, position, opts) => {
      started();
      saver.reportProgress(progress, position, opts);
      // The details page reads the same cache entry for "Resume at".
      const text = JSON.stringify(position);
      for (const key of [playbackKey(item), playbackKey({ ...item, episodeId: null })]) {
        client.setQueryData<PlaybackData>(key, (old) =>
          old
            ? {
                ...old,
                progress: {
                  progress,
                  position: text,
                  sequence: Date.now(),
                  updatedAt: new Date().toISOString(),
                },
              }
            : old,
        );
      }
    },
    [started, saver, client, item],
  );

  const refreshPlayback = useCallback(() => refreshPlaybackIn(client, item), [client, item]);

  // Ask for new signed URLs shortly before they expire (players also ask after a 403).
  useEffect(() => {
    if (!playback?.expiresAt) return;
    const wait = Date.parse(playback.expiresAt) - Date.now() - PLAYBACK_FRESH_MARGIN_MS / 2;
    if (!Number.isFinite(wait)) return;
    const timer = window.setTimeout(
      () => {
        refreshPlayback().catch((cause: unknown) => console.warn('[player] refresh failed', cause));
      },
      Math.max(5_000, wait),
    );
    return () => window.clearTimeout(timer);
  }, [playback?.expiresAt, refreshPlayback]);

  const setMediaSession = useMediaSession(handlers, true);

  const close = controller.close;
  const toggleHelp = useCallback(() => setHelp((open) => !open), []);
  // Menus and panels (help included) register here; Escape closes the innermost, else the player.
  const [layers] = useState(() => new PlayerLayers());
  const escape = useCallback(() => {
    const outcome = escapeOutcome({
      handled: false,
      foreignOpen: foreignLayerOpen(overlay.current),
      layers: layers.list(),
      full,
    });
    switch (outcome.close) {
      case 'nothing':
        return;
      case 'layer':
        outcome.layer.close();
        outcome.layer.opener?.current?.focus({ preventScroll: true });
        return;
      case 'player':
        close();
        return;
    }
  }, [layers, full, close]);
  useKeyboardScheme(handlers, { toggleHelp, close: escape }, full && !reporting);
  useFocusTrap(overlay, full);

  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
    void query.refetch();
  };

  const props: PlayerProps | null = useMemo(
    () =>
      playback
        ? {
            item,
            presentation,
            onExpand: controller.open,
            // From the mini-player, closing stops playback (contract.ts onClose).
            onClose: presentation === 'mini' ? controller.stop : controller.close,
            playback,
            resume: resume.current?.point ?? null,
            reportProgress,
            onEnded: controller.next,
            refreshPlayback,
            onError: setError,
            useActions,
            setMediaSession,
          }
        : null,
    // resume is read from the ref on purpose: it is fixed per attempt (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      playback,
      item,
      presentation,
      controller.open,
      controller.close,
      controller.stop,
      controller.next,
      reportProgress,
      refreshPlayback,
      useActions,
      setMediaSession,
      attempt,
    ],
  );

  let stage: ReactNode;
  if (query.isPending) {
    stage = (
      <Centered>
        <Spinner size={36} label={t('players.host.loading')} />
      </Centered>
    );
  } else if (query.isError || !playback) {
    stage = (
      <Centered>
        <div className={styles.message} role="alert" data-testid="player-error">
          <p>{t('players.errors.network')}</p>
          <Button onClick={retry}>{t('players.host.retry')}</Button>
        </div>
      </Centered>
    );
  } else if (!playback.available) {
    const code = playback.errorCode ?? 'media_unavailable';
    stage = (
      <Centered>
        <div className={styles.message} role="alert" data-testid="player-refusal" data-code={code}>
          <p>
            {playback.message ??
              t(`players.refusals.${code}`, { defaultValue: t('players.host.unavailable') })}
          </p>
          {code === 'not_in_plan' ? (
            <ButtonLink to="/account/membership" onClick={close} data-testid="player-upgrade">
              {t('players.host.upgrade')}
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={close}>
              {t('players.host.back')}
            </Button>
          )}
        </div>
      </Centered>
    );
  } else if (error) {
    stage = (
      <Centered>
        <div className={styles.message} role="alert" data-testid="player-error" data-code={error}>
          <p>{t(`players.errors.${error}`)}</p>
          <div className={styles.messageActions}>
            <Button onClick={retry}>{t('players.host.retry')}</Button>
            <Button variant="secondary" onClick={() => setReporting(true)} aria-haspopup="dialog">
              {t('players.host.report')}
            </Button>
          </div>
        </div>
      </Centered>
    );
  } else if (!kind) {
    stage = (
      <Centered>
        <div className={styles.message} role="alert">
          <p>{t('players.refusals.invalid_media_type')}</p>
        </div>
      </Centered>
    );
  } else {
    const Player = PLAYERS[kind];
    stage = (
      <PlayerErrorBoundary
        key={attempt}
        fallback={(again) => (
          <Centered>
            <div className={styles.message} role="alert" data-testid="player-error">
              <p>{t('players.host.loadFailed')}</p>
              <Button onClick={again}>{t('players.host.retry')}</Button>
            </div>
          </Centered>
        )}
      >
        <Suspense
          fallback={
            <Centered>
              <Spinner size={36} label={t('players.host.loading')} />
            </Centered>
          }
        >
          {props ? <Player key={attempt} {...props} /> : null}
        </Suspense>
      </PlayerErrorBoundary>
    );
  }

  const title = playback?.title ?? item.title;
  const subtitle = playback?.subtitle ?? item.subtitle;
  return (
    <PlayerLayersContext.Provider value={layers}>
      <div
        ref={overlay}
        className={full ? styles.overlay : styles.miniDock}
        role={full ? 'dialog' : undefined}
        aria-modal={full ? true : undefined}
        aria-label={full ? t('players.host.dialog', { title }) : undefined}
        tabIndex={full ? -1 : undefined}
        data-player-host=""
        data-presentation={presentation}
        data-media-type={item.mediaType}
        data-testid="player-host"
      >
        {full ? (
          <header className={styles.header}>
            <div className={styles.titles}>
              <h2 className={styles.title} data-testid="player-title">
                {title}
              </h2>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            <div className={styles.headerActions}>
              <button
                type="button"
                className={styles.reportButton}
                onClick={() => setReporting(true)}
                aria-haspopup="dialog"
                data-testid="player-report"
              >
                <span aria-hidden="true" className={styles.reportIcon}>
                  !
                </span>
                <span className={styles.reportText}>{t('players.host.report')}</span>
              </button>
              <IconButton
                icon="help"
                label={t('players.host.help')}
                aria-expanded={help}
                onClick={toggleHelp}
                data-testid="player-help-button"
              />
              <IconButton
                icon="close"
                label={t('players.host.close')}
                onClick={close}
                data-testid="player-close"
              />
            </div>
          </header>
        ) : null}
        <div className={full ? styles.stage : styles.miniStage} onPlayCapture={started}>
          {stage}
        </div>
        {full && help ? <HelpPanel onClose={() => setHelp(false)} /> : null}
        <ReportProblemDialog
          open={reporting}
          onClose={() => setReporting(false)}
          mediaType={item.mediaType}
          mediaId={item.id}
          mediaTitle={title}
        />
      </div>
    </PlayerLayersContext.Provider>
  );
}
