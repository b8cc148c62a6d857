import { graphql } from '../../gql';
import { accountKeys } from '../account';

/** What the server knows about one giveaway: for now, the member's own entries in it (or null). */
export const giveawayQuery = graphql(`
  query Giveaway($id: ID!) {
    sweep {
      byId(id: $id) {
        id
        name
        category
        entries
        startDate
        endDate
      }
    }
  }
`);

/** Every entry the member holds, newest first: the account page's giveaways tab. */
export const giveawaysEnteredQuery = graphql(`
  query AccountGiveaways {
    member {
      info {
        id
        giveawaysEntered {
          id
          sweepId
          name
          entries
          date
          kind
        }
      }
    }
  }
`);

export const giveawayKeys = {
  byId: (id: string) => ['giveaways', 'byId', id] as const,
  /** An account tab: refreshed with the rest of the account page. */
  entered: [...accountKeys.account, 'giveaways'] as const,
};
