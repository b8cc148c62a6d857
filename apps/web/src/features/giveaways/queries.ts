import { graphql } from '../../gql';

/** What the server knows about one giveaway: for now, the member's own entries in it (or null). */
export const giveawayQuery = graphql(`
  query Giveaway($id: ID!) {
    sweep {
      byId(id: $id) {
        id
        name
        kind
        entries
        firstEnteredAt
        lastEnteredAt
      }
    }
  }
`);

export const giveawayKeys = {
  byId: (id: string) => ['giveaways', 'byId', id] as const,
};
