import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { useBoot } from '../../app/BootContext';
import {
  giveawayKeys,
  giveawayQuery,
  giveawayRulesQuery,
  giveawaysQuery,
  memberSweepsQuery,
} from './queries';

/**
 * The host brand's giveaways (SPEC.md 7 sweep.listByBrand) and whether this member may take part:
 * `availability.enabled` false comes with the reason the giveaways screen tells the member.
 */
export function useGiveaways() {
  const brandId = useBoot().brand?.id ?? '';
  return useQuery({
    queryKey: giveawayKeys.list(brandId),
    queryFn: async () => {
      const data = await gqlRequest(giveawaysQuery, { brandId });
      return {
        availability: data.sweep.availability,
        giveaways: data.sweep.listByBrand,
        timeZone: data.member.info?.timezone ?? null,
      };
    },
    enabled: brandId !== '',
  });
}

/** One giveaway and the member's time zone; `giveaway` is null when the server does not know it here. */
export function useGiveaway(id: string) {
  return useQuery({
    queryKey: giveawayKeys.byId(id),
    queryFn: async () => {
      const data = await gqlRequest(giveawayQuery, { id });
      return {
        giveaway: data.sweep.byId ?? null,
        availability: data.sweep.availability,
        timeZone: data.member.info?.timezone ?? null,
      };
    },
  });
}

/** One giveaway's contest rules and the member's time zone. */
export function useGiveawayRules(id: string) {
  return useQuery({
    queryKey: giveawayKeys.rules(id),
    queryFn: async () => {
      const data = await gqlRequest(giveawayRulesQuery, { id });
      return { giveaway: data.sweep.byId ?? null, timeZone: data.member.info?.timezone ?? null };
    },
  });
}

/** The signed-in member's entries summed per giveaway, latest first (the account's giveaways tab). */
export function useMemberSweeps() {
  return useQuery({
    queryKey: giveawayKeys.entered,
    queryFn: async () => (await gqlRequest(memberSweepsQuery)).member.info?.sweeps ?? [],
  });
}
