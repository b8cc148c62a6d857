/** Marketplace orders (SQL only here). Kysely only; every function takes a db or a transaction. */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { memberHistory } from '../../db/member-history';
import type { OrdersTable } from '../../db/tables/account';

export type OrderRow = Selectable<OrdersTable>;

/** The member's orders, newest first. */
export async function listOrders(db: DbOrTrx, memberId: number): Promise<OrderRow[]> {
  return memberHistory(db, 'orders', memberId).execute();
}
