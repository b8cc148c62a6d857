/** Marketplace orders (SQL only here). Kysely only; every function takes a db or a transaction. */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { OrdersTable } from '../../db/tables/account';

export type OrderRow = Selectable<OrdersTable>;

/** The member's orders, newest first. */
export async function listOrders(db: DbOrTrx, memberId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
