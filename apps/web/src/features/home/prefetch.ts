import type { QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import type { ShellMenuQuery, ViewerQuery } from '../../gql/graphql';
import { seedCrossSellOffer } from '../crosssell';
import { seedCart } from '../marketplace';
import { prefetchShell, shellMenuQueryOptions, viewerQueryOptions } from '../member';
import { seedMission } from '../onboarding';
import { CONTINUE_ROW_SIZE, seedContinueRow } from './components/ContinueRow.queries';
import { seedHomeRows } from './components/HomeRows.queries';
import { homeQuery } from './queries';

/**
 * Home's route prefetch (issue 16, "one home query instead of three", then one request on load):
 * the shell's viewer and menu, the cart, the continue row, the curated rows, the mission and the cross-sell decision
 * come in one request, and each part is written into its own query's cache, so the shell, the row,
 * the banner and the modals find their data and ask for nothing; later reads, invalidations and
 * writes of each part keep working on its own key. Coming back to home with the shell cached, the
 * shell is prefetched as before (only when stale) and the other parts read themselves as they mount.
 *
 * Never throws: if the one request fails (it fails whole when any part does), the shell's own
 * queries are prefetched as before, and each part reads itself and shows — or, the row and the
 * quiet parts, hides — its failure.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const shellCached =
    queryClient.getQueryData(viewerQueryOptions.queryKey) !== undefined &&
    queryClient.getQueryData(shellMenuQueryOptions.queryKey) !== undefined;
  if (shellCached) return prefetchShell(queryClient);
  let data;
  try {
    data = await gqlRequest(homeQuery, { first: CONTINUE_ROW_SIZE });
  } catch (error) {
    console.warn('[home] the home request failed; loading its parts one by one', error);
    return prefetchShell(queryClient);
  }
  queryClient.setQueryData<ViewerQuery['member']['info']>(viewerQueryOptions.queryKey, data.member.info);
  queryClient.setQueryData<ShellMenuQuery>(shellMenuQueryOptions.queryKey, {
    content: { menuItems: data.content.menuItems },
    ecommerce: { enabled: data.ecommerce.enabled },
  });
  seedContinueRow(queryClient, data.content.continueWatching);
  seedHomeRows(queryClient, data.content.homeRows);
  seedCart(queryClient, data.ecommerce.cart);
  seedMission(queryClient, data.member.onboarding ?? null);
  seedCrossSellOffer(queryClient, data.member.crossSell ?? null);
}
