import { useQuery, type QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { creditBalanceQuery, queryKeys, shellMenuQuery, viewerQuery } from './queries';

export const viewerQueryOptions = {
  queryKey: queryKeys.viewer,
  queryFn: async () => (await gqlRequest(viewerQuery)).member.info,
};

export const shellMenuQueryOptions = {
  queryKey: queryKeys.shellMenu,
  queryFn: () => gqlRequest(shellMenuQuery),
  staleTime: 5 * 60_000,
};

export function useViewer(enabled = true) {
  return useQuery({ ...viewerQueryOptions, enabled });
}

export function useShellMenu(enabled = true) {
  return useQuery({ ...shellMenuQueryOptions, enabled });
}

export function useCreditBalance(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.creditBalance,
    queryFn: async () => (await gqlRequest(creditBalanceQuery)).member.getCreditBalance,
    enabled,
    meta: { quiet: true },
  });
}

/** Route prefetch for screens inside the shell; never throws (prefetchQuery swallows errors). */
export async function prefetchShell(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(viewerQueryOptions),
    queryClient.prefetchQuery(shellMenuQueryOptions),
  ]);
}
