import type { Request } from '@playwright/test';

/**
 * The GraphQL operation a request to /membergraphapi/ runs. The web sends persisted documents
 * (`{ documentId, operationName, variables }`), so the query text is not in the body: match by the
 * operation's name, never by a field name found in the text.
 */
export function operationOf(request: Request): string | undefined {
  if (request.method() !== 'POST' || !request.url().includes('/membergraphapi')) return undefined;
  try {
    const body = request.postDataJSON() as { operationName?: unknown } | null;
    return typeof body?.operationName === 'string' ? body.operationName : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the request runs the named operation (e.g. `SavePlaybackPosition`). */
export function isOperation(request: Request, name: string): boolean {
  return operationOf(request) === name;
}
