import { graphql } from '../../../gql';

/** The claim form's prefill: the member's names, phone and shipping address. */
export const sweepClaimShippingQuery = graphql(`
  query SweepClaimShipping {
    member {
      info {
        id
        firstName
        lastName
        phoneNumber
        shippingAddress {
          ...AddressFields
        }
      }
    }
  }
`);

export const sweepClaimPrizeMutation = graphql(`
  mutation SweepClaimPrize($sweepId: ID!, $shipping: PrizeShippingInput) {
    sweep {
      claimPrize(sweepId: $sweepId, shipping: $shipping) {
        responseResult {
          ...ResponseResultFields
        }
        sweep {
          id
          cardState
          winner {
            isViewer
            claimed
          }
        }
      }
    }
  }
`);

/** Under ['giveaways'], so a credit or a claim (which invalidates ['giveaways']) refreshes it too. */
export const sweepModalKeys = {
  shipping: ['giveaways', 'modals', 'shipping'] as const,
};
