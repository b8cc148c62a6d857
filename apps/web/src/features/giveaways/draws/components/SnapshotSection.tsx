import { useTranslation } from 'react-i18next';
import type { PublicDraw } from '../api';
import { formatCount } from '../format';
import { SnapshotTable } from './SnapshotTable';
import styles from './Draws.module.css';

/** The published snapshot of entrants, or that it is not published yet. */
export function SnapshotSection({ draw }: { draw: PublicDraw }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const snapshot = Array.isArray(draw.snapshot) ? draw.snapshot : null;
  return (
    <section className={styles.section} aria-labelledby="snapshot-title">
      <h2 id="snapshot-title" className={styles.sectionTitle}>
        {t('draws.snapshot.title')}
      </h2>
      {snapshot ? (
        <>
          <p className={styles.muted}>
            {t('draws.snapshot.intro', {
              entrants: formatCount(snapshot.length, lang),
              total: formatCount(draw.total ?? 0, lang),
            })}
          </p>
          <SnapshotTable snapshot={snapshot} winner={draw.winner} />
        </>
      ) : (
        <p className={styles.muted}>{t('draws.snapshot.notYet')}</p>
      )}
    </section>
  );
}
