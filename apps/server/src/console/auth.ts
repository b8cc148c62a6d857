import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE, TOKEN_COOKIE } from '@member-area/domain';
import type { StaffSignInService } from '../modules/staff';
import type { StaffRow } from '../modules/staff';
import type { StaffViewer } from './context';

export type StaffAuth =
  | { status: 'none'; memberCredential: boolean }
  | { status: 'invalid'; via: 'cookie' | 'bearer' }
  | { status: 'ok'; viewer: StaffViewer; row: StaffRow };

const memo = new WeakMap<FastifyRequest, Promise<StaffAuth>>();

/** The staff session a console request presents: `Authorization: Bearer` first, else the cookie. */
function presentedStaffToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (m?.[1]) return { token: m[1], via: 'bearer' };
  }
  const cookie = request.cookies?.[STAFF_SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The request's staff member, checked once per request however many places ask. */
export function staffAuthOf(signIn: StaffSignInService, request: FastifyRequest): Promise<StaffAuth> {
  let outcome = memo.get(request);
  if (!outcome) {
    const presented = presentedStaffToken(request);
    outcome = presented
      ? signIn
          .authenticate(presented.token)
          .then<StaffAuth>((found) =>
            found ? { status: 'ok', ...found } : { status: 'invalid', via: presented.via },
          )
      : Promise.resolve<StaffAuth>({
          status: 'none',
          memberCredential: Boolean(request.cookies?.[TOKEN_COOKIE]),
        });
    memo.set(request, outcome);
  }
  return outcome;
}

/** ma_staff: HttpOnly, SameSite=Strict, Secure in prod, Path=/, for the session's 12 hours. */
export function setStaffCookie(
  reply: FastifyReply,
  name: string,
  token: string,
  opts: { secure: boolean; path: string; maxAgeSeconds: number },
): void {
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: opts.secure,
    path: opts.path,
    maxAge: opts.maxAgeSeconds,
  });
}

export function clearStaffCookie(
  reply: FastifyReply,
  name: string,
  opts: { secure: boolean; path: string },
): void {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'strict', secure: opts.secure, path: opts.path });
}
