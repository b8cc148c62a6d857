/**
 * The console's read and revocation of a member's sessions (docs/console.md "Members"). One
 * statement per function. A session is the member's while it is not revoked and not expired; the
 * idle and lifetime rules (domain memberSessionState) are the caller's to apply.
 */
import type { DbOrTrx } from '../../db/kysely';

export interface MemberSessionRow {
  jti: string;
  created_at: string;
  signed_in_at: string | null;
  last_seen_at: string | null;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}

/** The member's unrevoked, unexpired member sessions, the last seen first. */
export async function listOpenMemberSessions(
  db: DbOrTrx,
  memberId: number,
  nowIso: string,
): Promise<MemberSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['jti', 'created_at', 'signed_in_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('created_at', 'desc')
    .orderBy('jti')
    .execute();
}

/** Revokes these sessions of the member (all their open ones when `jtis` is null); how many it revoked. */
export async function revokeOpenMemberSessions(
  db: DbOrTrx,
  memberId: number,
  jtis: readonly string[] | null,
  nowIso: string,
): Promise<number> {
  if (jtis !== null && jtis.length === 0) return 0;
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (jtis !== null) q = q.where('jti', 'in', [...jtis]);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
