/**
 * The console's sign-in steps, REST under /adminapi/auth/ (docs/console.md "Sign-in"), registered in
 * the console's scope: console hosts only. Bodies are exact (zod strict); errors are `{ errorCode }`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  STAFF_CHALLENGE_COOKIE,
  STAFF_CHALLENGE_MINUTES,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_HOURS,
} from '@member-area/domain';
import { clearStaffCookie, setStaffCookie, staffAuthOf } from '../../console/auth';
import { errorBody, sendError } from '../../lib/http-errors';
import { parseOr400 } from '../../lib/validate';
import type { Services } from '../../services';
import type { SessionResult } from './sign-in-service';

const BODY_LIMIT = 4 * 1024;
const CHALLENGE_PATH = '/adminapi/auth';

const PasswordBody = z.strictObject({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
});
const CodeBody = z.strictObject({ code: z.string().min(1).max(12) });
const FactorBody = z.union([CodeBody, z.strictObject({ recoveryCode: z.string().min(1).max(40) })]);
const InvitationBody = z.strictObject({
  token: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  password: z.string().min(1).max(1024),
});
const EmptyBody = z.strictObject({}).optional();

export function registerStaffRoutes(scope: FastifyInstance, s: Services): void {
  const secure = s.config.isProd;
  const challengeCookie = { secure, path: CHALLENGE_PATH };

  function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
    return reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send(errorBody('too_many_attempts', { retryAfterSeconds }));
  }

  function sendSession(reply: FastifyReply, result: SessionResult) {
    switch (result.kind) {
      case 'ok':
        clearStaffCookie(reply, STAFF_CHALLENGE_COOKIE, challengeCookie);
        setStaffCookie(reply, STAFF_SESSION_COOKIE, result.token, {
          secure,
          path: '/',
          maxAgeSeconds: STAFF_SESSION_HOURS * 3600,
        });
        return reply.send({
          staff: result.staff,
          ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
        });
      case 'invalid_code':
      case 'challenge_expired':
        return sendError(reply, 401, result.kind);
      case 'too_many_attempts':
        return tooMany(reply, result.retryAfterSeconds);
    }
  }

  function startChallenge(reply: FastifyReply, challenge: string) {
    setStaffCookie(reply, STAFF_CHALLENGE_COOKIE, challenge, {
      ...challengeCookie,
      maxAgeSeconds: STAFF_CHALLENGE_MINUTES * 60,
    });
  }

  scope.post('/adminapi/auth/login', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(PasswordBody, request.body, request, reply);
    if (!body) return reply;
    const result = await s.staffSignIn.withPassword({ ...body, ip: request.ip });
    switch (result.kind) {
      case 'invalid_credentials':
        return sendError(reply, 401, 'invalid_credentials');
      case 'too_many_attempts':
        return tooMany(reply, result.retryAfterSeconds);
      case 'second_factor':
        startChallenge(reply, result.challenge);
        return reply.send({ next: 'totp' });
      case 'enrol':
        startChallenge(reply, result.challenge);
        return reply.send({
          next: 'enrol',
          secret: result.secret,
          otpauthUrl: result.otpauthUrl,
          qrSvg: result.qrSvg,
        });
    }
  });

  scope.post('/adminapi/auth/totp', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(FactorBody, request.body, request, reply);
    if (!body) return reply;
    const challenge = request.cookies?.[STAFF_CHALLENGE_COOKIE];
    if (!challenge) return sendError(reply, 401, 'challenge_expired');
    return sendSession(reply, await s.staffSignIn.withSecondFactor(challenge, body, request.ip));
  });

  scope.post('/adminapi/auth/enrol', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(CodeBody, request.body, request, reply);
    if (!body) return reply;
    const challenge = request.cookies?.[STAFF_CHALLENGE_COOKIE];
    if (!challenge) return sendError(reply, 401, 'challenge_expired');
    return sendSession(reply, await s.staffSignIn.enrol(challenge, body.code, request.ip));
  });

  scope.post('/adminapi/auth/invitation', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(InvitationBody, request.body, request, reply);
    if (!body) return reply;
    const accepted = await s.staffAdmin.acceptInvitation(body.token, body.name, body.password);
    if (!accepted.ok) {
      return accepted.errorCode === 'weak_password'
        ? sendError(reply, 400, 'weak_password', { problem: accepted.problem })
        : sendError(reply, 400, 'invitation_invalid');
    }
    const challenge = await s.staffSignIn.openChallenge(accepted.staffId, request.ip);
    const enrolment = await s.staffSignIn.proposeSecret({ id: accepted.staffId, email: accepted.email });
    startChallenge(reply, challenge);
    return reply.send({ next: 'enrol', ...enrolment });
  });

  scope.get('/adminapi/auth/session', async (request, reply) => {
    const auth = await staffAuthOf(s.staffSignIn, request);
    if (auth.status !== 'ok') return sendError(reply, 401, 'unauthenticated');
    return reply.send({ staff: await s.staffAdmin.get(auth.viewer.id) });
  });

  scope.post('/adminapi/auth/confirm', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(FactorBody, request.body, request, reply);
    if (!body) return reply;
    const auth = await staffAuthOf(s.staffSignIn, request);
    if (auth.status !== 'ok') return sendError(reply, 401, 'unauthenticated');
    const result = await s.staffSignIn.confirm(auth.viewer, body, request.ip, auth.row);
    if (result.kind === 'ok') return reply.send({ freshUntil: result.freshUntil });
    return sendSession(reply, result);
  });

  scope.post('/adminapi/auth/logout', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = EmptyBody.safeParse(request.body);
    if (!body.success) return sendError(reply, 400, 'invalid_input');
    const auth = await staffAuthOf(s.staffSignIn, request);
    if (auth.status === 'ok') await s.staffSignIn.signOut(auth.viewer.sessionId);
    clearStaffCookie(reply, STAFF_SESSION_COOKIE, { secure, path: '/' });
    return reply.code(204).send();
  });
}
