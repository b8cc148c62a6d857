import type { FastifyInstance } from 'fastify';
import { DEFAULT_ANONYMOUS_WRITES } from '../../config';
import { visitorCountry } from '../../http/country';
import { authOf } from '../../http/request-auth';
import { parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';
import { viewerOf } from '../auth';
import { addressOf, anonymousWriteQuota, MINUTE_MS } from './anonymous-quota';
import { EventBody } from './schema';

/**
 * POST /api/event: analytics events from the app (SPEC.md 7). Malformed bodies store nothing.
 * Anyone may send them, so each client has a quota (per address, and per session when the request
 * carries a live token) and bodies are capped well under the global limit (README "Settings").
 */
export function registerEventRoutes(app: FastifyInstance, s: Services): void {
  const limits = s.config.anonymousWrites ?? DEFAULT_ANONYMOUS_WRITES;
  const quota = anonymousWriteQuota(app, [
    {
      reason: 'events_per_address',
      max: limits.eventsPerAddressPerMinute,
      windowMs: MINUTE_MS,
      clientOf: addressOf,
    },
    {
      reason: 'events_per_session',
      max: limits.eventsPerSessionPerMinute,
      windowMs: MINUTE_MS,
      // A dead token was answered 401 by the app's preHandler already: only live sessions get here.
      clientOf: async (request) => {
        const outcome = await authOf(s.auth, request);
        return outcome.status === 'ok' ? (outcome.viewer.jti ?? null) : null;
      },
    },
  ]);

  app.post('/api/event', { bodyLimit: limits.eventBodyLimitBytes }, async (request, reply) => {
    // Counted before the body is checked: malformed floods use up the quota too.
    if (await quota(request, reply)) return reply;
    const body = parseOr400(EventBody, request.body, request, reply);
    if (!body || !request.brand) return reply;
    // The member comes from the verified header/cookie token, never from body.jwt.
    const viewer = viewerOf(await authOf(s.auth, request));
    const member = viewer.kind === 'member' ? viewer.member : null;
    await s.events.record(body, {
      brandId: request.brand.id,
      memberId: member?.id ?? null,
      transactionId: request.id,
      server: {
        ip: request.ip,
        country: visitorCountry(request, {
          isProd: s.config.isProd,
          trustProxy: s.config.trustProxy,
          memberCountry: member?.countryCode,
          brandCountry: request.brand.countryCode,
        }),
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      },
    });
    return reply.code(202).send({ ok: true });
  });
}
