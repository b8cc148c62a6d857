import { useTranslation } from 'react-i18next';
import { IconButton } from '../core/controls';
import styles from './GamePlayer.module.css';

/** The lines of a game's help, under players-reader.game.controls.<controlsKey>. */
const LINES = ['goal', 'keyboard', 'touch', 'pause'] as const;

/** How to play one game; a game the locale files do not know gets the general help. */
export function ControlsHelp({ controlsKey, onClose }: { controlsKey: string; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const base = i18n.exists(`players-reader.game.controls.${controlsKey}.goal`)
    ? `players-reader.game.controls.${controlsKey}`
    : 'players-reader.game.controls.default';
  return (
    <aside className={styles.help} aria-labelledby="game-help-title" data-testid="game-controls">
      <header className={styles.helpHeader}>
        <h2 id="game-help-title" className={styles.helpTitle}>
          {t('players-reader.game.howToPlay')}
        </h2>
        <IconButton icon="close" size="sm" label={t('players-reader.game.closeControls')} onClick={onClose} />
      </header>
      <dl className={styles.helpList}>
        {LINES.map((line) => (
          <div key={line} className={styles.helpRow}>
            <dt>{t(`players-reader.game.lines.${line}`)}</dt>
            <dd>{t(`${base}.${line}`)}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
