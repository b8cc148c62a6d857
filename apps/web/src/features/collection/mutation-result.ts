import { UNEXPECTED_ERROR_MESSAGE } from '@member-area/domain';
import type { ResponseResultLike } from '../../app/outcome';

/** SPEC.md 8, spelling kept: the message when a failed mutation carries none. */
export const UNEXPECTED_MUTATION_ERROR = UNEXPECTED_ERROR_MESSAGE;

/** A mutation the server answered with `succeeded: false` (an expected failure, as data). */
export class MutationFailedError extends Error {
  override name = 'MutationFailedError';
  constructor(
    message: string,
    readonly errorCode: string | null,
  ) {
    super(message);
  }
}

/**
 * SPEC.md 8: history, collection and progress mutations throw when succeeded is false, with the
 * server's message or 'An unexpected error occured.'.
 */
export function ensureSucceeded(result: ResponseResultLike): void {
  if (result.succeeded) return;
  const message = result.message?.trim() ? result.message : UNEXPECTED_MUTATION_ERROR;
  throw new MutationFailedError(message, result.errorCode ?? null);
}
