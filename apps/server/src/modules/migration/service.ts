/**
 * After a brand migration (migrate-brand.ts; issue 14 item 6): `redirectFor` answers a request on
 * an old hostname; `exchange` trades an old session token for a one-time sign-in link on the new
 * brand, once (the old session is used up in the same statement that finds it).
 */
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import { createSignInLink, type TokenSigner } from '../auth';
import { findMemberById } from '../member';
import { claimSession, findRedirect } from './repo';

export interface Redirect {
  brandId: string;
  fromBrandId: string;
  hostname: string;
}

/** How long a hostname's redirect (or its absence) is remembered, like the brand lookup. */
const REDIRECT_CACHE_MS = 5_000;

export class MigrationService {
  private readonly cache = new Map<string, { redirect: Redirect | null; until: number }>();

  constructor(private readonly deps: { db: Db; clock: Clock; tokens: TokenSigner; cacheMs?: number }) {}

  /** The redirect of a hostname that belonged to a moved brand, or null. */
  async redirectFor(hostname: string): Promise<Redirect | null> {
    const now = this.deps.clock().getTime();
    const hit = this.cache.get(hostname);
    if (hit && hit.until > now) return hit.redirect;
    const row = await findRedirect(this.deps.db, hostname);
    const redirect = row
      ? { brandId: row.brand_id, fromBrandId: row.from_brand_id, hostname: row.hostname }
      : null;
    const ttl = this.deps.cacheMs ?? REDIRECT_CACHE_MS;
    if (ttl > 0) {
      if (this.cache.size > 1_000) this.cache.clear();
      this.cache.set(hostname, { redirect, until: now + ttl });
    }
    return redirect;
  }

  /**
   * An old brand's member token → a one-time sign-in link on the new brand (`{base}/api/auth/sign?…`),
   * once: the old session is used up by the same statement that finds it. Null for a token that is
   * not a live member session of the old brand, or whose member did not move to the new one.
   */
  async exchange(redirect: Redirect, token: string, newBaseUrl: string): Promise<string | null> {
    const claims = await this.deps.tokens.verify(token, redirect.fromBrandId);
    if (!claims || claims.kind !== 'member') return null;
    const memberId = Number(claims.sub);
    if (!Number.isSafeInteger(memberId)) return null;
    const nowIso = this.deps.clock().toISOString();
    const session = await claimSession(this.deps.db, claims.jti, redirect.fromBrandId, nowIso);
    if (!session || Number(session.member_id) !== memberId) return null;
    if (!(await findMemberById(this.deps.db, redirect.brandId, memberId))) return null;
    return createSignInLink(this.deps, memberId, { id: redirect.brandId }, newBaseUrl);
  }
}
