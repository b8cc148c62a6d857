import { graphql } from '../../gql';

/** What the list and the open playlist both show of a playlist. */
export const playlistSummaryFields = graphql(`
  fragment PlaylistSummaryFields on Playlist {
    id
    name
    createdAt
    updatedAt
    version
    trackCount
    totalDuration
  }
`);

/**
 * What every playlist change answers: the outcome and the playlist's new version (the next move
 * sends it as expectedVersion) and size.
 */
export const playlistChangeFields = graphql(`
  fragment PlaylistChangeFields on PlaylistPayload {
    responseResult {
      ...ResponseResultFields
    }
    playlist {
      id
      name
      version
      trackCount
    }
  }
`);

/** The list is light (no tracks): the cost limit allows one playlist's tracks per query. */
export const playlistsQuery = graphql(`
  query Playlists {
    content {
      playlists {
        ...PlaylistSummaryFields
      }
    }
  }
`);

export const playlistQuery = graphql(`
  query Playlist($id: ID!) {
    content {
      playlist(id: $id) {
        ...PlaylistSummaryFields
        tracks {
          id
          position
          title
          duration
          artist
          albumId
          albumTitle
          addedAt
          thumbnail {
            url
          }
        }
      }
    }
  }
`);

export const createPlaylistMutation = graphql(`
  mutation CreatePlaylist($name: String!) {
    content {
      createPlaylist(name: $name) {
        ...PlaylistChangeFields
      }
    }
  }
`);

export const renamePlaylistMutation = graphql(`
  mutation RenamePlaylist($id: ID!, $name: String!) {
    content {
      renamePlaylist(id: $id, name: $name) {
        ...PlaylistChangeFields
      }
    }
  }
`);

export const deletePlaylistMutation = graphql(`
  mutation DeletePlaylist($id: ID!) {
    content {
      deletePlaylist(id: $id) {
        responseResult {
          ...ResponseResultFields
        }
        playlistId
      }
    }
  }
`);

export const addTracksToPlaylistMutation = graphql(`
  mutation AddTracksToPlaylist($playlistId: ID!, $trackIds: [ID!]!) {
    content {
      addTracksToPlaylist(playlistId: $playlistId, trackIds: $trackIds) {
        ...PlaylistChangeFields
      }
    }
  }
`);

export const removeTrackFromPlaylistMutation = graphql(`
  mutation RemoveTrackFromPlaylist($playlistId: ID!, $trackId: ID!) {
    content {
      removeTrackFromPlaylist(playlistId: $playlistId, trackId: $trackId) {
        ...PlaylistChangeFields
      }
    }
  }
`);

export const moveTrackInPlaylistMutation = graphql(`
  mutation MoveTrackInPlaylist($playlistId: ID!, $trackId: ID!, $toIndex: Int!, $expectedVersion: Int!) {
    content {
      moveTrackInPlaylist(
        playlistId: $playlistId
        trackId: $trackId
        toIndex: $toIndex
        expectedVersion: $expectedVersion
      ) {
        ...PlaylistChangeFields
      }
    }
  }
`);

export const playlistKeys = {
  list: ['content', 'playlists'] as const,
  one: (id: string) => ['content', 'playlist', id] as const,
};
