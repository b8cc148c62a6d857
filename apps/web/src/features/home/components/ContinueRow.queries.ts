import { graphql } from '../../../gql';

/** The home "continue" row: the viewer's unfinished titles, most recently played first. */
export const continueWatchingQuery = graphql(`
  query ContinueWatching($first: Int) {
    content {
      continueWatching(first: $first) {
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
          }
        }
      }
    }
  }
`);

export const continueKeys = {
  row: ['content', 'continueWatching'] as const,
};
