import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CM_UPSELL_DISPLAYED_TAG } from '@member-area/domain';
import { gqlRequest } from '../../app/graphql';
import { useSetMarkerTag } from '../member';
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
  const setMarkerTag = useSetMarkerTag('crosssell');
  return useCallback(async () => {
    if (await setMarkerTag(CM_UPSELL_DISPLAYED_TAG)) queryClient.setQueryData(crossSellKeys.offer, null);
  }, [setMarkerTag, queryClient]);
}
