import { graphql } from '../../gql';

export const impactsKeys = {
  all: ['impacts'] as const,
  categories: ['impacts', 'categories'] as const,
  item: (id: string) => ['impacts', 'item', id] as const,
  mine: ['impacts', 'mine'] as const,
};

/** SPEC.md 7 impacts.listCategories, lean enough for the API's cost limit (the full item is `item`). */
export const impactCategoriesQuery = graphql(`
  query ImpactCategories {
    impacts {
      listCategories {
        id
        name
        slug
        items {
          id
          name
          unit
          price_per_unit
          target_quantity
          funded_quantity
          progress_percent
          image
        }
      }
    }
  }
`);

export const impactItemQuery = graphql(`
  query ImpactItem($id: ID!) {
    impacts {
      item(id: $id) {
        id
        name
        description
        unit
        langs
        prices
        price_per_unit
        target_quantity
        member_target
        funded_quantity
        remaining_quantity
        progress_percent
        my_quantity
        images {
          url
          alt
        }
      }
    }
  }
`);

/** The member's coins and own contributions (SPEC.md 7 member.info { impacts }). */
export const myImpactsQuery = graphql(`
  query MyImpacts {
    member {
      info {
        id
        coinsBalance
        impacts {
          itemId
          name
          unit
          quantity
          coins
        }
      }
    }
  }
`);

export const fundImpactMutation = graphql(`
  mutation FundImpact($input: FundImpactInput!) {
    impacts {
      fund(input: $input) {
        responseResult {
          ...ResponseResultFields
        }
        balance
        quantity
        coins
      }
    }
  }
`);
