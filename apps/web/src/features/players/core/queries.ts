import { graphql } from '../../../gql';

/**
 * The one document every player reads (docs/players.md). Each player uses the part of Playback
 * its media type fills; the host fetches it and refetches it when a URL expires (403).
 */
export const playbackQuery = graphql(`
  query Playback($mediaType: String!, $id: ID!, $episodeId: ID) {
    content {
      playback(mediaType: $mediaType, id: $id, episodeId: $episodeId) {
        mediaType
        id
        title
        subtitle
        vendor_id
        thumbnail {
          url
        }
        available
        errorCode
        message
        expiresAt
        progress {
          progress
          position
          sequence
          updatedAt
        }
        video {
          episodeId
          title
          url
          mimeType
          duration
          posterUrl
          subtitles {
            language
            label
            url
          }
        }
        episodes {
          id
          seasonNumber
          episodeNumber
          title
          duration
        }
        live {
          hlsUrl
          segmentSeconds
          quality
          resolution
          bitrateKbps
          language
          liveSlug
        }
        tracks {
          id
          albumId
          trackNumber
          title
          artist
          albumTitle
          duration
          url
          mimeType
          thumbnail {
            url
          }
        }
        chapters {
          index
          title
          duration
          url
          mimeType
        }
        ebook {
          url
          mimeType
          chapterCount
          pageCount
        }
        game {
          url
          controlsKey
        }
        downloads {
          url
          fileName
          platform
          version
          sizeBytes
          sha256
          mimeType
        }
      }
    }
  }
`);

export const savePlaybackPositionMutation = graphql(`
  mutation SavePlaybackPosition(
    $id: ID!
    $mediaType: String!
    $progress: Float!
    $position: String
    $sequence: Float!
  ) {
    content {
      savePlaybackPosition(
        id: $id
        mediaType: $mediaType
        progress: $progress
        position: $position
        sequence: $sequence
      ) {
        responseResult {
          succeeded
          errorCode
          message
        }
        progress {
          progress
          position
          sequence
        }
      }
    }
  }
`);
