import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListBody, type EmptyList } from './ListBody';
import styles from './ListTable.module.css';
import content from './PanelContent.module.css';

/** One column of a ListTable. */
export interface ListColumn<T> {
  /** The header cell (a visually hidden label for a column of actions). */
  head: ReactNode;
  cell(item: T): ReactNode;
  /** `num`: right-aligned tabular figures, header and cells; `muted`: secondary cells (dates). */
  kind?: 'num' | 'muted';
}

const cellClass = { num: styles.num, muted: content.muted } as const;

/**
 * A list tab's table (transactions, invoices, orders, wallet activity): ListBody's loading, error
 * and empty states, then one row per item, newest first as the server sends them.
 */
export function ListTable<T extends { id: string }>({
  query,
  items,
  empty,
  columns,
  rowTestId,
  'data-testid': testId,
}: {
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  empty: EmptyList;
  columns: readonly ListColumn<T>[];
  /** Marks every row, for journeys that count or pick rows. */
  rowTestId?: string;
  'data-testid': string;
}) {
  return (
    <ListBody query={query} items={items} empty={empty}>
      {(rows) => (
        <table className={styles.table} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} className={column.kind === 'num' ? styles.num : undefined}>
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.id} data-testid={rowTestId}>
                {columns.map((column, index) => (
                  <td key={index} className={column.kind ? cellClass[column.kind] : undefined}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListBody>
  );
}
