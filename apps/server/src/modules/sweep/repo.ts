/** Giveaway reads (SQL only here). Kysely only; every function takes a db or a transaction. */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { memberHistory } from '../../db/member-history';
import type { GiveawayEntriesTable } from '../../db/tables/account';

export type GiveawayEntryRow = Selectable<GiveawayEntriesTable>;

export interface EntryRow {
  sweep_id: string;
  name: string;
  entries: number;
  kind: string;
  created_at: string;
}

/**
 * One member's entries in one giveaway, newest first. Joined to the member's brand so a giveaway is
 * only ever read inside the brand that asks, whatever member id a caller passes.
 */
export async function listMemberEntriesInSweep(
  db: DbOrTrx,
  scope: { brandId: string; memberId: number; sweepId: string },
): Promise<EntryRow[]> {
  return db
    .selectFrom('giveaway_entries as g')
    .innerJoin('members as m', 'm.id', 'g.member_id')
    .select(['g.sweep_id', 'g.name', 'g.entries', 'g.kind', 'g.created_at'])
    .where('g.member_id', '=', scope.memberId)
    .where('m.brand_id', '=', scope.brandId)
    .where('g.sweep_id', '=', scope.sweepId)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
}

/** Every entry the member holds, in every giveaway, newest first (the account's giveaways tab). */
export async function listMemberEntries(db: DbOrTrx, memberId: number): Promise<GiveawayEntryRow[]> {
  return memberHistory(db, 'giveaway_entries', memberId).execute();
}
