import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { HomeRowsFieldsFragment } from '../../../gql/graphql';

/**
 * Home's curated rows (also selected by home's one request, features/home/queries.ts). Titles come
 * flat, each naming its row: a list of rows each holding a list would pass the cost limit.
 */
export const homeRowsFields = graphql(`
  fragment HomeRowsFields on HomeRows {
    rows {
      id
      slug
      title
      mediaType
      properties
    }
    entries(first: 12) {
      slotId
      media {
        ...TitleCardFields
      }
    }
  }
`);

/** The rows on their own, when home's one request did not bring them (back to home later). */
export const homeRowsQuery = graphql(`
  query HomeRows {
    content {
      homeRows {
        ...HomeRowsFields
      }
    }
  }
`);

export const homeRowsKeys = {
  rows: ['content', 'homeRows'] as const,
};

/** Writes the rows that came with home's one request into the rows' own cache entry. */
export function seedHomeRows(client: QueryClient, rows: HomeRowsFieldsFragment): void {
  client.setQueryData(homeRowsKeys.rows, rows);
}
