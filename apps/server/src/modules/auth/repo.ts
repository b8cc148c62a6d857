import type { ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { Database } from '../../db/schema';

/** The most of a User-Agent header a session keeps: enough to name any browser, bounded. */
export const USER_AGENT_MAX = 512;

/**
 * Where a session was signed in from (migration 0048): the browser's User-Agent and the client
 * address as Fastify reads it under TRUST_PROXY (request.ip). Null when not known.
 */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

export interface NewSession {
  jti: string;
  memberId: number | null;
  brandId: string;
  kind: 'member' | 'generic';
  createdAt: string;
  expiresAt: string;
  /** The sign-in this session continues (a refreshed session keeps it); createdAt for a new one. */
  signedInAt: string;
  /** Where it was signed in from; absent when not known. */
  client?: SessionClient;
}

export async function insertSession(db: DbOrTrx, s: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      jti: s.jti,
      member_id: s.memberId,
      brand_id: s.brandId,
      kind: s.kind,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      revoked_at: null,
      signed_in_at: s.signedInAt,
      last_seen_at: s.createdAt,
      user_agent: s.client?.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ip: s.client?.ip || null,
    })
    .execute();
}

/** The session `jti` of this brand, not revoked and not expired at `nowIso`. */
function liveSession(jti: string, brandId: string, nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'sessions'>) =>
    eb.and([
      eb('sessions.jti', '=', jti),
      eb('sessions.brand_id', '=', brandId),
      eb('sessions.revoked_at', 'is', null),
      eb('sessions.expires_at', '>', nowIso),
    ]);
}

/** The session when it exists for this brand, is not revoked and has not expired. */
export async function findLiveSession(db: DbOrTrx, jti: string, brandId: string, nowIso: string) {
  return db
    .selectFrom('sessions')
    .select(['jti', 'member_id', 'kind', 'created_at', 'signed_in_at', 'last_seen_at'])
    .where(liveSession(jti, brandId, nowIso))
    .executeTakeFirst();
}

/**
 * A member token's live session (of this brand, not revoked, not expired, naming this member) with
 * the member's row (of this brand), in one statement: undefined when either is missing. Every
 * signed-in request starts here.
 */
export async function findLiveMemberSession(
  db: DbOrTrx,
  s: { jti: string; brandId: string; memberId: number; nowIso: string },
) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .selectAll('members')
    .select([
      'sessions.kind as session_kind',
      'sessions.created_at as session_created_at',
      'sessions.signed_in_at as session_signed_in_at',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where(liveSession(s.jti, s.brandId, s.nowIso))
    .where('sessions.member_id', '=', s.memberId)
    .where('members.brand_id', '=', s.brandId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_kind, session_created_at, session_signed_in_at, session_last_seen_at, ...member } = row;
  return {
    session: {
      kind: session_kind,
      created_at: session_created_at,
      signed_in_at: session_signed_in_at,
      last_seen_at: session_last_seen_at,
    },
    member,
  };
}

/** Records a request on the session, for the idle timeout (only when the stored time is older). */
export async function touchSession(db: DbOrTrx, jti: string, nowIso: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: nowIso })
    .where('jti', '=', jti)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', nowIso)]))
    .execute();
}

/**
 * Revokes a live session of this brand and tells what the session that replaces it must keep (its
 * sign-in time and absolute expiry). One statement: of two concurrent refreshes of one token, only
 * one finds it unrevoked.
 */
export async function revokeForRotation(db: DbOrTrx, jti: string, brandId: string, nowIso: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where(liveSession(jti, brandId, nowIso))
    .where('kind', '=', 'member')
    .returning(['member_id', 'created_at', 'signed_in_at', 'expires_at'])
    .executeTakeFirst();
}

export async function revokeSession(db: DbOrTrx, jti: string, nowIso: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeMemberSessions(db: DbOrTrx, memberId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}

export type OneTimePurpose = 'reset_password' | 'sign_in';

/** The token of this brand and purpose, unused and unexpired at `nowIso`. */
function liveOneTimeToken(tokenHash: string, purpose: OneTimePurpose, brandId: string, nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'one_time_tokens'>) =>
    eb.and([
      eb('token_hash', '=', tokenHash),
      eb('purpose', '=', purpose),
      eb('brand_id', '=', brandId),
      eb('used_at', 'is', null),
      eb('expires_at', '>', nowIso),
    ]);
}

export async function insertOneTimeToken(
  db: DbOrTrx,
  t: {
    tokenHash: string;
    purpose: OneTimePurpose;
    memberId: number;
    brandId: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      token_hash: t.tokenHash,
      purpose: t.purpose,
      member_id: t.memberId,
      brand_id: t.brandId,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Whether the token is unused, unexpired and of this brand and purpose (a read; using it is below). */
export async function isOneTimeTokenLive(
  db: DbOrTrx,
  tokenHash: string,
  purpose: OneTimePurpose,
  brandId: string,
  nowIso: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('member_id')
    .where(liveOneTimeToken(tokenHash, purpose, brandId, nowIso))
    .executeTakeFirst();
  return row !== undefined;
}

/** What a one-time link is now: usable, past its hour, already used, or never issued here. */
export type OneTimeTokenState = 'valid' | 'expired' | 'used' | 'unknown';

/**
 * The state of a token of this brand and purpose, read without using it (the page a link opens asks
 * before it shows its form). Says nothing of whose it is.
 */
export async function oneTimeTokenState(
  db: DbOrTrx,
  tokenHash: string,
  purpose: OneTimePurpose,
  brandId: string,
  nowIso: string,
): Promise<OneTimeTokenState> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  return row.expires_at > nowIso ? 'valid' : 'expired';
}

/**
 * Marks the token used, in one statement so two concurrent uses cannot both succeed.
 * Returns the member id when it was unused, unexpired and of this brand and purpose.
 */
export async function consumeOneTimeToken(
  db: DbOrTrx,
  tokenHash: string,
  purpose: OneTimePurpose,
  brandId: string,
  nowIso: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: nowIso })
    .where(liveOneTimeToken(tokenHash, purpose, brandId, nowIso))
    .returning('member_id')
    .executeTakeFirst();
  return row ? Number(row.member_id) : undefined;
}
