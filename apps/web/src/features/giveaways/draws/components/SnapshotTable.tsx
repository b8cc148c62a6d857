import { useTranslation } from 'react-i18next';
import type { DrawSnapshotEntry } from '@member-area/domain';
import { Button } from '../../../../ui/Button';
import { TextField } from '../../../../ui/Field';
import { SnapshotPager, SnapshotRow } from './SnapshotRows';
import { useSnapshotPages } from './useSnapshotPages';
import styles from './Draws.module.css';

/**
 * The snapshot as published, in its order, with each entrant's ticket range (the cumulative ranges
 * the winning ticket is looked up in), paged and searchable by pseudonym; the winner is marked.
 */
export function SnapshotTable({
  snapshot,
  winner,
}: {
  snapshot: DrawSnapshotEntry[];
  winner: string | null;
}) {
  const { t } = useTranslation();
  const { query, search, showWinner, matching, current, pages, visible, winnerIndex, setPage } =
    useSnapshotPages(snapshot, winner);

  return (
    <div className={styles.snapshot}>
      <div className={styles.snapshotTools}>
        <TextField
          label={t('draws.snapshot.search')}
          type="search"
          value={query}
          placeholder={t('draws.snapshot.searchPlaceholder')}
          onChange={(event) => search(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid="snapshot-search"
        />
        {winnerIndex >= 0 ? (
          <Button variant="secondary" size="sm" onClick={showWinner} data-testid="snapshot-show-winner">
            {t('draws.snapshot.showWinner')}
          </Button>
        ) : null}
      </div>
      <div className={styles.tableScroll}>
        <table className={`${styles.table} ${styles.snapshotTable}`} data-testid="snapshot-table">
          <caption className="visually-hidden">{t('draws.snapshot.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${styles.numeric} ${styles.position}`}>
                #
              </th>
              <th scope="col">{t('draws.snapshot.columns.entrant')}</th>
              <th scope="col" className={styles.numeric}>
                {t('draws.snapshot.columns.entries')}
              </th>
              <th scope="col" className={`${styles.numeric} ${styles.tickets}`}>
                {t('draws.snapshot.columns.tickets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <SnapshotRow key={row.index} row={row} won={row.entrant === winner} />
            ))}
          </tbody>
        </table>
      </div>
      {matching.length === 0 ? <p className={styles.muted}>{t('draws.snapshot.noMatch')}</p> : null}
      <SnapshotPager current={current} pages={pages} onPage={setPage} />
    </div>
  );
}
