import { useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { IconButton } from '../core/controls';
import { usePlayerLayer } from '../core/layers';
import { ControlsHelp } from './ControlsHelp';
import { FullscreenToggle } from './FullscreenToggle';
import { useFullscreen } from './useFullscreen';
import { formatPlayTime, usePlayTime } from './usePlayTime';
import styles from './GamePlayer.module.css';
import { useTitleMediaSession } from '../core/media-session';
import { GameSessionCredits } from '../../wallet';

type Props = Pick<
  PlayerProps,
  'playback' | 'resume' | 'reportProgress' | 'useActions' | 'setMediaSession' | 'onClose'
> & {
  game: NonNullable<PlayerProps['playback']['game']>;
};

/**
 * An HTML5 game in a sandboxed iframe: scripts only, never same-origin, so the game can reach
 * neither the member's cookies nor this page. Keys go to the game once its frame has focus, which
 * is why focus moves into it after every load.
 *
 * The frame's document gets every key while it has focus, Escape included: the player's own
 * keyboard scheme never hears them (WCAG 2.1.2, no keyboard trap). What a game cannot swallow is
 * the browser moving focus out of the frame on Tab and Shift+Tab, so both land on "Close the game":
 * it is the last control before the frame, and a guard after the frame sends Tab back to it. From
 * there Enter or Escape (the host's again) closes the player. The bar says so.
 */
export function GameFrame({
  playback,
  game,
  resume,
  reportProgress,
  useActions,
  setMediaSession,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  const frame = useGameLoads(game.url);
  const { loads, loaded, focusGame } = frame;
  const [helpOpen, setHelpOpen] = useState(false);
  const fullscreen = useFullscreen(rootRef);

  const played = usePlayTime({
    running: loaded,
    initialSeconds: resume?.progress ?? 0,
    report: (seconds, flush) => reportProgress(seconds, { played: true, seconds }, { flush }),
  });

  useTitleMediaSession({ playback, setMediaSession });

  const closeHelp = useCallback(() => {
    setHelpOpen(false);
    focusGame();
  }, [focusGame]);

  // Escape closes the help (focus goes back into the game), not the player.
  usePlayerLayer('panel', helpOpen, closeHelp);

  useActions({
    toggleFullscreen: fullscreen.toggle,
    toggleCaptions: () => setHelpOpen((open) => !open),
  });

  return (
    <div
      ref={rootRef}
      className={styles.game}
      data-testid="game-player"
      data-loaded={loaded}
      data-loads={loads}
    >
      <GameBar
        playback={playback}
        played={played}
        helpOpen={helpOpen}
        onHelp={() => (helpOpen ? closeHelp() : setHelpOpen(true))}
        onRestart={frame.restart}
        fullscreen={fullscreen}
        closeRef={closeRef}
        onClose={onClose}
      />
      <div className={styles.stage}>
        <GameIframe frame={frame} title={playback.title} />
        {/* Tab out of the game comes here first: on to "Close the game", not to the app underneath. */}
        <span
          tabIndex={0}
          className={styles.focusGuard}
          data-testid="game-focus-guard"
          onFocus={() => closeRef.current?.focus({ preventScroll: true })}
        />
        {!loaded ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('players-reader.game.loading')}</span>
          </div>
        ) : null}
        {helpOpen ? <ControlsHelp controlsKey={game.controlsKey} onClose={closeHelp} /> : null}
      </div>
    </div>
  );
}

/**
 * The frame's load count (a new key remounts it: restart is a fresh load) and its URL. The host
 * renews signed URLs while the game runs; a new URL must not reload the game under the player, so
 * the frame keeps the one it loaded until the member restarts.
 */
function useGameLoads(url: string) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [loads, setLoads] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [src, setSrc] = useState(url);
  const latestUrl = useRef(url);
  latestUrl.current = url;

  const focusGame = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    frame.focus();
    // Focusing the element is not always enough to route keys into a cross-origin document.
    frame.contentWindow?.focus();
  }, []);

  const restart = useCallback(() => {
    setLoaded(false);
    setSrc(latestUrl.current);
    setLoads((n) => n + 1);
  }, []);

  return { frameRef, loads, loaded, setLoaded, src, focusGame, restart };
}

/** The bar above the game: title, time played and credits, the exit hint, and the actions. */
function GameBar({
  playback,
  played,
  helpOpen,
  onHelp,
  onRestart,
  fullscreen,
  closeRef,
  onClose,
}: {
  playback: PlayerProps['playback'];
  played: number;
  helpOpen: boolean;
  onHelp(): void;
  onRestart(): void;
  fullscreen: ReturnType<typeof useFullscreen>;
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <div className={styles.titleBlock}>
        <h2 className={styles.title}>{playback.title}</h2>
        <p className={styles.played} aria-live="off">
          {t('players-reader.game.played', { time: formatPlayTime(played) })}
        </p>
        {/* Clickplay: a session played long enough earns credits (features/wallet). */}
        <GameSessionCredits gameId={playback.id} title={playback.title} playedSeconds={played} />
      </div>
      {/* Not focusable, so its place beside or under the bar changes no Tab order. */}
      <p className={styles.exitHint} id="game-exit-hint" data-testid="game-exit-hint">
        {t('players-reader.game.exitHint')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.pill} aria-expanded={helpOpen} onClick={onHelp}>
          {t('players-reader.game.controlsButton')}
        </button>
        <IconButton icon="retry" size="sm" label={t('players-reader.game.restart')} onClick={onRestart} />
        <FullscreenToggle fullscreen={fullscreen} />
        {/* Last before the frame: Shift+Tab out of the game lands here (see above). */}
        <button
          ref={closeRef}
          type="button"
          className={styles.pill}
          onClick={onClose}
          data-testid="game-close"
        >
          {t('players-reader.game.close')}
        </button>
      </div>
    </div>
  );
}

/** The sandboxed frame: scripts only, never same-origin; focus moves into it after every load. */
function GameIframe({ frame, title }: { frame: ReturnType<typeof useGameLoads>; title: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      // A new key remounts the frame: restart is a fresh load of the game.
      key={frame.loads}
      ref={frame.frameRef}
      className={styles.frame}
      src={frame.src}
      title={t('players-reader.game.frameTitle', { title })}
      aria-describedby="game-exit-hint"
      sandbox="allow-scripts"
      allow="fullscreen; gamepad"
      referrerPolicy="no-referrer"
      data-testid="game-frame"
      onLoad={() => {
        frame.setLoaded(true);
        frame.focusGame();
      }}
    />
  );
}
