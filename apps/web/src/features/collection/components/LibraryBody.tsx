import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LibraryEntry } from '../hooks';
import { LibraryList, LibrarySkeleton } from './LibraryList';

/**
 * What the collection and history screens show below their header: a skeleton while the list loads,
 * nothing when it failed (the error screen speaks), `empty` when there is no entry, else the rows.
 */
export function LibraryBody({
  list,
  empty,
  ...rows
}: { list: UseQueryResult<LibraryEntry[]>; empty: ReactNode } & Omit<
  ComponentProps<typeof LibraryList>,
  'entries'
>) {
  if (list.isPending) return <LibrarySkeleton />;
  if (list.isError) return null;
  if (list.data.length === 0) return <>{empty}</>;
  return <LibraryList entries={list.data} {...rows} />;
}
