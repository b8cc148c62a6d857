/**
 * What the server knows about one giveaway today: the signed-in member's own entries in it. The
 * giveaway catalogue (prizes, dates, draws) arrives with the giveaways issue; until then a giveaway
 * the member never entered is simply not found. No SQL here.
 */
import type { DbOrTrx } from '../../db/kysely';
import * as repo from './repo';

/** Longer ids cannot exist (seeded and entered ids are short slugs): refused before any query. */
export const SWEEP_ID_MAX_LENGTH = 100;

export interface EnteredGiveawayModel {
  id: string;
  name: string;
  /** The latest entry's kind: 'entered' | 'monthly_exclusive' (SPEC.md 9 "Sweeps-entered card keys"). */
  kind: string;
  entries: number;
  firstEnteredAt: string;
  lastEnteredAt: string;
}

export async function enteredGiveaway(
  db: DbOrTrx,
  viewer: { brandId: string; memberId: number | null },
  sweepId: string,
): Promise<EnteredGiveawayModel | null> {
  if (viewer.memberId === null || sweepId === '' || sweepId.length > SWEEP_ID_MAX_LENGTH) return null;
  const rows = await repo.listMemberEntriesInSweep(db, {
    brandId: viewer.brandId,
    memberId: viewer.memberId,
    sweepId,
  });
  const latest = rows[0];
  const first = rows[rows.length - 1];
  if (!latest || !first) return null;
  return {
    id: latest.sweep_id,
    name: latest.name,
    kind: latest.kind,
    entries: rows.reduce((sum, row) => sum + Number(row.entries), 0),
    firstEnteredAt: first.created_at,
    lastEnteredAt: latest.created_at,
  };
}
