import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { useBoot } from '../../app/BootContext';
import { errorCodeOfUnknown } from '../../app/queryClient';
import {
  giveawayKeys,
  giveawayQuery,
  giveawayRulesQuery,
  giveawaysQuery,
  memberSweepsQuery,
} from './queries';

/**
 * The list and the giveaway reads are shared with the shell's tag-driven modals, and a modal is never
 * worth an error screen: the queries are quiet for every reader, and a screen that has nothing to
 * show raises the failure itself to its route's error screen (an expired session goes to sign-in
 * as always instead).
 */
function failsTheScreen(error: Error, query: { state: { data: unknown } }): boolean {
  return query.state.data === undefined && errorCodeOfUnknown(error) !== 'unauthenticated';
}

/** SPEC.md 7 sweep.listByBrand as giveawaysQuery asks it: one cached answer per brand. */
function giveawaysOptions(brandId: string) {
  return queryOptions({
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
    meta: { quiet: true },
  });
}

/** One giveaway as giveawayQuery asks it (its page, and the modal that shows it). */
function giveawayOptions(id: string) {
  return queryOptions({
    queryKey: giveawayKeys.byId(id),
    queryFn: async () => {
      const data = await gqlRequest(giveawayQuery, { id });
      return {
        giveaway: data.sweep.byId ?? null,
        availability: data.sweep.availability,
        timeZone: data.member.info?.timezone ?? null,
      };
    },
    meta: { quiet: true },
  });
}

/**
 * The host brand's giveaways (SPEC.md 7 sweep.listByBrand) and whether this member may take part:
 * `availability.enabled` false comes with the reason the giveaways screen tells the member.
 */
export function useGiveaways() {
  const brandId = useBoot().brand?.id ?? '';
  return useQuery({ ...giveawaysOptions(brandId), throwOnError: failsTheScreen });
}

/** The same list as the modals read it: the cards with their tags and the packs on sale, or nothing. */
export function useModalSweeps(enabled: boolean) {
  const brandId = useBoot().brand?.id ?? '';
  return useQuery({
    ...giveawaysOptions(brandId),
    enabled: enabled && brandId !== '',
    select: (data) => data.giveaways,
  });
}

export type ModalSweepRow = NonNullable<ReturnType<typeof useModalSweeps>['data']>[number];

/** One giveaway and the member's time zone; `giveaway` is null when the server does not know it here. */
export function useGiveaway(id: string) {
  return useQuery({ ...giveawayOptions(id), throwOnError: failsTheScreen });
}

/** The giveaway a modal shows (null: none to show, or unknown here). */
export function useModalGiveaway(id: string | null) {
  return useQuery({
    ...giveawayOptions(id ?? ''),
    enabled: id !== null,
    select: (data) => data.giveaway,
  });
}

export type GiveawayDetail = NonNullable<NonNullable<ReturnType<typeof useGiveaway>['data']>['giveaway']>;

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
