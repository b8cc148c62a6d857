/**
 * A marketplace mutation's outcome as data: an expected refusal (responseResult.succeeded false)
 * and a failed request both end as `{ ok: false, code, extra }`, which the screen shows next to the
 * action in the member's language (errors.<code>); nothing navigates away.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseResultLike } from '../../app/outcome';
import { errorCodeOfUnknown } from '../../app/queryClient';

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; code: string; extra: unknown; value: T | null };

export async function attempt<T extends { responseResult: ResponseResultLike }>(
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  try {
    const value = await call();
    if (value.responseResult.succeeded) return { ok: true, value };
    return {
      ok: false,
      code: value.responseResult.errorCode ?? 'internal_error',
      extra: value.responseResult.extra ?? null,
      value,
    };
  } catch (error) {
    console.warn('[marketplace] request failed', error);
    return { ok: false, code: errorCodeOfUnknown(error), extra: null, value: null };
  }
}

/**
 * The message of an error code: the shared catalogue (where the marketplace's codes are), then the
 * account's (placeOrder may answer no_payment_method or account_not_active).
 */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (code: string) => t([`errors.${code}`, `account.errors.${code}`, 'errors.internal_error']),
    [t],
  );
}
