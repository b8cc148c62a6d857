/** The SQL of staff deactivating and reactivating a member's account (access-admin-service.ts). */
import type { DbOrTrx } from '../../db/kysely';

/** Sets the member's account active or not; false when it already was. */
export async function setMemberActive(
  db: DbOrTrx,
  memberId: number,
  active: boolean,
  nowIso: string,
): Promise<boolean> {
  const r = await db
    .updateTable('members')
    .set({ is_active: active ? 1 : 0, updated_at: nowIso })
    .where('id', '=', memberId)
    .where('is_active', '=', active ? 0 : 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends every live session of the member (signed in anywhere); how many ended. */
export async function revokeAllMemberSessions(
  db: DbOrTrx,
  memberId: number,
  nowIso: string,
): Promise<number> {
  const r = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
