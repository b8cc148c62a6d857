import { useEffect, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../core/controls';
import styles from './MiniPlayer.module.css';

/** Height of the bar without the safe-area inset; the page gets as much bottom padding. */
export const MINI_PLAYER_HEIGHT = 72;

/**
 * The bar that keeps music or an audiobook going while the member browses (presentation 'mini').
 * It is portalled to <body> so it stays put whatever the host does with the full-screen overlay,
 * and while it shows, <body> carries --mini-player-height so the page can scroll clear of it.
 */
export interface MiniPlayerProps {
  coverUrl: string | null | undefined;
  title: string;
  subtitle: string | null | undefined;
  /** 0..1 of the track or chapter played, for the thin progress line. */
  fraction: number;
  playing: boolean;
  onTogglePlay(): void;
  onNext(): void;
  nextLabel: string;
  nextDisabled?: boolean;
  onExpand(): void;
  onClose(): void;
  /** 'queued': items wait in the queue and nothing is loaded yet (the host's queued bar). */
  state?: 'playing' | 'queued';
}

export function MiniPlayer(props: MiniPlayerProps) {
  const { t } = useTranslation();
  const { fraction, state = 'playing' } = props;
  useBodyClearance();

  return createPortal(
    <section
      className={styles.bar}
      aria-label={state === 'queued' ? t('players.queued.label') : t('players-audio.mini.label')}
      data-state={state}
      data-testid="mini-player"
    >
      <div
        className={styles.progress}
        style={{ '--fraction': String(fraction) } as CSSProperties}
        aria-hidden="true"
        data-testid="mini-player-progress"
      />
      <MiniPlayerInfo {...props} />
      <MiniPlayerControls {...props} />
    </section>,
    document.body,
  );
}

/** While the bar shows, <body> says so and carries its height for the page's bottom padding. */
function useBodyClearance(): void {
  useEffect(() => {
    const body = document.body;
    body.dataset.miniPlayer = 'open';
    body.style.setProperty('--mini-player-height', `${MINI_PLAYER_HEIGHT}px`);
    return () => {
      delete body.dataset.miniPlayer;
      body.style.removeProperty('--mini-player-height');
    };
  }, []);
}

/**
 * Cover, title and subtitle: a button that opens the full player. Its name is what it shows, then
 * what it does (WCAG 2.5.3, label in name: a name of its own left the artist out).
 */
function MiniPlayerInfo({ coverUrl, title, subtitle, onExpand }: MiniPlayerProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.info} onClick={onExpand} data-testid="mini-player-info">
      {coverUrl ? (
        <img className={styles.cover} src={coverUrl} alt="" width={48} height={48} />
      ) : (
        <span className={styles.cover} aria-hidden="true" />
      )}
      <span className={styles.text}>
        <span className={styles.title} data-testid="mini-player-title">
          {title}
        </span>
        {subtitle ? (
          <span className={styles.subtitle} data-testid="mini-player-subtitle">
            {subtitle}
          </span>
        ) : null}
        <span className="visually-hidden">{t('players-audio.mini.expand')}</span>
      </span>
    </button>
  );
}

/** Play/pause, next, expand and close. */
function MiniPlayerControls({
  playing,
  onTogglePlay,
  onNext,
  nextLabel,
  nextDisabled,
  onExpand,
  onClose,
}: MiniPlayerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <IconButton
        icon={playing ? 'pause' : 'play'}
        label={playing ? t('players-audio.controls.pause') : t('players-audio.controls.play')}
        size="md"
        className={styles.playButton}
        onClick={onTogglePlay}
        data-testid="mini-player-toggle"
        data-state={playing ? 'playing' : 'paused'}
      />
      <IconButton
        icon="next"
        label={nextLabel}
        size="sm"
        onClick={onNext}
        disabled={nextDisabled}
        data-testid="mini-player-next"
      />
      <IconButton
        icon="expand"
        label={t('players-audio.mini.expand')}
        size="sm"
        onClick={onExpand}
        data-testid="mini-player-expand"
      />
      <IconButton
        icon="close"
        label={t('players-audio.mini.close')}
        size="sm"
        onClick={onClose}
        data-testid="mini-player-close"
      />
    </div>
  );
}
