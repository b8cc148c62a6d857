import type { AnyDb } from './helpers';
import { createIndex } from './helpers';
import { createMemberTable, notNull, ownedBy } from './tables';

/**
 * Refunds staff give from the console or `npm run ops -- refund-payment` (issue 33, docs/console.md
 * "Member actions"): each is one row here, naming the payment (`billing_transactions` row) it gives
 * back (part of), and the `refund` row the member reads on their transactions. `idempotency_key` is
 * unique: the same key twice refunds once. No brand column: a refund is its member's, and follows
 * them (a brand migration moves the member, whose id stays).
 */
export async function up(db: AnyDb): Promise<void> {
  await createMemberTable(db, 'payment_refunds')
    .addColumn('transaction_id', 'integer', ownedBy('billing_transactions.id'))
    .addColumn('refund_transaction_id', 'integer', (c) =>
      c.references('billing_transactions.id').onDelete('set null'),
    )
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('reference', 'text', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'payment_refunds_transaction', 'payment_refunds', ['transaction_id']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
}
