import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ContinueEntryFieldsFragment } from '../../../gql/graphql';

/** One card of the home "continue" row (also selected by home's one request, features/home/queries.ts). */
export const continueEntryFields = graphql(`
  fragment ContinueEntryFields on ContinueEntry {
    fraction
    progress {
      progress
      position
      updatedAt
    }
    media {
      id
      mediaType
      title
      subtitle
      thumbnail {
        url
        width
        height
      }
    }
  }
`);

/** The home "continue" row: the viewer's unfinished titles, most recently played first. */
export const continueWatchingQuery = graphql(`
  query ContinueWatching($first: Int) {
    content {
      continueWatching(first: $first) {
        ...ContinueEntryFields
      }
    }
  }
`);

export const continueKeys = {
  row: ['content', 'continueWatching'] as const,
};

/** How many titles the row asks for. */
export const CONTINUE_ROW_SIZE = 20;

/**
 * How long a row that home's one request brought counts as fresh: long enough for the row to mount
 * after the route's loader without asking again, short enough that coming back to home later
 * reads the row anew (its own reads are stale at once: progress changes while the member plays).
 */
const SEEDED_ROW_FRESH_MS = 10_000;
/** dataUpdatedAt of the row home's one request last wrote, to tell it from the row's own reads. */
let seededAt = -1;

/** Writes the row that came with home's one request into the row's own cache entry. */
export function seedContinueRow(client: QueryClient, entries: ContinueEntryFieldsFragment[]): void {
  client.setQueryData(continueKeys.row, entries);
  seededAt = client.getQueryState(continueKeys.row)?.dataUpdatedAt ?? -1;
}

/** The row's staleTime: fresh for a moment when home's one request brought it, else stale at once. */
export function continueRowStaleTime(query: { state: { dataUpdatedAt: number } }): number {
  return query.state.dataUpdatedAt === seededAt ? SEEDED_ROW_FRESH_MS : 0;
}
