import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { useRefreshBalances } from '../wallet';
import {
  fundImpactMutation,
  impactCategoriesQuery,
  impactItemQuery,
  impactsKeys,
  myImpactsQuery,
} from './queries';

/* Impact reads are quiet (SPEC.md 8: impact items do not navigate to the error screen). */
const quiet = { meta: { quiet: true } } as const;

export function useImpactCategories() {
  return useQuery({
    queryKey: impactsKeys.categories,
    queryFn: async () => (await gqlRequest(impactCategoriesQuery)).impacts.listCategories,
    ...quiet,
  });
}

export function useImpactItem(id: string) {
  return useQuery({
    queryKey: impactsKeys.item(id),
    queryFn: async () => (await gqlRequest(impactItemQuery, { id })).impacts.item ?? null,
    ...quiet,
  });
}

export function useMyImpacts() {
  return useQuery({
    queryKey: impactsKeys.mine,
    queryFn: async () => (await gqlRequest(myImpactsQuery)).member.info ?? null,
    ...quiet,
  });
}

export interface FundInput {
  itemId: string;
  quantity: number;
  requestId: string;
}

/** Funds an item; on success every impact read and every balance on screen is read again. */
export function useFundImpact() {
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  return useMutation({
    mutationFn: async (input: FundInput) => (await gqlRequest(fundImpactMutation, { input })).impacts.fund,
    onSuccess: async (result) => {
      if (!result.responseResult.succeeded) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: impactsKeys.all }), refreshBalances()]);
    },
  });
}
