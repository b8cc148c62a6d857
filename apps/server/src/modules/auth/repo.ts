import type { DbOrTrx } from '../../db/kysely';

export interface NewSession {
  jti: string;
  memberId: number | null;
  brandId: string;
  kind: 'member' | 'generic';
  createdAt: string;
  expiresAt: string;
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
    })
    .execute();
}

/** The session when it exists for this brand, is not revoked and has not expired. */
export async function findLiveSession(db: DbOrTrx, jti: string, brandId: string, nowIso: string) {
  return db
    .selectFrom('sessions')
    .select(['jti', 'member_id', 'kind'])
    .where('jti', '=', jti)
    .where('brand_id', '=', brandId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
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
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('brand_id', '=', brandId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('member_id')
    .executeTakeFirst();
  return row ? Number(row.member_id) : undefined;
}
