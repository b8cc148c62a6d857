import { graphql } from '../../gql';

/** What the collection and history lists show of an entry; every query and mutation answers with it. */
export const libraryEntryFields = graphql(`
  fragment LibraryEntryFields on CollectionEntry {
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
`);

/** What every add/remove mutation answers: the outcome and the whole list after the change. */
export const collectionChangeFields = graphql(`
  fragment CollectionChangeFields on CollectionPayload {
    responseResult {
      ...ResponseResultFields
    }
    entries {
      ...LibraryEntryFields
    }
  }
`);

export const collectionQuery = graphql(`
  query Collection {
    content {
      collection {
        ...LibraryEntryFields
      }
    }
  }
`);

export const historyQuery = graphql(`
  query History {
    content {
      history {
        ...LibraryEntryFields
      }
    }
  }
`);

export const addToCollectionMutation = graphql(`
  mutation AddToCollection($type: String!, $id: ID!, $title: String, $artist: String, $duration: Int) {
    content {
      addToCollection(type: $type, id: $id, title: $title, artist: $artist, duration: $duration) {
        ...CollectionChangeFields
      }
    }
  }
`);

export const removeFromCollectionMutation = graphql(`
  mutation RemoveFromCollection($type: String!, $id: ID!) {
    content {
      removeFromCollection(type: $type, id: $id) {
        ...CollectionChangeFields
      }
    }
  }
`);

export const removeFromHistoryMutation = graphql(`
  mutation RemoveFromHistory($type: String!, $id: ID!) {
    content {
      removeFromHistory(type: $type, id: $id) {
        ...CollectionChangeFields
      }
    }
  }
`);

export const removeAllFromHistoryMutation = graphql(`
  mutation RemoveAllFromHistory {
    content {
      removeAllFromHistory {
        responseResult {
          ...ResponseResultFields
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
        ...CollectionChangeFields
      }
    }
  }
`);

export const libraryKeys = {
  collection: ['content', 'collection'] as const,
  history: ['content', 'history'] as const,
};
