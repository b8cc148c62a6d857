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

/**
 * The request of a JSON POST to our own origin: the server's CSRF rule needs the JSON content type,
 * every call carries a fresh transaction id, and `bearer` adds the member's token.
 */
export function jsonPost(
  body: unknown,
  options: { bearer?: boolean; signal?: AbortSignal } = {},
): RequestInit {
  return {
    method: 'POST',
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [TRANSACTION_ID_HEADER]: newTransactionId(),
      ...(options.bearer ? authHeaders() : {}),
    },
    body: JSON.stringify(body),
  };
}

/** A response's JSON body; null when it has none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A refused call's body as fields to read errorCode and details from (empty when it is no object). */
export function errorDetails(data: unknown): Record<string, unknown> {
  return (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
}

/** JSON POST to our own origin. */
export async function postJson<T = unknown>(
  path: string,
  body?: unknown,
  init: { bearer?: boolean } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, jsonPost(body ?? {}, init));
  } catch {
    throw new ApiError('network', null);
  }
  if (response.status === 204) return undefined as T;
  const data = await readJson(response);
  if (!response.ok) {
    const record = errorDetails(data);
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
