import { GraphQLRequestError } from './graphql';
import { ApiError } from './rest';

/**
 * The error code of a failed call (GraphQL or REST), else internal_error. A module of its own:
 * the root's error boundary (in the entry) reads it without the query library (queryClient.ts).
 */
export function errorCodeOfUnknown(error: unknown): string {
  if (error instanceof GraphQLRequestError || error instanceof ApiError) return error.errorCode;
  return 'internal_error';
}
