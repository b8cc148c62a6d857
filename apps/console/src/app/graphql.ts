import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { consoleHeaders, errorCodeOfResponse } from './http';

interface GraphQLErrorItem {
  message: string;
  extensions?: { code?: string; errorCode?: string; [key: string]: unknown };
}

/** What codegen adds to each operation (codegen.ts persistedDocuments): its id in the allow-list. */
interface PersistedMeta {
  __meta__?: { hash?: string; operationName?: string };
}

/**
 * The body of a POST: the persisted id always (the only thing prod runs, docs/console.md), the text
 * as well in dev so an operation edited since the server loaded the allow-list still runs there.
 */
function requestBody(document: DocumentNode, variables: Record<string, unknown> = {}) {
  const meta = (document as PersistedMeta).__meta__;
  return {
    documentId: meta?.hash,
    variables,
    operationName: meta?.operationName,
    ...(import.meta.env.DEV ? { query: print(document) } : {}),
  };
}

/** The console's GraphQL endpoint (docs/console.md "The door"); never the members' /membergraphapi/. */
export const CONSOLE_GRAPHQL_PATH = '/adminapi/';

/** A failed console GraphQL call: transport, HTTP status, or `errors` in the answer. */
export class ConsoleGraphQLError extends Error {
  override name = 'ConsoleGraphQLError';
  constructor(
    message: string,
    readonly errorCode: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

function errorCodeOf(errors: GraphQLErrorItem[], status: number): string {
  for (const error of errors) {
    const code = error.extensions?.errorCode ?? error.extensions?.code;
    if (typeof code === 'string' && code) return code.toLowerCase();
  }
  return errorCodeOfResponse(status, null);
}

/**
 * POST /adminapi/ with the staff cookie. Production sends the persisted id only (`requestBody`, as
 * the member app does); the dev server sends the text too. The guard's `unauthenticated` and any
 * transport failure become a ConsoleGraphQLError; expected refusals stay data (responseResult).
 */
export async function consoleRequest<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] | [TVariables] : [TVariables]
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch(CONSOLE_GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...consoleHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(requestBody(document, variables)),
    });
  } catch (cause) {
    throw new ConsoleGraphQLError(String(cause), 'network', null);
  }
  type Body = { data?: TResult | null; errors?: GraphQLErrorItem[]; errorCode?: string };
  let body: Body | null = null;
  try {
    body = (await response.json()) as Body;
  } catch {
    body = null;
  }
  const errors = body?.errors ?? [];
  if (!response.ok || errors.length > 0 || !body?.data) {
    const code = body?.errorCode ?? errorCodeOf(errors, response.ok ? 500 : response.status);
    throw new ConsoleGraphQLError(errors[0]?.message ?? `answered ${response.status}`, code, response.status);
  }
  return body.data;
}

/** The error code of whatever a query or mutation threw. */
export function errorCodeOfError(error: unknown): string {
  if (error && typeof error === 'object' && 'errorCode' in error && typeof error.errorCode === 'string') {
    return error.errorCode;
  }
  return 'internal_error';
}
