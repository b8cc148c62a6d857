import fs from 'node:fs';
import path from 'node:path';
import type { PersistedQueryProvider } from 'mercurius';
import { REPO_ROOT } from '../config';
import { translator } from '../i18n';
import { ExpectedGraphQLError, type LocalText } from './errors';

/**
 * The allow-list of persisted operations: every document the web sends, by id, as `npm run codegen`
 * writes it (codegen.ts `persistedDocuments`). An id is `sha256:` and the hex SHA-256 of the
 * document's normalized text (GraphQL over HTTP, appendix "Persisted Documents").
 */
export const PERSISTED_DOCUMENTS_FILE = path.join(REPO_ROOT, 'apps/web/src/gql/persisted-documents.json');

export type PersistedDocuments = ReadonlyMap<string, string>;

export function loadPersistedDocuments(file = PERSISTED_DOCUMENTS_FILE): PersistedDocuments {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(parsed)) {
    if (typeof text !== 'string') throw new Error(`${file}: the document of ${id} is not a string`);
    documents.set(id, text);
  }
  return documents;
}

/** The stable codes of the refusals (extensions.code); their messages are told in the caller's language. */
export type PersistedRefusalCode = 'persisted_document_required' | 'persisted_document_not_found';

/** The request's body: GraphQL over HTTP's `documentId` is what the web sends (app/graphql.ts requestBody). */
type RequestBody = Parameters<PersistedQueryProvider['getHash']>[0] & { documentId?: unknown };

const english = translator('en-us');

function refusal(
  code: PersistedRefusalCode,
  key: 'persisted_required' | 'persisted_unknown',
): ExpectedGraphQLError {
  const text: LocalText = { key: `graphql-limits.${key}`, vars: {} };
  return new ExpectedGraphQLError(code, english(text.key, text.vars), 400, text);
}

function documentIdOf(body: RequestBody): string | null {
  return typeof body.documentId === 'string' && body.documentId !== '' ? body.documentId : null;
}

/**
 * Mercurius' persistedQueryProvider for our allow-list. With `rawQueries` off (prod), a request must
 * name a listed document: a query text is refused, however harmless, so the server only ever runs
 * what the web was built with. With it on (dev, tests), a known id runs its listed document and
 * anything else falls through to the query text, as GraphiQL-like tools and tests send it; an id
 * the list does not hold, sent without text, is refused in both modes.
 *
 * The document then goes through the same hooks and rules as a query text (size, nesting, depth,
 * cost): the list is trusted to be the web's, not to be cheap.
 */
export function persistedDocumentsProvider(
  documents: PersistedDocuments,
  opts: { rawQueries: boolean },
): PersistedQueryProvider {
  return {
    isPersistedQuery: (body: RequestBody) => {
      if (!opts.rawQueries) return true;
      const id = documentIdOf(body);
      // A dev build sends its text too: an id the running server does not know yet (the query was
      // edited and codegen re-run since it started) still runs from that text.
      return id !== null && (documents.has(id) || !body.query);
    },
    getHash: (body: RequestBody) => {
      const id = documentIdOf(body);
      if (id === null) throw refusal('persisted_document_required', 'persisted_required');
      return id;
    },
    getQueryFromHash: (id: string) => {
      const text = documents.get(id);
      if (text === undefined)
        return Promise.reject(refusal('persisted_document_not_found', 'persisted_unknown'));
      return Promise.resolve(text);
    },
    // Automatic persisted queries (a client registering its own documents) are not offered.
    isPersistedQueryRetry: () => false,
  };
}
