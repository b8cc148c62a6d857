import { useTranslation } from 'react-i18next';
import styles from './Rows.module.css';

/** A row's badges: shared or own, preset, hidden. */
export function RowBadges({ row }: { row: { own: boolean; preset: boolean; hidden: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={row.own ? styles.badgeOwn : styles.badge}>
        {row.own ? t('rows.own') : t('rows.shared')}
      </span>
      {row.preset ? <span className={styles.badgePreset}>{t('rows.preset')}</span> : null}
      {row.hidden ? <span className={styles.badgeHidden}>{t('rows.hidden')}</span> : null}
    </>
  );
}
