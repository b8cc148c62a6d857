import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { CrossSellOfferFieldsFragment } from '../../gql/graphql';

export const crossSellKeys = {
  offer: ['crosssell', 'offer'] as const,
};

/** The offer as the modal shows it (also selected by home's one request, features/home/queries.ts). */
export const crossSellOfferFields = graphql(`
  fragment CrossSellOfferFields on CrossSellOffer {
    id
    type
    amount
    currency
    symbol
    title
    description
    callToAction
  }
`);

/** The offer the member is due, or null; reading it on a first visit arms it (crosssell.graphql). */
export const crossSellOfferQuery = graphql(`
  query CrossSellOffer {
    member {
      crossSell {
        ...CrossSellOfferFields
      }
    }
  }
`);

/** Home's one request brought the offer decision: the modal finds it and asks for nothing. */
export function seedCrossSellOffer(
  queryClient: QueryClient,
  offer: CrossSellOfferFieldsFragment | null,
): void {
  queryClient.setQueryData(crossSellKeys.offer, offer);
}

export const startCrossSellMutation = graphql(`
  mutation StartCrossSellPurchase($offerId: ID!, $returnPath: String) {
    member {
      startCrossSellPurchase(offerId: $offerId, returnPath: $returnPath) {
        responseResult {
          ...ResponseResultFields
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
          ...ResponseResultFields
        }
        transactionId
        amount
      }
    }
  }
`);
