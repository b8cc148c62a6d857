import { graphql } from '../../gql';

export const crossSellKeys = {
  offer: ['crosssell', 'offer'] as const,
};

export const crossSellOfferQuery = graphql(`
  query CrossSellOffer {
    member {
      crossSell {
        id
        type
        amount
        currency
        symbol
      }
    }
  }
`);

export const startCrossSellMutation = graphql(`
  mutation StartCrossSellPurchase($offerId: ID!, $returnPath: String) {
    member {
      startCrossSellPurchase(offerId: $offerId, returnPath: $returnPath) {
        responseResult {
          succeeded
          errorCode
          message
          extra
        }
        url
        ref
      }
    }
  }
`);

export const addCrossSellMutation = graphql(`
  mutation AddCrossSellAfterPaymentSuccess($offerId: ID!, $paymentRef: String!) {
    member {
      addCrossSellAfterPaymentSuccess(offerId: $offerId, paymentRef: $paymentRef) {
        responseResult {
          succeeded
          errorCode
          message
          extra
        }
        transactionId
        amount
      }
    }
  }
`);
