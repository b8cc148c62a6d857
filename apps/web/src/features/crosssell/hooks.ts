import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CM_UPSELL_DISPLAYED_TAG } from '@member-area/domain';
import { gqlRequest } from '../../app/graphql';
import type { Viewer } from '../../app/shell/ShellContext';
import { queryKeys, setTagsMutation } from '../member';
import { crossSellKeys, crossSellOfferQuery } from './queries';

/**
 * The cross-sell the member is due (the server arms it on the first visit), or null. Quiet. Home's
 * one request brings it (seedCrossSellOffer); `enabled` false keeps other screens from asking.
 */
export function useCrossSellOffer(enabled = true) {
  return useQuery({
    queryKey: crossSellKeys.offer,
    queryFn: async () => (await gqlRequest(crossSellOfferQuery)).member.crossSell ?? null,
    enabled,
    meta: { quiet: true },
    staleTime: Infinity,
  });
}

/**
 * 'No thanks' (and leaving for the payment page): records cm_upsell:displayed, so the offer is
 * shown once. A refusal is logged; the modal stays closed for this page either way.
 */
export function useMarkCrossSellDisplayed() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: () => gqlRequest(setTagsMutation, { tags: [CM_UPSELL_DISPLAYED_TAG] }),
    meta: { quiet: true },
  });
  return useCallback(async () => {
    try {
      const result = (await mutateAsync()).member.setTags;
      if (!result.responseResult.succeeded) {
        console.warn('[crosssell] displayed marker refused', result.responseResult.errorCode);
        return;
      }
      queryClient.setQueryData(queryKeys.viewer, (old: Viewer | null | undefined) =>
        old ? { ...old, tags: result.tags } : old,
      );
      queryClient.setQueryData(crossSellKeys.offer, null);
    } catch (error) {
      console.warn('[crosssell] displayed marker not saved', error);
    }
  }, [mutateAsync, queryClient]);
}
