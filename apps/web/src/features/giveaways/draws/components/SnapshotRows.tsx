import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { formatCount } from '../format';
import type { SnapshotRowView } from './useSnapshotPages';
import styles from './Draws.module.css';

/** One entrant of the snapshot: position, pseudonym (the winner marked), entries and ticket range. */
export function SnapshotRow({ row, won }: { row: SnapshotRowView; won: boolean }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatCount(value, i18n.language);
  const tickets = row.entries > 0 ? t('draws.snapshot.range', { from: n(row.from), to: n(row.to - 1) }) : '';
  return (
    <tr className={won ? styles.winnerRow : undefined} data-testid="snapshot-row">
      <td className={`${styles.numeric} ${styles.position}`}>{n(row.index + 1)}</td>
      <td>
        <code className={styles.mono}>{row.entrant}</code>
        {won ? <span className={styles.winnerBadge}>{t('draws.snapshot.winner')}</span> : null}
        {/* On a phone the tickets go under the pseudonym instead of a column of their own. */}
        {row.entries > 0 ? (
          <span className={styles.ticketsBelow}>
            {t('draws.snapshot.ticketsBelow', { from: n(row.from), to: n(row.to - 1) })}
          </span>
        ) : null}
      </td>
      <td className={styles.numeric}>{n(row.entries)}</td>
      <td className={`${styles.numeric} ${styles.tickets}`}>{tickets}</td>
    </tr>
  );
}

/** Previous, the page shown of how many, next. */
export function SnapshotPager({
  current,
  pages,
  onPage,
}: {
  current: number;
  pages: number;
  onPage(page: number): void;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatCount(value, i18n.language);
  return (
    <nav className={styles.pager} aria-label={t('draws.snapshot.pages')}>
      <Button
        variant="ghost"
        size="sm"
        disabled={current === 0}
        onClick={() => onPage(current - 1)}
        data-testid="snapshot-previous"
      >
        {t('draws.snapshot.previous')}
      </Button>
      <span aria-live="polite" data-testid="snapshot-page">
        {t('draws.snapshot.page', { page: n(current + 1), pages: n(pages) })}
      </span>
      <Button
        variant="ghost"
        size="sm"
        disabled={current >= pages - 1}
        onClick={() => onPage(current + 1)}
        data-testid="snapshot-next"
      >
        {t('draws.snapshot.next')}
      </Button>
    </nav>
  );
}
