import { graphql } from '../gql';

export const CrossSellBrand = graphql(`
  query CrossSellBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);

export const CrossSellOfferFields = graphql(`
  fragment ConsoleCrossSellOfferFields on ConsoleCrossSellOffer {
    id
    brandId
    type
    amountMinor
    currency
    symbol
    active
    texts {
      lang
      title
      description
      callToAction
    }
  }
`);

export const BrandCrossSellOffers = graphql(`
  query BrandCrossSellOffers($brandId: ID!) {
    crossSellOffers(brandId: $brandId) {
      ...ConsoleCrossSellOfferFields
    }
  }
`);

export const CreateCrossSellOffer = graphql(`
  mutation CreateCrossSellOffer($brandId: ID!, $type: String!, $input: CrossSellOfferInput!) {
    createCrossSellOffer(brandId: $brandId, type: $type, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      offer {
        ...ConsoleCrossSellOfferFields
      }
    }
  }
`);

export const UpdateCrossSellOffer = graphql(`
  mutation UpdateCrossSellOffer($id: ID!, $input: CrossSellOfferInput!) {
    updateCrossSellOffer(id: $id, input: $input) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      offer {
        ...ConsoleCrossSellOfferFields
      }
    }
  }
`);

export const SetCrossSellOfferActive = graphql(`
  mutation SetCrossSellOfferActive($id: ID!, $active: Boolean!) {
    setCrossSellOfferActive(id: $id, active: $active) {
      responseResult {
        succeeded
        errorCode
        message
        extra
      }
      offer {
        ...ConsoleCrossSellOfferFields
      }
    }
  }
`);
