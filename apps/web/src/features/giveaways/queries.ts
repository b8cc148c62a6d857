import { graphql } from '../../gql';
import { accountKeys } from '../account';

/**
 * What a giveaway card shows and the tabs sort by (the list, the top tab, the past tab): nothing
 * more, since a brand lists hundreds of giveaways and every field is read and sent for each.
 *
 * The API spells Sweep's fields as SPEC.md 3 does (start_date …); the aliases give the web its own
 * camel case, the shape packages/domain's sweep rules (tabs, card state) take.
 */
export const giveawayCardFields = graphql(`
  fragment GiveawayCardFields on Sweep {
    id
    name
    productName: product_name
    category
    memberOnly
    startDate: start_date
    endDate: end_date
    startAvailableDate: start_available_date
    endAvailableDate: end_available_date
    image
    totalEntriesSold: total_entries_sold
    entries
    cardState
    odds {
      oneIn
    }
    winner {
      chosenAt
    }
  }
`);

/**
 * giveaways, and the shell's tag-driven modals, from one request (same document and variables, so
 * one cached answer serves both): whether the member may take part (and why not), the brand's
 * giveaways as cards, and what the modals decide on (a giveaway's tags, the packs sold to the
 * member now). What a modal then shows of its one giveaway is read with giveawayQuery.
 */
export const giveawaysQuery = graphql(`
  query Giveaways($brandId: ID!) {
    sweep {
      availability {
        enabled
        reason
        country
      }
      listByBrand(brandId: $brandId) {
        ...GiveawayCardFields
        tags
        offers {
          offer
        }
      }
    }
    member {
      info {
        id
        timezone
      }
    }
  }
`);

/**
 * giveaways/id/{id}: the card's fields plus what the page sells and explains; also what a
 * tag-driven modal shows of its giveaway (the prize, the packs with their prices, the claim).
 */
export const giveawayQuery = graphql(`
  query Giveaway($id: ID!) {
    sweep {
      availability {
        enabled
        reason
        country
      }
      byId(id: $id) {
        ...GiveawayCardFields
        description
        prizeDescription
        prizeKind
        refNumber: ref_number
        drawId
        price {
          currency
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
          displayName
        }
      }
    }
    member {
      info {
        id
        timezone
      }
    }
  }
`);

/** giveaways/id/{id}/rules: the contest rules of one giveaway. */
export const giveawayRulesQuery = graphql(`
  query GiveawayRules($id: ID!) {
    sweep {
      byId(id: $id) {
        id
        name
        productName: product_name
        prizeDescription
        category
        memberOnly
        startDate: start_date
        endDate: end_date
        refNumber: ref_number
        drawId
        sponsor {
          companyName
          address
          city
          state
          zip
          countryCode
        }
      }
    }
    member {
      info {
        id
        timezone
      }
    }
  }
`);

/** SPEC.md 7 member.info { sweeps }: the account page's giveaways tab. */
export const memberSweepsQuery = graphql(`
  query AccountGiveaways {
    member {
      info {
        id
        sweeps {
          sweepId
          name
          entries
          kind
          firstEnteredAt
          lastEnteredAt
        }
      }
    }
  }
`);

export const startEntryPurchaseMutation = graphql(`
  mutation StartEntryPurchase(
    $sweepId: ID!
    $offer: String!
    $method: String
    $returnPath: String
    $dateOfBirth: String
  ) {
    sweep {
      startEntryPurchase(
        sweepId: $sweepId
        offer: $offer
        method: $method
        returnPath: $returnPath
        dateOfBirth: $dateOfBirth
      ) {
        responseResult {
          ...ResponseResultFields
        }
        url
        ref
        entries
        amount
      }
    }
  }
`);

export const addEntriesMutation = graphql(`
  mutation AddEntriesAfterPaypalSuccess($sweepId: ID!, $entries: Int!, $paymentRef: String!) {
    sweep {
      addEntriesAfterPaypalSuccess(sweepId: $sweepId, entries: $entries, paymentRef: $paymentRef) {
        responseResult {
          ...ResponseResultFields
        }
        transactionId
        amount
        entries
        sweep {
          id
          name
          entries
          price {
            currency
          }
        }
      }
    }
  }
`);

/**
 * Every giveaway read starts with 'giveaways', so one invalidation after a credit or a claim
 * refreshes them all; the account tab sits under the account's keys and refreshes with that page.
 */
export const giveawayKeys = {
  all: ['giveaways'] as const,
  list: (brandId: string) => ['giveaways', 'list', brandId] as const,
  byId: (id: string) => ['giveaways', 'byId', id] as const,
  rules: (id: string) => ['giveaways', 'rules', id] as const,
  entered: [...accountKeys.account, 'giveaways'] as const,
};
