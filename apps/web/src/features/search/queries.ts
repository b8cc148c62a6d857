import { graphql } from '../../gql';

export const searchQuery = graphql(`
  query Search($query: String!, $mediaType: String, $first: Int, $after: String) {
    content {
      search(query: $query, mediaType: $mediaType, first: $first, after: $after) {
        items {
          id
          mediaType
          title
          slug
          subtitle
          is_free
          releaseYear
          thumbnail {
            url
          }
        }
        nextCursor
        hasMore
        totalCount
        totalCapped
        errorCode
        message
      }
    }
  }
`);

export const searchKeys = {
  results: (query: string, mediaType: string | null) => ['content', 'search', query, mediaType] as const,
};
