import { graphql } from '../../gql';

/*
 * Card fields are scalars only: the GraphQL cost limit (1 per field, ×10 under each list) makes a
 * page of rows of cards with nested lists too expensive, and a card needs no more.
 */

/** What a TitleCard shows (CardItem); a row of one type leaves out mediaType, the card falls back on the row's. */
export const titleCardFields = graphql(`
  fragment TitleCardFields on Media {
    id
    title
    slug
    subtitle
    is_free
    releaseYear
    thumbnail {
      url
    }
  }
`);

/** A cursor page of cards, as TitleGrid pages through it; browse pages and search results both answer with it. */
export const titlePageFields = graphql(`
  fragment TitlePageFields on MediaPage {
    items {
      mediaType
      ...TitleCardFields
    }
    nextCursor
    hasMore
    totalCount
    errorCode
    message
  }
`);

/** browse/{media}: the type's curated rows (slots) in display order, with their titles. */
export const browseOverviewQuery = graphql(`
  query BrowseOverview($mediaType: String!) {
    content {
      slots(mediaType: $mediaType) {
        id
        slug
        title
        properties
        items(first: 20) {
          ...TitleCardFields
        }
      }
    }
  }
`);

/** The brand's media types with colours and whether the member's plan includes them. */
export const mediaTypesQuery = graphql(`
  query MediaTypes {
    content {
      mediaTypes {
        type
        title
        icon
        display_area_slug
        hideForIphoneDevice
        inPlan
        titleCount
        colors {
          color
          background
          text
        }
      }
    }
  }
`);

export const genresQuery = graphql(`
  query Genres($mediaType: String!) {
    content {
      genres(mediaType: $mediaType) {
        id
        key
        title
        parent
        titleCount
      }
    }
  }
`);

/** A cursor page of a type's titles: all, a tab (new_releases, popular) or a genre. */
export const browsePageQuery = graphql(`
  query BrowsePage($mediaType: String!, $genre: String, $tab: String, $first: Int, $after: String) {
    content {
      browse(mediaType: $mediaType, genre: $genre, tab: $tab, first: $first, after: $after) {
        ...TitlePageFields
      }
    }
  }
`);

export const browseKeys = {
  all: ['content', 'browse'] as const,
  overview: (mediaType: string) => ['content', 'browse', 'overview', mediaType] as const,
  mediaTypes: ['content', 'mediaTypes'] as const,
  genres: (mediaType: string) => ['content', 'genres', mediaType] as const,
  page: (mediaType: string, genre: string | null, tab: string | null) =>
    ['content', 'browse', 'page', mediaType, genre, tab] as const,
};
