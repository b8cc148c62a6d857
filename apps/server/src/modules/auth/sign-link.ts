import type { Db } from '../../db/kysely';
import { addSeconds, type Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import { consumeOneTimeToken, insertOneTimeToken } from './repo';
import { newJti, sha256Hex } from './secrets';
import type { TokenSigner } from './tokens';

export const SIGN_LINK_SECONDS = 15 * 60;

export interface SignLinkDeps {
  db: Db;
  clock: Clock;
  tokens: TokenSigner;
}

/**
 * A signed, single-use sign-in link (≤ 15 min) for a brand's signup funnel:
 * `{baseUrl}/api/auth/sign?token=…`. The token is an HS256 JWT under a key derived from JWT_SECRET
 * for this purpose only; its jti is recorded (hashed) in one_time_tokens so it works once.
 */
export async function createSignInLink(
  d: SignLinkDeps,
  memberId: number,
  brand: Pick<Brand, 'id'>,
  baseUrl: string,
): Promise<string> {
  const now = d.clock();
  const jti = newJti();
  const expiresAt = addSeconds(now, SIGN_LINK_SECONDS);
  await insertOneTimeToken(d.db, {
    tokenHash: sha256Hex(jti),
    purpose: 'sign_in',
    memberId,
    brandId: brand.id,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  const token = await d.tokens.issueSignLink({ memberId, audience: brand.id, jti, expiresAt });
  return `${baseUrl}/api/auth/sign?token=${encodeURIComponent(token)}`;
}

/** The member id when the link is valid for this brand and unused; it is used up by this call. */
export async function consumeSignInLink(
  d: SignLinkDeps,
  brand: Pick<Brand, 'id'>,
  token: string,
): Promise<number | null> {
  const claims = await d.tokens.verifySignLink(token, brand.id);
  if (!claims) return null;
  const memberId = await consumeOneTimeToken(
    d.db,
    sha256Hex(claims.jti),
    'sign_in',
    brand.id,
    d.clock().toISOString(),
  );
  return memberId !== undefined && memberId === Number(claims.sub) ? memberId : null;
}
