import type { DocumentNode } from 'graphql';
import { ExpectedGraphQLError, REFUSALS } from './errors';
import { gql } from './runtime';

/**
 * Mercurius accepts, when a query does not parse, the query text read as a JSON syntax tree. Such a
 * tree is whatever the caller wrote (`"query": "5"` reached the validation rules as the number 5 and
 * crashed them), so only documents graphql's own parser built go on: those carry a `Location`
 * object, which JSON cannot make. Run as Mercurius' preValidation hook.
 */
export function checkParsedDocument(document: DocumentNode): void {
  if (!(document.loc instanceof gql.Location)) {
    throw new ExpectedGraphQLError(REFUSALS.notADocument.code, REFUSALS.notADocument.message, 400);
  }
}
