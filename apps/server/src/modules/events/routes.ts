import type { FastifyInstance } from 'fastify';
import { visitorCountry } from '../../http/country';
import { authOf } from '../../http/request-auth';
import { parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';
import { viewerOf } from '../auth/viewer';
import { EventBody } from './schema';

export const EVENT_BODY_LIMIT = 16 * 1024;

/** POST /api/event: analytics events from the app (SPEC.md 7). Malformed bodies store nothing. */
export function registerEventRoutes(app: FastifyInstance, s: Services): void {
  app.post('/api/event', { bodyLimit: EVENT_BODY_LIMIT }, async (request, reply) => {
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
          memberCountry: member?.countryCode,
          brandCountry: request.brand.countryCode,
        }),
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      },
    });
    return reply.code(202).send({ ok: true });
  });
}
