import { graphql } from '../../gql';
import { accountKeys } from '../account';

/** The member's balance and its latest history lines, newest first. */
export const walletQuery = graphql(`
  query AccountWallet {
    member {
      info {
        id
        wallet {
          coins
          activity {
            items {
              id
              date
              description
              amount
            }
            nextCursor
          }
        }
      }
    }
  }
`);

export const walletKeys = {
  /** An account tab: refreshed with the rest of the account page (a plan's coin bonus shows at once). */
  wallet: [...accountKeys.account, 'wallet'] as const,
};
