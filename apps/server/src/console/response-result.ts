/**
 * A console mutation's ResponseResult: as the member API's (graphql/response-result.ts), in the staff
 * member's language, from the same error catalogue.
 */
import { errorMessage, type ErrorCode } from '../graphql/response-result';
import type { ResponseResult } from './generated/resolvers-types';

export function consoleSucceeded(extra: unknown = null): ResponseResult {
  return { succeeded: true, errorCode: null, message: null, extra };
}

export function consoleFailure(lang: string, errorCode: ErrorCode, extra: unknown = null): ResponseResult {
  return { succeeded: false, errorCode, message: errorMessage(lang, errorCode), extra };
}
