import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/graphql';
import type { PrizeShippingInput } from '../../../gql/graphql';
import { useSetMarkerTag } from '../../member';
import { sweepClaimPrizeMutation, sweepClaimShippingQuery, sweepModalKeys } from './queries';

/**
 * Sets a marker tag (winner_displayed:{id}, upsell_displayed, sweep_bonus_offer_modal:displayed) and
 * puts the answered tags into the shell's viewer, so the rules see the modal as shown at once. A
 * refusal is logged and changes nothing; the caller already keeps the modal closed for this page.
 */
export function useMarkSeen() {
  return useSetMarkerTag('giveaways');
}

/** The claim form's prefill, read when the form opens. */
export function useClaimShipping(enabled: boolean) {
  return useQuery({
    queryKey: sweepModalKeys.shipping,
    queryFn: async () => (await gqlRequest(sweepClaimShippingQuery)).member.info,
    enabled,
    meta: { quiet: true },
  });
}

/** sweep.claimPrize; on success every giveaway read is refreshed (the card becomes 'prize claimed'). */
export function useClaimPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sweepId: string; shipping: PrizeShippingInput | null }) =>
      (await gqlRequest(sweepClaimPrizeMutation, input)).sweep.claimPrize,
    meta: { quiet: true },
    onSuccess: (payload) => {
      if (payload.responseResult.succeeded) void queryClient.invalidateQueries({ queryKey: ['giveaways'] });
    },
  });
}
