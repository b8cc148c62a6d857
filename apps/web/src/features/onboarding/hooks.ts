import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import type { OnboardingFieldsFragment } from '../../gql/graphql';
import { useRefreshBalances } from '../wallet';
import {
  completeOnboardingStepMutation,
  firstImpactQuery,
  onboardingKeys,
  onboardingQuery,
  skipOnboardingMutation,
  startOnboardingMutation,
} from './queries';

export type Mission = OnboardingFieldsFragment;

/* A mission is never worth the error screen: a failed read just shows no mission. */
const quiet = { meta: { quiet: true } } as const;

/**
 * The member's mission, or null when onboarding is not enabled for them. Home's one request brings
 * it for home's banner (seedMission); `enabled` false keeps screens without the banner from asking.
 */
export function useMission(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.mission,
    queryFn: async () => (await gqlRequest(onboardingQuery)).member.onboarding ?? null,
    enabled,
    ...quiet,
  });
}

/** The first impact item with room left, for the last step's FundDialog, and the member's coins. */
export function useFirstImpact() {
  return useQuery({
    queryKey: onboardingKeys.impact,
    queryFn: async () => {
      const data = await gqlRequest(firstImpactQuery);
      const items = data.impacts.listCategories.flatMap((c) => c.items);
      const item = items.find((i) => i.funded_quantity < i.target_quantity) ?? null;
      return { item, balance: data.member.info?.coinsBalance ?? 0 };
    },
    ...quiet,
  });
}

export type MissionMove = { kind: 'start' } | { kind: 'skip' } | { kind: 'step'; step: string };

async function send(move: MissionMove) {
  switch (move.kind) {
    case 'start':
      return (await gqlRequest(startOnboardingMutation)).member.startOnboarding;
    case 'skip':
      return (await gqlRequest(skipOnboardingMutation)).member.skipOnboarding;
    case 'step':
      return (await gqlRequest(completeOnboardingStepMutation, { step: move.step })).member
        .completeOnboardingStep;
  }
}

/** Start or resume, skip, or check off a step; the mission on screen follows the server's answer. */
export function useMissionMove() {
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (!result.responseResult.succeeded || !result.onboarding) return;
      queryClient.setQueryData(onboardingKeys.mission, result.onboarding);
      if (result.onboarding.status === 'completed') await refreshBalances();
    },
  });
}
