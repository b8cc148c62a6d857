import { graphql } from '../../gql';

/** Every field SPEC.md 3 lists for a media item; per-type fields come back null/empty on other types. */
export const mediaDetailsQuery = graphql(`
  query MediaDetails($mediaType: String!, $id: ID!, $country: String) {
    content {
      media(mediaType: $mediaType, id: $id, country: $country) {
        id
        mediaType
        title
        slug
        description
        thumbnail {
          url
        }
        is_free
        vendor_id
        playbackKey
        access {
          available
          reason
          message
        }
        genres {
          id
          key
          title
        }
        inCollection
        artists {
          id
          title
        }
        tracks {
          id
          trackNumber
          title
          duration
          playbackKey
          artists {
            id
            title
          }
        }
        upc
        duration
        releaseYear
        releaseDate
        type
        quality
        language
        countryOfOrigin
        isbn
        seasonNumber
        episodeNumber
        casts {
          id
          title
        }
        directors {
          id
          title
        }
        producers {
          id
          title
        }
        writers {
          id
          title
        }
        episodes {
          id
          title
          seasonNumber
          episodeNumber
          duration
        }
        firstEpisode {
          id
          title
          seasonNumber
          episodeNumber
        }
        publisher {
          id
          title
        }
        copyright
        authors {
          id
          title
        }
        narrators {
          id
          title
        }
        edition
        languages
        numPages
        liveSlug
      }
    }
  }
`);

export const liveStatsQuery = graphql(`
  query LiveStats($slug: String!) {
    content {
      live(slug: $slug) {
        slug
        mediaId
        title
        sport
        status
        period
        clock
        viewers
        updatedAt
        home {
          name
          short
          color
          score
        }
        away {
          name
          short
          color
          score
        }
        events {
          minute
          kind
          team
          text
        }
        stats {
          label
          home
          away
        }
      }
    }
  }
`);

export const liveNowQuery = graphql(`
  query LiveNow {
    content {
      liveNow {
        slug
        mediaId
        title
        sport
        status
        clock
        viewers
        home {
          short
          color
          score
        }
        away {
          short
          color
          score
        }
      }
    }
  }
`);

export const mediaKeys = {
  details: (mediaType: string, id: number) => ['content', 'media', mediaType, id] as const,
  live: (slug: string) => ['content', 'live', slug] as const,
  liveNow: ['content', 'liveNow'] as const,
};
