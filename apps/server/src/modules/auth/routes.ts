import type { FastifyInstance } from 'fastify';
import { clearTokenCookie, setTokenCookie } from '../../http/cookies';
import { requestBaseUrl } from '../../http/base-url';
import { authOf } from '../../http/request-auth';
import { errorBody, sendError } from '../../lib/http-errors';
import { acceptsOr400, parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';
import {
  EmptyBody,
  ForgotEmailBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignQuery,
} from './schemas';

const AUTH_BODY_LIMIT = 4 * 1024;
const RECOVERY_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** REST auth endpoints (docs/ARCHITECTURE.md "REST"). The brand is known: unknown hosts got 421 earlier. */
export function registerAuthRoutes(app: FastifyInstance, s: Services): void {
  const secure = s.config.isProd;

  app.post('/api/auth/login', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(LoginBody, request.body, request, reply);
    if (!body || !request.brand) return reply;
    const result = await s.auth.login(request.brand, { ...body, ip: request.ip });
    switch (result.kind) {
      case 'ok':
        setTokenCookie(reply, result.token, secure);
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

  app.post('/api/auth/token/generic', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    if (!acceptsOr400(EmptyBody, request.body, request, reply)) return reply;
    if (!request.brand) return reply;
    const token = await s.auth.issueGenericToken(request.brand);
    return reply.header('cache-control', 'no-store').send({ token });
  });

  app.get('/api/auth/sign', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const q = SignQuery.safeParse(request.query);
    const used = q.success && request.brand ? await s.auth.useSignInLink(request.brand, q.data.token) : null;
    if (!used) {
      request.log.info('sign-in link refused');
      return reply.redirect('/login?error=link_invalid', 302);
    }
    setTokenCookie(reply, used.token, secure);
    return reply.redirect('/', 302);
  });

  app.post(
    '/api/auth/forgot-password',
    { bodyLimit: AUTH_BODY_LIMIT, config: { rateLimit: RECOVERY_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseOr400(ForgotPasswordBody, request.body, request, reply);
      if (!body || !request.brand) return reply;
      const brand = request.brand;
      const baseUrl = requestBaseUrl(request, s.config.isProd);
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
    { bodyLimit: AUTH_BODY_LIMIT, config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
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
