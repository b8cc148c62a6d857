import { graphql } from '../gql';

/** The brand's name and default language: the header, and the texts' required language. */
export const ImpactBrand = graphql(`
  query ImpactBrand($id: ID!) {
    brand(id: $id) {
      id
      name
      defaultLanguage
    }
  }
`);

export const ImpactItemFields = graphql(`
  fragment ConsoleImpactItemFields on ConsoleImpactItem {
    id
    brandId
    categoryId
    categorySlug
    categoryName
    slug
    texts {
      lang
      name
      description
      unit
    }
    pricePerUnit
    targetQuantity
    memberTarget
    fundedQuantity
    active
    position
  }
`);

export const BrandImpactItems = graphql(`
  query BrandImpactItems($brandId: ID!) {
    impactItems(brandId: $brandId) {
      ...ConsoleImpactItemFields
    }
    impactCategories(brandId: $brandId) {
      id
      slug
      name
    }
  }
`);

export const CreateImpactItem = graphql(`
  mutation CreateImpactItem($brandId: ID!, $slug: String!, $input: ImpactItemInput!) {
    createImpactItem(brandId: $brandId, slug: $slug, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      item {
        ...ConsoleImpactItemFields
      }
    }
  }
`);

export const UpdateImpactItem = graphql(`
  mutation UpdateImpactItem($id: ID!, $input: ImpactItemInput!) {
    updateImpactItem(id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      item {
        ...ConsoleImpactItemFields
      }
    }
  }
`);

export const SetImpactItemActive = graphql(`
  mutation SetImpactItemActive($id: ID!, $active: Boolean!) {
    setImpactItemActive(id: $id, active: $active) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      item {
        ...ConsoleImpactItemFields
      }
    }
  }
`);
