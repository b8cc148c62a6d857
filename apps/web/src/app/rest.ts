import { TRANSACTION_ID_HEADER } from '@member-area/domain';
import { newTransactionId } from './ids';
import { authHeaders } from './tokens';

/** A REST call that did not succeed; `errorCode` is a key under `errors.` in the locale files. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly errorCode: string,
    readonly status: number | null,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${errorCode} (${status ?? 'no response'})`);
  }
}

/** JSON POST to our own origin; the server's CSRF rule needs the JSON content type. */
export async function postJson<T = unknown>(
  path: string,
  body?: unknown,
  init: { bearer?: boolean } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [TRANSACTION_ID_HEADER]: newTransactionId(),
        ...(init.bearer ? authHeaders() : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError('network', null);
  }
  if (response.status === 204) return undefined as T;
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const code =
      typeof record.errorCode === 'string'
        ? record.errorCode
        : response.status >= 500
          ? 'internal_error'
          : 'invalid_input';
    throw new ApiError(code, response.status, record);
  }
  return data as T;
}
