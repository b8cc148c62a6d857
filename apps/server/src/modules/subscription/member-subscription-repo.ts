/** The SQL of staff acting on a member's subscription (member-subscription-service.ts). */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { SubscriptionsTable } from '../../db/schema';

export type MemberSubscriptionRow = Selectable<SubscriptionsTable> & { plan_name: string };

/** The member's latest subscription (an active one first), with its plan's name; undefined for none. */
export async function findLatestSubscription(
  db: DbOrTrx,
  memberId: number,
): Promise<MemberSubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .selectAll('s')
    .select('p.name as plan_name')
    .where('s.member_id', '=', memberId)
    .orderBy('s.is_active', 'desc')
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Moves a subscription's next billing date (running) or end date (cancelled) from `from` to `to`;
 * false when it changed meanwhile.
 */
export async function moveSubscriptionDate(
  db: DbOrTrx,
  id: number,
  field: 'next_billing_date' | 'end_date',
  from: string,
  to: string,
): Promise<boolean> {
  const r = await db
    .updateTable('subscriptions')
    .set(field === 'end_date' ? { end_date: to } : { next_billing_date: to })
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where(field, '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
