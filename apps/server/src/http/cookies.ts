import type { FastifyReply } from 'fastify';
import { TOKEN_COOKIE } from '@member-area/domain';
import { MEMBER_TOKEN_SECONDS } from '../modules/auth/service';

/** ma_token: HttpOnly, SameSite=Lax, Secure in prod, Path=/, 365 days. */
export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MEMBER_TOKEN_SECONDS,
  });
}

export function clearTokenCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(TOKEN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
