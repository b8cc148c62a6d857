import { useTranslation } from 'react-i18next';
import { IconButton } from './controls';
import styles from './PlayerHost.module.css';

interface Props {
  title: string;
  subtitle: string | null | undefined;
  help: boolean;
  onReport(): void;
  onToggleHelp(): void;
  onClose(): void;
}

/** The full player's header: the title, "report a problem", the keyboard help and close. */
export function PlayerHeader({ title, subtitle, help, onReport, onToggleHelp, onClose }: Props) {
  const { t } = useTranslation();
  return (
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
          onClick={onReport}
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
          onClick={onToggleHelp}
          data-testid="player-help-button"
        />
        <IconButton
          icon="close"
          label={t('players.host.close')}
          onClick={onClose}
          data-testid="player-close"
        />
      </div>
    </header>
  );
}
