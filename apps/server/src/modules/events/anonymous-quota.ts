import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../lib/http-errors';

/**
 * Per-client quotas on writes anyone can make without an account (issue 15 weakness 3): analytics
 * events and generic tokens. They sit under the global per-address limit and are much tighter, so
 * one client cannot fill the database at the global rate. Counters live in the rate-limit plugin's
 * store (memory, or Redis when REDIS_URL is set, so instances share them).
 */

/** Which quota refused a request: the `reason` of the 429 body. */
export type QuotaReason = 'events_per_address' | 'events_per_session' | 'generic_tokens_per_address';

export interface QuotaRule {
  reason: QuotaReason;
  max: number;
  windowMs: number;
  /** Whom the rule counts for this request; null when it does not apply (no session). */
  clientOf: (request: FastifyRequest) => Promise<string | null> | string | null;
}

/** Answers 429 and returns true when the request is over one of the quotas; counts it otherwise. */
export type AnonymousWriteQuota = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** The client's address; IPv6 counts per /64 (what one subscriber gets), like the global limit. */
export function addressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * A quota made of rules checked in order; the first one over its limit refuses the request (the
 * later ones do not count it). Create once per route, at registration.
 */
export function anonymousWriteQuota(app: FastifyInstance, rules: readonly QuotaRule[]): AnonymousWriteQuota {
  const limiters = rules.map((rule) => ({
    rule,
    limit: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      // Each rule has its own prefix: the plugin's store may be shared with other limits.
      keyGenerator: async (request) => `${rule.reason}:${(await rule.clientOf(request)) ?? ''}`,
    }),
  }));
  return async (request, reply) => {
    for (const { rule, limit } of limiters) {
      if ((await rule.clientOf(request)) === null) continue;
      const outcome = await limit(request);
      if (outcome.isAllowed || !outcome.isExceeded) continue;
      const retryAfterSeconds = Math.max(1, outcome.ttlInSeconds);
      request.log.warn({ quota: rule.reason, retryAfterSeconds }, 'anonymous write quota exceeded');
      void reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .send(errorBody('too_many_attempts', { reason: rule.reason, retryAfterSeconds }));
      return true;
    }
    return false;
  };
}
