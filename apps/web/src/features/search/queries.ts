import { graphql } from '../../gql';

/** Results come as the browse pages do (TitlePageFields, defined with TitleCard in browse/queries.ts). */
export const searchQuery = graphql(`
  query Search($query: String!, $mediaType: String, $first: Int, $after: String) {
    content {
      search(query: $query, mediaType: $mediaType, first: $first, after: $after) {
        ...TitlePageFields
        totalCapped
      }
    }
  }
`);

export const searchKeys = {
  results: (query: string, mediaType: string | null) => ['content', 'search', query, mediaType] as const,
};
