/**
 * Marketplace orders and their events (SQL only here). Kysely only; every function takes a db or a
 * transaction and runs one statement. Status changes name the status they leave
 * (`UPDATE … WHERE status = ?`), so two writers (a payment return, the reservations job, an
 * operator) cannot both move one order: the second finds it moved and changes nothing.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { memberHistory } from '../../db/member-history';
import type { OrdersTable } from '../../db/tables/account';
import type { OrderEventsTable } from '../../db/tables/marketplace';

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;

/** The member's orders, newest first. */
export async function listOrders(db: DbOrTrx, memberId: number): Promise<OrderRow[]> {
  return memberHistory(db, 'orders', memberId).execute();
}

export async function findOrder(db: DbOrTrx, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** One of the member's orders (another member's is never read). */
export async function findMemberOrder(
  db: DbOrTrx,
  memberId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function findOrderByKey(db: DbOrTrx, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Inserts an order unless a unique index holds it back: its idempotency key (the same checkout
 * submitted again) or the one welcome gift per member. Null then, and nothing is written.
 */
export async function insertOrder(db: DbOrTrx, row: NewOrder): Promise<OrderRow | null> {
  const r = await db
    .insertInto('orders')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return r ?? null;
}

/** Records the payment reference of a card order's hosted page (once). */
export async function setOrderPaymentRef(db: DbOrTrx, orderId: number, ref: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_ref: ref })
    .where('id', '=', orderId)
    .where('payment_ref', 'is', null)
    .execute();
}

/** A pending order becomes paid by `paymentRef`: its hold ends. False when it was not pending. */
export async function markOrderPaid(
  db: DbOrTrx,
  orderId: number,
  paymentRef: string,
  nowIso: string,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ status: 'paid', payment_ref: paymentRef, reserved_until: null, updated_at: nowIso })
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves an order from `from` to `to` (not to cancelled: see cancelOrder). False when it was not in `from`. */
export async function moveOrderStatus(
  db: DbOrTrx,
  orderId: number,
  from: string,
  to: string,
  nowIso: string,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({ status: to, updated_at: nowIso })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Cancels an order that is in `from`. Its idempotency key is set aside (suffixed with the order id),
 * so the member may check out again: a new welcome gift claim (the partial unique index ignores
 * cancelled gifts) would otherwise find `gift:{memberId}` taken forever.
 */
export async function cancelOrder(
  db: DbOrTrx,
  orderId: number,
  from: string,
  nowIso: string,
): Promise<boolean> {
  const r = await db
    .updateTable('orders')
    .set({
      status: 'cancelled',
      reserved_until: null,
      updated_at: nowIso,
      idempotency_key: sql<string>`idempotency_key || ${':cancelled:'} || CAST(id AS TEXT)`,
    })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Pending orders whose hold ran out by `nowIso`, oldest first (the reservations job's work). */
export async function listExpiredReservations(db: DbOrTrx, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('reserved_until', '<=', nowIso)
    .orderBy('reserved_until')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function insertOrderEvent(db: DbOrTrx, row: Insertable<OrderEventsTable>): Promise<void> {
  await db.insertInto('order_events').values(row).execute();
}

/**
 * The note given with each order's latest move to shipped (the tracking number or link fulfilment
 * typed), by order id; orders shipped without a note, or not shipped, are absent.
 */
export async function shippedNotesOf(db: DbOrTrx, orderIds: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .selectFrom('order_events')
    .select(['order_id', 'note'])
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'shipped')
    .where('note', 'is not', null)
    .orderBy('id')
    .execute();
  // In id order: a later shipped move's note replaces an earlier one.
  for (const r of rows) if (r.note) out.set(Number(r.order_id), r.note);
  return out;
}
