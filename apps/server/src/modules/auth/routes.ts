import type { FastifyInstance, FastifyReply } from 'fastify';
import { KNOWN_DEVICE_MAX_AGE_MS } from '@member-area/domain';
import { clearTokenCookie, setTokenCookie } from '../../http/cookies';
import { authOf } from '../../http/request-auth';
import { errorBody, sendError } from '../../lib/http-errors';
import { acceptsOr400, parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';
import { DEFAULT_ANONYMOUS_WRITES } from '../../config';
import { addressOf, anonymousWriteQuota, HOUR_MS } from '../events';
import { publicOrigin } from '../mail';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import {
  EmptyBody,
  ForgotEmailBody,
  ForgotPasswordBody,
  LoginBody,
  ResetLinkCheckBody,
  ResetPasswordBody,
  SignQuery,
} from './schemas';

const AUTH_BODY_LIMIT = 4 * 1024;
const RECOVERY_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
/** Using a reset link, and asking whether one still works: the same budget, each of its own. */
const RESET_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' };

/** The known-device cookie: HttpOnly, sent only to the sign-in endpoint that reads it. */
function setKnownDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth/login',
    maxAge: KNOWN_DEVICE_MAX_AGE_MS / 1000,
  });
}

/** REST auth endpoints (docs/ARCHITECTURE.md "REST"). The brand is known: unknown hosts got 421 earlier. */
export function registerAuthRoutes(app: FastifyInstance, s: Services): void {
  const secure = s.config.isProd;

  app.post('/api/auth/login', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(LoginBody, request.body, request, reply);
    if (!body || !request.brand) return reply;
    const deviceCookie = request.cookies?.[KNOWN_DEVICE_COOKIE];
    // request.ip honours TRUST_PROXY (app.ts): the client's address behind a proxy we trust.
    const result = await s.auth.login(request.brand, {
      ...body,
      ip: request.ip,
      deviceCookie,
      userAgent: request.headers['user-agent'] ?? null,
    });
    switch (result.kind) {
      case 'ok':
        setTokenCookie(reply, result.token, secure);
        setKnownDeviceCookie(reply, result.deviceCookie, secure);
        return reply.header('cache-control', 'no-store').send({ token: result.token });
      case 'invalid_credentials':
        return sendError(reply, 401, 'invalid_credentials');
      case 'too_many_attempts':
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send(errorBody('too_many_attempts', { retryAfterSeconds: result.retryAfterSeconds }));
    }
  });

  app.post('/api/auth/logout', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    if (!acceptsOr400(EmptyBody, request.body, request, reply)) return reply;
    const outcome = await authOf(s.auth, request);
    if (outcome.status === 'ok' && outcome.viewer.jti) await s.auth.revoke(outcome.viewer.jti);
    clearTokenCookie(reply, secure);
    return reply.code(204).send();
  });

  // Each generic token is a session row: a per-address quota keeps anonymous visitors from filling
  // the table (issue 15; modules/events/anonymous-quota.ts).
  const genericTokenQuota = anonymousWriteQuota(app, [
    {
      reason: 'generic_tokens_per_address',
      max: (s.config.anonymousWrites ?? DEFAULT_ANONYMOUS_WRITES).genericTokensPerAddressPerHour,
      windowMs: HOUR_MS,
      clientOf: addressOf,
    },
  ]);
  app.post('/api/auth/token/generic', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    if (await genericTokenQuota(request, reply)) return reply;
    if (!acceptsOr400(EmptyBody, request.body, request, reply)) return reply;
    if (!request.brand) return reply;
    const token = await s.auth.issueGenericToken(request.brand);
    return reply.header('cache-control', 'no-store').send({ token });
  });

  app.get('/api/auth/sign', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const q = SignQuery.safeParse(request.query);
    const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
    const used =
      q.success && request.brand ? await s.auth.useSignInLink(request.brand, q.data.token, client) : null;
    if (!used) {
      request.log.info('sign-in link refused');
      return reply.redirect('/login?error=link_invalid', 302);
    }
    setTokenCookie(reply, used.token, secure);
    // The member proved themselves: strangers' failed guesses must not lock this browser out.
    setKnownDeviceCookie(reply, used.deviceCookie, secure);
    return reply.redirect('/', 302);
  });

  app.post(
    '/api/auth/forgot-password',
    { bodyLimit: AUTH_BODY_LIMIT, config: { rateLimit: RECOVERY_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseOr400(ForgotPasswordBody, request.body, request, reply);
      if (!body || !request.brand) return reply;
      const brand = request.brand;
      const baseUrl = publicOrigin(brand, s.config);
      // After the answer: the response must not take longer when the account exists.
      s.background.run(
        'forgot-password',
        () => s.auth.requestPasswordReset(brand, body.email, baseUrl),
        request.log,
      );
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { bodyLimit: AUTH_BODY_LIMIT, config: { rateLimit: RESET_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseOr400(ResetPasswordBody, request.body, request, reply);
      if (!body || !request.brand) return reply;
      const result = await s.auth.resetPassword(request.brand, body.key, body.password);
      switch (result.kind) {
        case 'ok':
          return reply.send({ ok: true });
        case 'weak_password':
          return sendError(reply, 400, 'weak_password', { problem: result.problem });
        case 'reset_link_invalid':
          return sendError(reply, 400, 'reset_link_invalid');
      }
    },
  );

  // The reset page asks before it shows its form (valid | expired | used | unknown). A POST, so the
  // key stays out of URLs and logs; the answer names no account, and the key stays usable.
  app.post(
    '/api/auth/reset-password/check',
    { bodyLimit: AUTH_BODY_LIMIT, config: { rateLimit: RESET_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseOr400(ResetLinkCheckBody, request.body, request, reply);
      if (!body || !request.brand) return reply;
      const status = await s.auth.resetLinkState(request.brand, body.key);
      return reply.header('cache-control', 'no-store').send({ status });
    },
  );

  app.post(
    '/api/auth/forgot-email',
    { bodyLimit: AUTH_BODY_LIMIT, config: { rateLimit: RECOVERY_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseOr400(ForgotEmailBody, request.body, request, reply);
      if (!body || !request.brand) return reply;
      const brand = request.brand;
      s.background.run('forgot-email', () => s.auth.forgotEmail(brand, body.first6, body.last4), request.log);
      return reply.code(202).send({ ok: true });
    },
  );
}
