import { graphql } from '../gql';

export const RowFields = graphql(`
  fragment ConsoleRowFields on ConsoleRow {
    id
    slug
    mediaType
    titles {
      lang
      text
    }
    tags
    own
    preset
    hidden
    position
    genre
    pins {
      mediaId
      title
      listed
    }
  }
`);

/** The brand's name and media types beside its rows (the header and the tabs). */
export const RowsBrand = graphql(`
  query RowsBrand($id: ID!) {
    brand(id: $id) {
      id
      name
      mediaTypes
    }
  }
`);

export const BrandRows = graphql(`
  query BrandRows($brandId: ID!, $mediaType: String!) {
    rows(brandId: $brandId, mediaType: $mediaType) {
      brandId
      mediaType
      list {
        ...ConsoleRowFields
      }
    }
  }
`);

export const RowDetail = graphql(`
  query RowDetail($brandId: ID!, $mediaType: String!, $slug: String!) {
    rows(brandId: $brandId, mediaType: $mediaType) {
      brandId
      mediaType
      row(slug: $slug) {
        ...ConsoleRowFields
      }
      genres {
        key
        title
      }
    }
  }
`);

export const RowGenres = graphql(`
  query RowGenres($brandId: ID!, $mediaType: String!) {
    rows(brandId: $brandId, mediaType: $mediaType) {
      brandId
      genres {
        key
        title
      }
    }
  }
`);

export const RowTitleChoices = graphql(`
  query RowTitleChoices($brandId: ID!, $mediaType: String!, $query: String!) {
    rows(brandId: $brandId, mediaType: $mediaType) {
      brandId
      titleChoices(query: $query) {
        mediaId
        title
        releaseYear
      }
    }
  }
`);

export const CreateRow = graphql(`
  mutation CreateRow($brandId: ID!, $mediaType: String!, $key: String!, $settings: RowSettingsInput!) {
    createRow(brandId: $brandId, mediaType: $mediaType, key: $key, settings: $settings) {
      responseResult {
        succeeded
        errorCode
        message
      }
      row {
        ...ConsoleRowFields
      }
    }
  }
`);

export const UpdateRow = graphql(`
  mutation UpdateRow($brandId: ID!, $slug: String!, $settings: RowSettingsInput!) {
    updateRow(brandId: $brandId, slug: $slug, settings: $settings) {
      responseResult {
        succeeded
        errorCode
        message
      }
      row {
        ...ConsoleRowFields
      }
    }
  }
`);

export const DeleteRow = graphql(`
  mutation DeleteRow($brandId: ID!, $slug: String!) {
    deleteRow(brandId: $brandId, slug: $slug) {
      responseResult {
        succeeded
        errorCode
        message
      }
    }
  }
`);

export const SetRowHidden = graphql(`
  mutation SetRowHidden($brandId: ID!, $slug: String!, $hidden: Boolean!) {
    setRowHidden(brandId: $brandId, slug: $slug, hidden: $hidden) {
      responseResult {
        succeeded
        errorCode
        message
      }
      row {
        ...ConsoleRowFields
      }
    }
  }
`);

export const OrderRows = graphql(`
  mutation OrderRows($brandId: ID!, $mediaType: String!, $slugs: [String!]!) {
    orderRows(brandId: $brandId, mediaType: $mediaType, slugs: $slugs) {
      responseResult {
        succeeded
        errorCode
        message
      }
      rows {
        ...ConsoleRowFields
      }
    }
  }
`);

export const PinTitle = graphql(`
  mutation PinTitle($brandId: ID!, $slug: String!, $mediaId: ID!, $position: Int) {
    pinTitle(brandId: $brandId, slug: $slug, mediaId: $mediaId, position: $position) {
      responseResult {
        succeeded
        errorCode
        message
      }
      row {
        ...ConsoleRowFields
      }
    }
  }
`);

export const UnpinTitle = graphql(`
  mutation UnpinTitle($brandId: ID!, $slug: String!, $mediaId: ID!) {
    unpinTitle(brandId: $brandId, slug: $slug, mediaId: $mediaId) {
      responseResult {
        succeeded
        errorCode
        message
      }
      row {
        ...ConsoleRowFields
      }
    }
  }
`);

export const OrderPins = graphql(`
  mutation OrderPins($brandId: ID!, $slug: String!, $mediaIds: [ID!]!) {
    orderPins(brandId: $brandId, slug: $slug, mediaIds: $mediaIds) {
      responseResult {
        succeeded
        errorCode
        message
      }
      row {
        ...ConsoleRowFields
      }
    }
  }
`);
