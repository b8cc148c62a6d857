import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@member-area/domain';
import type { MemberModel } from '../member';

/** Who is calling: an anonymous visitor (maybe with a generic token) or a signed-in member. */
export type Viewer =
  | { kind: 'anonymous'; jti: string | null }
  | { kind: 'member'; member: MemberModel; jti: string; via: TokenSource };

export type TokenSource = 'bearer' | 'cookie';

/** No token, a token that failed (expired, revoked, other brand, forged), or a verified viewer. */
export type AuthOutcome =
  { status: 'none' } | { status: 'invalid'; via: TokenSource } | { status: 'ok'; viewer: Viewer };

export const ANONYMOUS: Viewer = { kind: 'anonymous', jti: null };

/** The bearer token wins over the cookie: a client that sends one means it. */
export function presentedToken(request: FastifyRequest): { token: string; via: TokenSource } | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (m?.[1]) return { token: m[1], via: 'bearer' };
  }
  const cookie = request.cookies?.[TOKEN_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

export function viewerOf(outcome: AuthOutcome): Viewer {
  return outcome.status === 'ok' ? outcome.viewer : ANONYMOUS;
}
