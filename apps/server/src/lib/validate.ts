import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendError } from './http-errors';

/**
 * Parses a body or query with zod; on failure answers 400 invalid_input, logs once, returns null.
 * Object schemas refuse arrays, so batched bodies never reach a handler.
 */
export function parseOr400<T>(
  schema: z.ZodType<T>,
  value: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): T | null {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  request.log.warn(
    { issues: r.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })) },
    'invalid input refused',
  );
  void sendError(reply, 400, 'invalid_input');
  return null;
}

/** Like parseOr400 for schemas whose valid values may be null or undefined: true when valid. */
export function acceptsOr400(
  schema: z.ZodType,
  value: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const r = schema.safeParse(value);
  if (r.success) return true;
  request.log.warn('invalid input refused');
  void sendError(reply, 400, 'invalid_input');
  return false;
}
