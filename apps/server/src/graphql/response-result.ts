import type { ResponseResult } from './generated/resolvers-types';

export function succeeded(): ResponseResult {
  return { succeeded: true, errorCode: null, slug: null, message: null, extra: null };
}

const FAILURE_MESSAGES: Record<string, string> = {
  unauthenticated: 'Please sign in first.',
  invalid_tag: 'One or more tags are not valid.',
  tag_not_allowed: 'One or more tags can only be set by the service.',
};

/** An expected failure, as data. */
export function failed(errorCode: string, extra: unknown = null): ResponseResult {
  return {
    succeeded: false,
    errorCode,
    slug: errorCode,
    message: FAILURE_MESSAGES[errorCode] ?? 'An unexpected error occured.',
    extra,
  };
}
