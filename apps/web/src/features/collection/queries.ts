import { graphql } from '../../gql';

export const collectionQuery = graphql(`
  query Collection {
    content {
      collection {
        id
        type
        title
        duration
        artist
        addedAt
        thumbnail {
          url
        }
      }
    }
  }
`);

export const historyQuery = graphql(`
  query History {
    content {
      history {
        id
        type
        title
        duration
        artist
        addedAt
        thumbnail {
          url
        }
      }
    }
  }
`);

export const addToCollectionMutation = graphql(`
  mutation AddToCollection($type: String!, $id: ID!, $title: String, $artist: String, $duration: Int) {
    content {
      addToCollection(type: $type, id: $id, title: $title, artist: $artist, duration: $duration) {
        responseResult {
          succeeded
          errorCode
          message
        }
        entries {
          id
          type
          title
          duration
          artist
          addedAt
          thumbnail {
            url
          }
        }
      }
    }
  }
`);

export const removeFromCollectionMutation = graphql(`
  mutation RemoveFromCollection($type: String!, $id: ID!) {
    content {
      removeFromCollection(type: $type, id: $id) {
        responseResult {
          succeeded
          errorCode
          message
        }
        entries {
          id
          type
          title
          duration
          artist
          addedAt
          thumbnail {
            url
          }
        }
      }
    }
  }
`);

export const removeFromHistoryMutation = graphql(`
  mutation RemoveFromHistory($type: String!, $id: ID!) {
    content {
      removeFromHistory(type: $type, id: $id) {
        responseResult {
          succeeded
          errorCode
          message
        }
        entries {
          id
          type
          title
          duration
          artist
          addedAt
          thumbnail {
            url
          }
        }
      }
    }
  }
`);

export const removeAllFromHistoryMutation = graphql(`
  mutation RemoveAllFromHistory {
    content {
      removeAllFromHistory {
        responseResult {
          succeeded
          errorCode
          message
        }
        entries {
          id
        }
      }
    }
  }
`);

export const addToHistoryMutation = graphql(`
  mutation AddToHistory($type: String!, $id: ID!) {
    content {
      addToHistory(type: $type, id: $id) {
        responseResult {
          succeeded
          errorCode
          message
        }
        entries {
          id
          type
          title
          duration
          artist
          addedAt
          thumbnail {
            url
          }
        }
      }
    }
  }
`);

export const libraryKeys = {
  collection: ['content', 'collection'] as const,
  history: ['content', 'history'] as const,
};
