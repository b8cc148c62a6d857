import type { Generated } from 'kysely';

/** Refunds staff gave of a member's payments (migration 0041, docs/console.md "Member actions"). */
export interface PaymentRefundsTable {
  id: Generated<number>;
  member_id: number;
  /** The payment given back (part of): a `billing_transactions` row. */
  transaction_id: number;
  /** The `refund` row of `billing_transactions` the member reads; null once it is gone. */
  refund_transaction_id: number | null;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** The provider's refund reference ('re_…'). */
  reference: string;
  reason: string;
  /** Unique: the same key twice refunds once. */
  idempotency_key: string;
  /** Null when an operator command gave it. */
  staff_id: number | null;
  created_at: string;
}

export interface PaymentRefundTables {
  payment_refunds: PaymentRefundsTable;
}
