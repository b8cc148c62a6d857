import { useDeferredValue, useMemo, useState } from 'react';
import { ticketRanges, type DrawSnapshotEntry } from '@member-area/domain';

/** Rows per page: a published snapshot has 3,000 entrants or more, so it is paged, never all in the DOM. */
export const SNAPSHOT_PAGE_SIZE = 25;

export type SnapshotRowView = ReturnType<typeof useSnapshotPages>['visible'][number];

/** The snapshot's rows with their ticket ranges, searched by pseudonym and paged; the winner's page on demand. */
export function useSnapshotPages(snapshot: DrawSnapshotEntry[], winner: string | null) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const searched = useDeferredValue(query.trim().toLowerCase());
  const rows = useMemo(
    () => ticketRanges(snapshot).map((range, index) => ({ ...range, index, entries: range.to - range.from })),
    [snapshot],
  );
  const matching = useMemo(
    () => (searched ? rows.filter((row) => row.entrant.toLowerCase().includes(searched)) : rows),
    [rows, searched],
  );
  const pages = Math.max(1, Math.ceil(matching.length / SNAPSHOT_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = matching.slice(current * SNAPSHOT_PAGE_SIZE, (current + 1) * SNAPSHOT_PAGE_SIZE);
  const winnerIndex = winner === null ? -1 : rows.findIndex((row) => row.entrant === winner);
  const search = (text: string) => {
    setQuery(text);
    setPage(0);
  };
  const showWinner = () => {
    setQuery('');
    setPage(Math.floor(winnerIndex / SNAPSHOT_PAGE_SIZE));
  };
  return { query, search, showWinner, rows, matching, current, pages, visible, winnerIndex, setPage };
}
