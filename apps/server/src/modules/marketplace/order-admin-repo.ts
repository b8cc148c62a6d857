/**
 * A brand's orders as the operator console reads them (SQL only here; one statement per function,
 * each taking a db or a transaction). Every read names the brand, so an order of another brand is
 * never read through it. Newest first with the id as tie-break (ids only grow), so a page's cursor is
 * the last id it showed.
 */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { OrderEventsTable } from '../../db/tables/marketplace';
import type { OrderRow } from './repo';

export type OrderEventRow = Selectable<OrderEventsTable>;

/** An order with the e-mail of its member (null when the member is gone). */
export type AdminOrderRow = OrderRow & { member_email: string | null };

export interface BrandOrderFilter {
  /** One status, or every status when null. */
  status: string | null;
  /** Orders older than this id (the page before ended there); null for the newest. */
  beforeId: number | null;
  limit: number;
  /** The oldest first instead (the pick list: the queue is shipped in the order it was paid). */
  oldestFirst?: boolean;
}

/** A page of the brand's orders, newest first, with their members' e-mail addresses. */
export async function listBrandOrders(
  db: DbOrTrx,
  brandId: string,
  filter: BrandOrderFilter,
): Promise<AdminOrderRow[]> {
  let q = db
    .selectFrom('orders')
    .leftJoin('members', (join) =>
      join.onRef('members.id', '=', 'orders.member_id').onRef('members.brand_id', '=', 'orders.brand_id'),
    )
    .selectAll('orders')
    .select('members.email as member_email')
    .where('orders.brand_id', '=', brandId);
  if (filter.status !== null) q = q.where('orders.status', '=', filter.status);
  if (filter.beforeId !== null) q = q.where('orders.id', '<', filter.beforeId);
  return q
    .orderBy('orders.id', filter.oldestFirst ? 'asc' : 'desc')
    .limit(filter.limit)
    .execute();
}

/** One order of the brand, with its member's e-mail; undefined for an unknown id or another brand's. */
export async function findBrandOrder(
  db: DbOrTrx,
  brandId: string,
  orderId: number,
): Promise<AdminOrderRow | undefined> {
  return db
    .selectFrom('orders')
    .leftJoin('members', (join) =>
      join.onRef('members.id', '=', 'orders.member_id').onRef('members.brand_id', '=', 'orders.brand_id'),
    )
    .selectAll('orders')
    .select('members.email as member_email')
    .where('orders.brand_id', '=', brandId)
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** The brand an order belongs to, or null for an unknown order. */
export async function findOrderBrandId(db: DbOrTrx, orderId: number): Promise<string | null> {
  const row = await db.selectFrom('orders').select('brand_id').where('id', '=', orderId).executeTakeFirst();
  return row?.brand_id ?? null;
}

/** An order's status history, oldest first (what it was placed as, each move and its note). */
export async function listOrderEvents(db: DbOrTrx, orderId: number): Promise<OrderEventRow[]> {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}
