import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { gqlRequest, GraphQLRequestError } from '../../app/graphql';
import { ApiError } from '../../app/rest';
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

/** A mutation answered `succeeded: false`: its errorCode (and extra) travel to the form. */
export class ResultError extends Error {
  override name = 'ResultError';
  constructor(
    readonly errorCode: string,
    readonly extra: unknown = null,
  ) {
    super(errorCode);
  }
}

interface ResponseResultLike {
  succeeded: boolean;
  errorCode?: string | null;
  extra?: unknown;
}

/** Throws a ResultError unless the mutation succeeded. */
export function ensureSucceeded<T extends { responseResult: ResponseResultLike }>(payload: T): T {
  if (!payload.responseResult.succeeded) {
    throw new ResultError(payload.responseResult.errorCode ?? 'internal_error', payload.responseResult.extra);
  }
  return payload;
}

export function errorCodeOf(error: unknown): string {
  if (error instanceof ResultError) return error.errorCode;
  if (error instanceof ApiError) return error.errorCode;
  if (error instanceof GraphQLRequestError) return error.errorCode;
  return 'internal_error';
}

/** The translated message of an error code: account's own first, then the shared ones. */
export function accountErrorMessage(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  const keys = [`account.errors.${code}`, `errors.${code}`, 'errors.internal_error'];
  return t(keys);
}

export function useAccountErrorMessage() {
  const { t } = useTranslation();
  return useCallback((error: unknown) => accountErrorMessage(t, error), [t]);
}
