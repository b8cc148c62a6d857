import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketRanges, type DrawSnapshotEntry } from '@member-area/domain';
import { Button } from '../../../../ui/Button';
import { TextField } from '../../../../ui/Field';
import { formatCount } from '../format';
import styles from './Draws.module.css';

/** Rows per page: a published snapshot has 3,000 entrants or more, so it is paged, never all in the DOM. */
export const SNAPSHOT_PAGE_SIZE = 25;

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
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const search = useDeferredValue(query.trim().toLowerCase());
  const rows = useMemo(
    () => ticketRanges(snapshot).map((range, index) => ({ ...range, index, entries: range.to - range.from })),
    [snapshot],
  );
  const matching = useMemo(
    () => (search ? rows.filter((row) => row.entrant.toLowerCase().includes(search)) : rows),
    [rows, search],
  );
  const pages = Math.max(1, Math.ceil(matching.length / SNAPSHOT_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = matching.slice(current * SNAPSHOT_PAGE_SIZE, (current + 1) * SNAPSHOT_PAGE_SIZE);
  const winnerIndex = winner === null ? -1 : rows.findIndex((row) => row.entrant === winner);
  const n = (value: number) => formatCount(value, i18n.language);

  return (
    <div className={styles.snapshot}>
      <div className={styles.snapshotTools}>
        <TextField
          label={t('draws.snapshot.search')}
          type="search"
          value={query}
          placeholder={t('draws.snapshot.searchPlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(0);
          }}
          autoComplete="off"
          spellCheck={false}
          data-testid="snapshot-search"
        />
        {winnerIndex >= 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setQuery('');
              setPage(Math.floor(winnerIndex / SNAPSHOT_PAGE_SIZE));
            }}
            data-testid="snapshot-show-winner"
          >
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
            {visible.map((row) => {
              const won = row.entrant === winner;
              const tickets =
                row.entries > 0 ? t('draws.snapshot.range', { from: n(row.from), to: n(row.to - 1) }) : '';
              return (
                <tr key={row.index} className={won ? styles.winnerRow : undefined} data-testid="snapshot-row">
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
            })}
          </tbody>
        </table>
      </div>
      {matching.length === 0 ? <p className={styles.muted}>{t('draws.snapshot.noMatch')}</p> : null}
      <nav className={styles.pager} aria-label={t('draws.snapshot.pages')}>
        <Button
          variant="ghost"
          size="sm"
          disabled={current === 0}
          onClick={() => setPage(current - 1)}
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
          onClick={() => setPage(current + 1)}
          data-testid="snapshot-next"
        >
          {t('draws.snapshot.next')}
        </Button>
      </nav>
    </div>
  );
}
