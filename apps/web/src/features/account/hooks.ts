import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { gqlRequest } from '../../app/graphql';
import { queryKeys } from '../member';
import type { AccountQuery } from '../../gql/graphql';
import { accountKeys, accountQuery, timezonesQuery } from './api';

export type AccountInfo = NonNullable<AccountQuery['member']['info']>;

export function useAccount() {
  return useQuery({
    queryKey: accountKeys.account,
    queryFn: async () => (await gqlRequest(accountQuery)).member.info,
  });
}

export function useTimezones() {
  return useQuery({
    queryKey: accountKeys.timezones,
    queryFn: async () => (await gqlRequest(timezonesQuery)).member.timezones,
    staleTime: Infinity,
  });
}

/** After a change: the account screens and the shell's viewer read fresh data. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.account }),
        queryClient.invalidateQueries({ queryKey: queryKeys.viewer }),
      ]).then(() => undefined),
    [queryClient],
  );
}
