import { graphql } from '../../../gql';

/**
 * What the tag-driven modals need of the brand's giveaways: the prize to show, the tags that pick the
 * bonus and funnel giveaways, and the packs the server sells the viewer now (never priced here).
 */
export const sweepModalsListQuery = graphql(`
  query SweepModalsList($brandId: ID!) {
    sweep {
      listByBrand(brandId: $brandId) {
        id
        name
        productName
        prizeDescription
        prizeKind
        category
        image
        endDate
        tags
        cardState
        entries
        price {
          currency
          symbol
        }
        multiplier {
          multiplierFactor
        }
        offers {
          offer
          entries
          amount
          listAmount
          discountPercent
        }
        winner {
          isViewer
          claimed
        }
      }
    }
  }
`);

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
          id
          firstName
          lastName
          address
          apartmentSuite
          city
          state
          postcode
          country
          phone
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
          succeeded
          errorCode
          message
          extra
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

/** Under ['giveaways'], so a credit or a claim (which invalidates ['giveaways']) refreshes them too. */
export const sweepModalKeys = {
  list: (brandId: string) => ['giveaways', 'modals', brandId] as const,
  shipping: ['giveaways', 'modals', 'shipping'] as const,
};
