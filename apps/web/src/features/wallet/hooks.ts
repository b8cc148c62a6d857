import { useCallback } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { balanceKeys, coinPacksQuery, walletKeys, walletPageQuery } from './queries';

/** History lines per page of the wallet tab ("Show more" reads the next, older page). */
export const WALLET_ACTIVITY_PAGE = 20;

/**
 * The signed-in member's wallet, page by page: the first page carries the balance, its unit and
 * the member's time zone; each next page starts below the last line read (the server's cursor).
 */
export function useWallet() {
  return useInfiniteQuery({
    queryKey: walletKeys.wallet,
    queryFn: async ({ pageParam }) => {
      const info = (await gqlRequest(walletPageQuery, { limit: WALLET_ACTIVITY_PAGE, before: pageParam }))
        .member.info;
      if (!info) throw new Error('wallet: no member');
      return { timeZone: info.timezone, ...info.wallet };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.activity.nextCursor ?? undefined,
  });
}

/** The coin packs of the host brand (empty when it sells none); a failure stays in the dialog. */
export function useCoinPacks(enabled = true) {
  return useQuery({
    queryKey: walletKeys.coinPacks,
    queryFn: async () => (await gqlRequest(coinPacksQuery)).member.coinPacks,
    enabled,
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });
}

/** After coins or credits moved: every balance on screen (top bar, wallet tab) is read again. */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(balanceKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
        () => undefined,
      ),
    [queryClient],
  );
}
