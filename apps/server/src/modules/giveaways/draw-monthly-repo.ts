/**
 * The monthly exclusive giveaways' free entries (SPEC.md 6 "Only active members are auto-entered
 * into monthly exclusive giveaways, with 1 free entry per month"). Kysely only.
 */
import type { DbOrTrx } from '../../db/kysely';

/** Monthly exclusive giveaways open at `nowIso`, once per brand that offers them (or only `brandId`'s). */
export async function listOpenMonthlySweeps(
  db: DbOrTrx,
  nowIso: string,
  brandId?: string,
): Promise<{ sweep_id: string; name: string; brand_id: string }[]> {
  let q = db.selectFrom('sweeps as s').innerJoin('sweep_brands as b', 'b.sweep_id', 's.id');
  if (brandId !== undefined) q = q.where('b.brand_id', '=', brandId);
  return q
    .select(['s.id as sweep_id', 's.name', 'b.brand_id'])
    .where('s.category', '=', 'monthly_exclusive')
    .where('s.start_date', '<=', nowIso)
    .where('s.end_date', '>=', nowIso)
    .orderBy('s.id')
    .orderBy('b.brand_id')
    .execute();
}

export interface ActiveMemberRow {
  id: number;
  country_code: string | null;
  date_of_birth: string | null;
  timezone: string;
}

/**
 * The brand's members with an active subscription not cancelled (a cancellation forfeits future
 * monthly entries at once, SPEC.md 4), in id order.
 */
export async function listActiveMembers(db: DbOrTrx, brandId: string): Promise<ActiveMemberRow[]> {
  const rows = await db
    .selectFrom('members as m')
    .select(['m.id', 'm.country_code', 'm.date_of_birth', 'm.timezone'])
    .where('m.brand_id', '=', brandId)
    .where('m.is_active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('subscriptions as s')
          .select('s.id')
          .whereRef('s.member_id', '=', 'm.id')
          .where('s.is_active', '=', 1)
          .where('s.cancel_ref_id', 'is', null),
      ),
    )
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The given tags of the brand's members (the few that decide the sweep feature), one query. */
export async function listBrandMemberTags(
  db: DbOrTrx,
  brandId: string,
  tags: readonly string[],
): Promise<{ member_id: number; tag: string }[]> {
  const rows = await db
    .selectFrom('member_tags as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select(['t.member_id', 't.tag'])
    .where('m.brand_id', '=', brandId)
    .where('t.tag', 'in', [...tags])
    .execute();
  return rows.map((r) => ({ member_id: Number(r.member_id), tag: r.tag }));
}

export interface MonthlyEntryRow {
  member_id: number;
  sweep_id: string;
  name: string;
  entries: number;
  idempotency_key: string;
  created_at: string;
}

/**
 * The month's free entries; a key already in the ledger (another instance, an earlier run) inserts
 * nothing. Returns how many rows this call added, so the pool grows by exactly those.
 */
export async function insertMonthlyEntries(db: DbOrTrx, rows: readonly MonthlyEntryRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('giveaway_entries')
    .values(rows.map((r) => ({ ...r, kind: 'monthly_exclusive', source: 'monthly' })))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
