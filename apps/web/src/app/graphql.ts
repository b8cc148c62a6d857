import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { GRAPHQL_PATH, INTERFACE_LANGUAGE_HEADER, TRANSACTION_ID_HEADER } from '@member-area/domain';
import { i18next } from '../i18n';
import { newTransactionId } from './ids';
import { authHeaders } from './tokens';

export interface GraphQLErrorItem {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; errorCode?: string; [key: string]: unknown };
}

/** A failed GraphQL call: transport, HTTP status, or `errors` in the answer. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly errorCode: string,
    readonly transactionId: string,
    readonly status: number | null,
    readonly errors: GraphQLErrorItem[] = [],
  ) {
    super(message);
  }
}

/** What codegen adds to each operation (codegen.ts persistedDocuments): its id in the server's allow-list. */
interface PersistedMeta {
  __meta__?: { hash?: string; operationName?: string };
}

/** The body of a GraphQL POST (GraphQL over HTTP, "persisted documents": `documentId`). */
export interface GraphQLRequestBody {
  documentId: string | undefined;
  query?: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

const printed = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * A production build sends the operation's id only: the server runs allow-listed documents and
 * nothing else, and the build carries no document text (vite-plugins/persisted-documents.ts keeps only
 * `__meta__`). The dev server and tests send the text as well, so a query edited since the server
 * last loaded the allow-list still runs there.
 */
export function requestBody(
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): GraphQLRequestBody {
  const meta = (document as PersistedMeta).__meta__;
  const body: GraphQLRequestBody = { documentId: meta?.hash, variables, operationName: meta?.operationName };
  if (import.meta.env.DEV) body.query = queryText(document);
  return body;
}

/** Maps an errors array to one of our `errors.<code>` keys. */
export function errorCodeOf(errors: GraphQLErrorItem[], status: number | null): string {
  for (const error of errors) {
    const code = error.extensions?.errorCode ?? error.extensions?.code;
    if (typeof code === 'string' && code) return code.toLowerCase();
  }
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 421) return 'brand_not_found';
  return 'internal_error';
}

/**
 * A tiny fetch wrapper over the generated TypedDocumentNodes: POST /membergraphapi/ with a fresh
 * transaction id, the generic bearer token when one is held, and the session cookie (same-origin).
 */
export async function gqlRequest<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] | [TVariables] : [TVariables]
): Promise<TResult> {
  const transactionId = newTransactionId();
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [TRANSACTION_ID_HEADER]: transactionId,
        ...(i18next.language ? { [INTERFACE_LANGUAGE_HEADER]: i18next.language } : {}),
        ...authHeaders(),
      },
      body: JSON.stringify(requestBody(document, variables)),
    });
  } catch (cause) {
    throw new GraphQLRequestError(String(cause), 'network', transactionId, null);
  }
  const echoedId = response.headers.get(TRANSACTION_ID_HEADER) ?? transactionId;
  type Body = { data?: TResult | null; errors?: GraphQLErrorItem[]; errorCode?: string };
  let body: Body | null = null;
  try {
    body = (await response.json()) as Body;
  } catch {
    body = null;
  }
  const errors = body?.errors ?? [];
  if (!response.ok || errors.length > 0 || !body?.data) {
    const code = body?.errorCode ?? errorCodeOf(errors, response.ok ? null : response.status);
    const message = errors[0]?.message ?? `GraphQL call answered ${response.status}`;
    throw new GraphQLRequestError(message, code, echoedId, response.status, errors);
  }
  return body.data;
}
