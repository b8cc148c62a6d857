/**
 * Giveaway writes (SQL only here): the entry ledger and the pool counter that moves with it, the
 * member's date of birth and giveaway tags, and prize claims. One statement per function; races
 * are settled in SQL (a unique key, or `UPDATE … WHERE` on the old value).
 */
import type { DbOrTrx } from '../../db/kysely';

export interface LedgerRow {
  member_id: number;
  sweep_id: string;
  name: string;
  entries: number;
  kind: string;
  source: string;
  idempotency_key: string;
  payment_ref: string | null;
  created_at: string;
}

/**
 * Appends entries under their idempotency key: false when the key was taken (a replay or a race),
 * in which case nothing was written and the caller must not count the entries again.
 */
export async function insertLedgerRow(db: DbOrTrx, row: LedgerRow): Promise<boolean> {
  const r = await db
    .insertInto('giveaway_entries')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The pool grows with the ledger, in the ledger row's transaction: total_entries is the counter
 * every read shows, so no read ever sums the ledger.
 */
export async function addToPool(db: DbOrTrx, sweepId: string, entries: number): Promise<void> {
  if (entries === 0) return;
  await db
    .updateTable('sweeps')
    .set((eb) => ({ total_entries: eb('total_entries', '+', entries) }))
    .where('id', '=', sweepId)
    .execute();
}

export async function setDateOfBirth(
  db: DbOrTrx,
  memberId: number,
  dateOfBirth: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ date_of_birth: dateOfBirth, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}

/** Removes these tags from the member (the giveaway tags a new purchase replaces). */
export async function deleteMemberTags(
  db: DbOrTrx,
  memberId: number,
  tags: readonly string[],
): Promise<void> {
  if (tags.length === 0) return;
  await db.deleteFrom('member_tags').where('member_id', '=', memberId).where('tag', 'in', tags).execute();
}

/**
 * Claims a won prize once: only the winner's drawn row, only while unclaimed. Two claims at once
 * both reach this UPDATE; the database lets one of them change the row, the other changes nothing.
 */
export async function claimDraw(
  db: DbOrTrx,
  drawId: string,
  memberId: number,
  claim: { claimedAt: string; details: string | null },
): Promise<boolean> {
  const r = await db
    .updateTable('draws')
    .set({ claimed_at: claim.claimedAt, claim_details: claim.details })
    .where('id', '=', drawId)
    .where('winner_member_id', '=', memberId)
    .where('status', '=', 'drawn')
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
