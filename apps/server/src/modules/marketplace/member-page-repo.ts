/** The console's read of a member's orders (docs/console.md "Members"), newest first. One statement. */
import type { DbOrTrx } from '../../db/kysely';

export interface MemberOrderRow {
  id: number;
  status: string;
  total: number;
  currency: string;
  symbol: string;
  payment_method: string;
  coins_spent: number;
  free_gift: number;
  created_at: string;
}

export async function listMemberOrders(db: DbOrTrx, memberId: number): Promise<MemberOrderRow[]> {
  const rows = await db
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'total',
      'currency',
      'symbol',
      'payment_method',
      'coins_spent',
      'free_gift',
      'created_at',
    ])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    total: Number(r.total),
    coins_spent: Number(r.coins_spent),
    free_gift: Number(r.free_gift),
  }));
}
