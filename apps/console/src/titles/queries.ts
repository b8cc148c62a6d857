import { graphql } from '../gql';

export const TitleListFields = graphql(`
  fragment ConsoleTitleListFields on ConsoleTitle {
    id
    mediaType
    title
    brandId
    shared
    hiddenReason
    mergedInto
    releaseDate
    isFree
    coverUrl
  }
`);

/** The brand's name beside its titles (the header). */
export const TitleBrand = graphql(`
  query TitleBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const BrandTitles = graphql(`
  query BrandTitles(
    $brandId: ID!
    $query: String
    $mediaType: String
    $hidden: String
    $first: Int
    $after: String
  ) {
    titles(
      brandId: $brandId
      query: $query
      mediaType: $mediaType
      hidden: $hidden
      first: $first
      after: $after
    ) {
      items {
        ...ConsoleTitleListFields
      }
      endCursor
    }
  }
`);

export const TitleDetail = graphql(`
  query TitleDetail($brandId: ID!, $id: ID!) {
    title(brandId: $brandId, id: $id) {
      title {
        ...ConsoleTitleListFields
      }
      texts {
        lang
        title
        description
      }
      genreIds
      genreOptions {
        id
        key
        title
      }
      credits {
        name
        role
      }
      creditRoles
      restrictedCountries
      editedAt
    }
  }
`);

export const UpdateTitle = graphql(`
  mutation UpdateTitle($brandId: ID!, $id: ID!, $input: TitleInput!) {
    updateTitle(brandId: $brandId, id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        extra
      }
      title {
        ...ConsoleTitleListFields
      }
    }
  }
`);

export const MergeTitles = graphql(`
  mutation MergeTitles($brandId: ID!, $intoId: ID!, $fromId: ID!) {
    mergeTitles(brandId: $brandId, intoId: $intoId, fromId: $fromId) {
      responseResult {
        succeeded
        errorCode
      }
      title {
        ...ConsoleTitleListFields
      }
    }
  }
`);

export const SetTitleHidden = graphql(`
  mutation SetTitleHidden($brandId: ID!, $id: ID!, $hidden: Boolean!) {
    setTitleHidden(brandId: $brandId, id: $id, hidden: $hidden) {
      responseResult {
        succeeded
        errorCode
      }
      title {
        ...ConsoleTitleListFields
      }
    }
  }
`);
