import type { FastifyReply } from 'fastify';

/** Every REST error has this shape; `message` is English for logs and tools. */
export interface ErrorBody {
  errorCode: string;
  message: string;
  [extra: string]: unknown;
}

export const MESSAGES = {
  invalid_input: 'The request body is not valid.',
  invalid_credentials: 'Credentials do not match any account for this site, try again or contact support.',
  too_many_attempts: 'Too many attempts. Please wait and try again.',
  brand_not_found: "Oops, this brand doesn't exist! (contact support if a mistake)",
  unauthenticated: 'The session is missing, expired or ended. Please sign in again.',
  forbidden: 'This is not allowed.',
  csrf_rejected: 'The request was refused because it did not come from this site.',
  not_found: "Sorry, we can't find that page.",
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Send the body as application/json.',
  internal_error: 'Something went wrong. Please try later.',
  reset_link_invalid: 'This reset link is invalid, expired or already used.',
  weak_password: 'The new password is not strong enough.',
  invalid_code: 'That code is not right, or was already used.',
  challenge_expired: 'The sign-in took too long. Start again with the password.',
  invitation_invalid: 'This invitation link is invalid, expired or already used.',
} as const;
export type ErrorCode = keyof typeof MESSAGES;

export function errorBody(errorCode: ErrorCode, extra: Record<string, unknown> = {}): ErrorBody {
  return { errorCode, message: MESSAGES[errorCode], ...extra };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  errorCode: ErrorCode,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply.code(status).send(errorBody(errorCode, extra));
}
