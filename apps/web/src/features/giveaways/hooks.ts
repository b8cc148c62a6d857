import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { giveawayKeys, giveawayQuery, giveawaysEnteredQuery } from './queries';

/** One giveaway; data is null when the server does not know it for this member (not found). */
export function useGiveaway(id: string) {
  return useQuery({
    queryKey: giveawayKeys.byId(id),
    queryFn: async () => (await gqlRequest(giveawayQuery, { id })).sweep.byId ?? null,
  });
}

/** The signed-in member's giveaway entries, newest first. */
export function useGiveawaysEntered() {
  return useQuery({
    queryKey: giveawayKeys.entered,
    queryFn: async () => (await gqlRequest(giveawaysEnteredQuery)).member.info?.giveawaysEntered ?? [],
  });
}
