import { graphql } from '../../gql';
import { accountKeys } from '../account';

/** The signed-in member's orders, newest first (ecommerce.getMemberOrders). */
export const memberOrdersQuery = graphql(`
  query AccountOrders {
    ecommerce {
      getMemberOrders {
        id
        number
        date
        products {
          id
          name
          quantity
          price
        }
        deliveryFee
        total
        currency
        symbol
        status
        freeGift
      }
    }
  }
`);

export const marketplaceKeys = {
  /** An account tab: refreshed with the rest of the account page. */
  memberOrders: [...accountKeys.account, 'orders'] as const,
};
