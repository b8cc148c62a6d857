import { graphql } from '../../gql';

/** The list is light (no tracks): the cost limit allows one playlist's tracks per query. */
export const playlistsQuery = graphql(`
  query Playlists {
    content {
      playlists {
        id
        name
        createdAt
        updatedAt
        version
        trackCount
        totalDuration
      }
    }
  }
`);

export const playlistQuery = graphql(`
  query Playlist($id: ID!) {
    content {
      playlist(id: $id) {
        id
        name
        createdAt
        updatedAt
        version
        trackCount
        totalDuration
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
        responseResult {
          succeeded
          errorCode
          message
        }
        playlist {
          id
          name
        }
      }
    }
  }
`);

export const renamePlaylistMutation = graphql(`
  mutation RenamePlaylist($id: ID!, $name: String!) {
    content {
      renamePlaylist(id: $id, name: $name) {
        responseResult {
          succeeded
          errorCode
          message
        }
        playlist {
          id
          name
          version
        }
      }
    }
  }
`);

export const deletePlaylistMutation = graphql(`
  mutation DeletePlaylist($id: ID!) {
    content {
      deletePlaylist(id: $id) {
        responseResult {
          succeeded
          errorCode
          message
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
        responseResult {
          succeeded
          errorCode
          message
        }
        playlist {
          id
          name
          version
          trackCount
        }
      }
    }
  }
`);

export const removeTrackFromPlaylistMutation = graphql(`
  mutation RemoveTrackFromPlaylist($playlistId: ID!, $trackId: ID!) {
    content {
      removeTrackFromPlaylist(playlistId: $playlistId, trackId: $trackId) {
        responseResult {
          succeeded
          errorCode
          message
        }
        playlist {
          id
          version
        }
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
        responseResult {
          succeeded
          errorCode
          message
        }
        playlist {
          id
          version
        }
      }
    }
  }
`);

export const playlistKeys = {
  list: ['content', 'playlists'] as const,
  one: (id: string) => ['content', 'playlist', id] as const,
};
