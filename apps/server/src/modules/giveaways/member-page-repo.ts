/**
 * The console's read of a member's giveaway entries (docs/console.md "Members"), newest first: the
 * entries on their account (bought, the monthly free ones, granted) and the postal entries sent
 * with their e-mail address to a giveaway of their brand. One statement.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';

export interface MemberGiveawayEntryRow {
  /** `a{id}` for an account entry, `p{id}` for a postal one. */
  key: string;
  sweep_id: string;
  sweep_name: string;
  entries: number;
  /** 'purchase' | 'monthly' | 'grant' | 'postal' */
  source: string;
  created_at: string;
}

export async function listMemberGiveawayEntries(
  db: DbOrTrx,
  member: { id: number; brandId: string; email: string },
): Promise<MemberGiveawayEntryRow[]> {
  const rows = await db
    .selectFrom('giveaway_entries as e')
    .leftJoin('sweeps as s', 's.id', 'e.sweep_id')
    .select([
      sql<string>`'a' || cast(e.id as text)`.as('key'),
      'e.sweep_id',
      sql<string>`coalesce(s.name, e.name)`.as('sweep_name'),
      'e.entries',
      'e.source',
      'e.created_at',
    ])
    .where('e.member_id', '=', member.id)
    .unionAll((eb) =>
      eb
        .selectFrom('postal_entries as p')
        .innerJoin('sweeps as s', 's.id', 'p.sweep_id')
        .select([
          sql<string>`'p' || cast(p.id as text)`.as('key'),
          'p.sweep_id',
          's.name as sweep_name',
          sql<number>`1`.as('entries'),
          sql<string>`'postal'`.as('source'),
          'p.received_at as created_at',
        ])
        .where(sql<boolean>`lower(p.email) = ${member.email.toLowerCase()}`)
        .where((w) =>
          w.exists(
            w
              .selectFrom('sweep_brands as sb')
              .select('sb.sweep_id')
              .whereRef('sb.sweep_id', '=', 'p.sweep_id')
              .where('sb.brand_id', '=', member.brandId),
          ),
        ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('key', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, entries: Number(r.entries) }));
}
