/**
 * The console's read of a member's subscriptions (docs/console.md "Members"): every subscription
 * the member ever had with its plan, newest first. One statement.
 */
import type { DbOrTrx } from '../../db/kysely';

export interface MemberSubscriptionHistoryRow {
  id: number;
  plan_id: number;
  plan_name: string;
  is_active: number;
  is_trial: number;
  start_date: string;
  next_billing_date: string | null;
  cancelled_at: string | null;
  end_date: string | null;
  payment_failed_at: string | null;
  /** The price locked at purchase, else the plan's (minor units). */
  price: number;
  currency: string;
  symbol: string;
  interval: string;
  interval_count: number;
  subscription_provider: string;
  reference_number: string;
}

export async function listMemberSubscriptionHistory(
  db: DbOrTrx,
  memberId: number,
): Promise<MemberSubscriptionHistoryRow[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .select((eb) => [
      's.id',
      's.plan_id',
      'p.name as plan_name',
      's.is_active',
      's.is_trial',
      's.start_date',
      's.next_billing_date',
      's.cancelled_at',
      's.end_date',
      's.payment_failed_at',
      eb.fn.coalesce('s.price_recurring', 'p.price_recurring').as('price'),
      'p.currency',
      'p.symbol',
      'p.interval',
      'p.interval_count',
      's.subscription_provider',
      's.reference_number',
    ])
    .where('s.member_id', '=', memberId)
    .orderBy('s.start_date', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    plan_id: Number(r.plan_id),
    is_active: Number(r.is_active),
    is_trial: Number(r.is_trial),
    price: Number(r.price),
    interval_count: Number(r.interval_count),
  }));
}
