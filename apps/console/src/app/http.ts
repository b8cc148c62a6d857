import { INTERFACE_LANGUAGE_HEADER, TRANSACTION_ID_HEADER } from '@member-area/domain';
import { newTransactionId } from '@web/app/ids';
import { i18next } from '../i18n';

/** A REST call of the console that did not succeed; `errorCode` is a key under `errors.` in the locale files. */
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

/** Every console call carries a fresh transaction id and the interface language (server messages). */
export function consoleHeaders(): Record<string, string> {
  return {
    accept: 'application/json',
    [TRANSACTION_ID_HEADER]: newTransactionId(),
    ...(i18next.language ? { [INTERFACE_LANGUAGE_HEADER]: i18next.language } : {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function asRecord(data: unknown): Record<string, unknown> {
  return (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
}

/** The error a refused answer names (`{ errorCode, message }`, docs/console.md), else one by status. */
export function errorCodeOfResponse(status: number, data: unknown): string {
  const code = asRecord(data).errorCode;
  if (typeof code === 'string' && code) return code;
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_attempts';
  return status >= 500 ? 'internal_error' : 'invalid_input';
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError('network', null);
  }
  if (response.status === 204) return undefined as T;
  const data = await readJson(response);
  if (!response.ok)
    throw new ApiError(errorCodeOfResponse(response.status, data), response.status, asRecord(data));
  return data as T;
}

/** JSON POST to the console's own origin (the server's CSRF rule needs the JSON content type). */
export function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return send<T>(path, {
    method: 'POST',
    headers: { ...consoleHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function getJson<T>(path: string): Promise<T> {
  return send<T>(path, { method: 'GET', headers: consoleHeaders() });
}

/** A multipart POST (the logo upload); the browser sets the boundary. */
export function postForm<T>(path: string, form: FormData): Promise<T> {
  return send<T>(path, { method: 'POST', headers: consoleHeaders(), body: form });
}
