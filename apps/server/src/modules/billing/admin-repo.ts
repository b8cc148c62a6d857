/** The SQL of staff refunds (admin-service.ts; migration 0041). Every function takes the caller's db or trx. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { PaymentRefundsTable } from '../../db/tables/payment-refunds';

export type PaymentRefundRow = Selectable<PaymentRefundsTable>;

/** A payment as a refund reads it, with its member's brand (the brand the guard decides on). */
export async function findPayment(db: DbOrTrx, id: number) {
  return db
    .selectFrom('billing_transactions as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select([
      't.id',
      't.member_id',
      'm.brand_id',
      't.subscription_id',
      't.kind',
      't.description',
      't.amount',
      't.currency',
      't.symbol',
      't.status',
      't.reference',
      't.created_at',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** The amounts (minor units) refunded of a payment so far. */
export async function listRefundAmounts(db: DbOrTrx, transactionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('payment_refunds')
    .select('amount')
    .where('transaction_id', '=', transactionId)
    .execute();
  return rows.map((r) => Number(r.amount));
}

export async function findRefundByKey(db: DbOrTrx, key: string): Promise<PaymentRefundRow | undefined> {
  return db.selectFrom('payment_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** Records a refund; undefined when its idempotency key is taken (another request refunded first). */
export async function insertRefund(
  db: DbOrTrx,
  row: Insertable<PaymentRefundsTable>,
): Promise<number | undefined> {
  const r = await db
    .insertInto('payment_refunds')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r ? Number(r.id) : undefined;
}

/**
 * The member's payments staff may refund (succeeded charges, not refunds themselves), newest first,
 * each with what was refunded of it so far.
 */
export async function listRefundablePayments(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('billing_transactions as t')
    .select([
      't.id',
      't.kind',
      't.description',
      't.amount',
      't.currency',
      't.symbol',
      't.created_at',
      sql<number>`coalesce((select sum(r.amount) from payment_refunds r where r.transaction_id = t.id), 0)`.as(
        'refunded',
      ),
    ])
    .where('t.member_id', '=', memberId)
    .where('t.status', '=', 'succeeded')
    .where('t.kind', 'not in', ['refund', 'order'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
