import type { QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import type { ShellMenuQuery, ViewerQuery } from '../../gql/graphql';
import { prefetchShell, shellMenuQueryOptions, viewerQueryOptions } from '../member';
import { CONTINUE_ROW_SIZE, seedContinueRow } from './components/ContinueRow.queries';
import { homeQuery } from './queries';

/**
 * Home's route prefetch (issue 16, "one home query instead of three"): the shell's viewer and menu
 * and the continue row come in one request, and each part is written into its own query's cache, so
 * the shell and the row find their data and ask for nothing; later reads, invalidations and writes
 * of each part keep working on its own key. Coming back to home with the shell cached, the shell is
 * prefetched as before (only when stale) and the row reads itself as it mounts.
 *
 * Never throws: if the one request fails (it fails whole when any part does), the shell's own
 * queries are prefetched as before, and each part shows — or, the row, quietly hides — its failure.
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
    ecommerce: data.ecommerce,
  });
  seedContinueRow(queryClient, data.content.continueWatching);
}
