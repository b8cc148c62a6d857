/**
 * A mutation's outcome (DESIGN.md 5.3: expected failures are data): every mutation answers a
 * `responseResult` (the ResponseResultFields fragment, app/response-result.ts); these helpers turn
 * a refusal into an error a form can show, in the member's language, with the same code whichever
 * way the call failed (refused as data, GraphQL error, REST error).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorCodeOfUnknown } from './error-code';

/** What every mutation payload's responseResult carries (the fields a caller may read). */
export interface ResponseResultLike {
  succeeded: boolean;
  errorCode?: string | null;
  message?: string | null;
  extra?: unknown;
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

/** Throws a ResultError unless the mutation succeeded. */
export function ensureSucceeded<T extends { responseResult: ResponseResultLike }>(payload: T): T {
  if (!payload.responseResult.succeeded) {
    throw new ResultError(payload.responseResult.errorCode ?? 'internal_error', payload.responseResult.extra);
  }
  return payload;
}

/** The error code of a refusal or a failed call, else internal_error. */
export function outcomeCodeOf(error: unknown): string {
  if (error instanceof ResultError) return error.errorCode;
  return errorCodeOfUnknown(error);
}

/** The translated message of an error code: the account's own first, then the shared ones. */
export function resultErrorMessage(t: TFunction, error: unknown): string {
  const code = outcomeCodeOf(error);
  const keys = [`account.errors.${code}`, `errors.${code}`, 'errors.internal_error'];
  return t(keys);
}

export function useResultErrorMessage() {
  const { t } = useTranslation();
  return useCallback((error: unknown) => resultErrorMessage(t, error), [t]);
}
