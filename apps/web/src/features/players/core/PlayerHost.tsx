import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { playerFor } from '@member-area/domain';
import { ReportProblemDialog } from '../../feedback';
import type { PlayerErrorCode, QueueItem } from './contract';
import { MiniPlayer } from '../mini/MiniPlayer';
import { useFocusTrap } from './focus-trap';
import { HelpPanel } from './HelpPanel';
import { useKeyboardScheme } from './keyboard-listener';
import { PlayerLayersContext } from './layers';
import { keepsPlayingWhenClosed } from './PlayerProvider';
import { usePlayback } from './playback-query';
import { PlayerHeader } from './PlayerHeader';
import { PlayerStage } from './PlayerStage';
import { useHostedPlayer } from './useHostedPlayer';
import { usePlayerEscape } from './usePlayerEscape';
import { usePlayer } from './usePlayer';
import styles from './PlayerHost.module.css';

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

/**
 * One queue item in the overlay (or the mini-player's dock): its Playback, the player for its
 * media type, and the host's share of docs/players.md around it.
 */
function ActivePlayer({ item, presentation }: { item: QueueItem; presentation: 'full' | 'mini' }) {
  const { t } = useTranslation();
  const controller = usePlayer();
  const overlay = useRef<HTMLDivElement>(null);
  const full = presentation === 'full';

  const query = usePlayback(item);
  const playback = query.data;
  const [error, setError] = useState<PlayerErrorCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [help, setHelp] = useState(false);
  const [reporting, setReporting] = useState(false);

  const hosted = useHostedPlayer({ item, presentation, playback, attempt, onError: setError });
  const close = controller.close;
  const toggleHelp = useCallback(() => setHelp((open) => !open), []);
  const { layers, escape } = usePlayerEscape(overlay, full, close);
  useKeyboardScheme(hosted.handlers, { toggleHelp, close: escape }, full && !reporting);
  useFocusTrap(overlay, full);

  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
    void query.refetch();
  };

  const title = playback?.title ?? item.title;
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
          <PlayerHeader
            title={title}
            subtitle={playback?.subtitle ?? item.subtitle}
            help={help}
            onReport={() => setReporting(true)}
            onToggleHelp={toggleHelp}
            onClose={close}
          />
        ) : null}
        <div className={full ? styles.stage : styles.miniStage} onPlayCapture={hosted.started}>
          <PlayerStage
            query={query}
            kind={playerFor(item.mediaType)}
            error={error}
            props={hosted.props}
            attempt={attempt}
            retry={retry}
            close={close}
            report={() => setReporting(true)}
          />
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
