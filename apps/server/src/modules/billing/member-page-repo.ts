/**
 * The console's read of a member's payments (docs/console.md "Members"): every billing transaction,
 * newest first, with its invoice when it has one and the card of the hosted-page session that made
 * the charge when there is one (a renewal charged off-session names no card). One statement.
 */
import type { DbOrTrx } from '../../db/kysely';

export interface MemberPaymentRow {
  id: number;
  kind: string;
  description: string;
  amount: number;
  currency: string;
  symbol: string;
  status: string;
  failure_code: string | null;
  reference: string;
  created_at: string;
  invoice_id: number | null;
  invoice_number: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

export async function listMemberPayments(db: DbOrTrx, memberId: number): Promise<MemberPaymentRow[]> {
  const rows = await db
    .selectFrom('billing_transactions as t')
    .leftJoin('invoices as i', (join) =>
      join.onRef('i.transaction_id', '=', 't.id').onRef('i.member_id', '=', 't.member_id'),
    )
    .leftJoin('payment_sessions as ps', (join) =>
      join.onRef('ps.charge_reference', '=', 't.reference').onRef('ps.member_id', '=', 't.member_id'),
    )
    .leftJoin('payment_tokens as pt', 'pt.token', 'ps.payment_token')
    .select([
      't.id',
      't.kind',
      't.description',
      't.amount',
      't.currency',
      't.symbol',
      't.status',
      't.failure_code',
      't.reference',
      't.created_at',
      'i.id as invoice_id',
      'i.number as invoice_number',
      'pt.card_brand',
      'pt.card_last4',
    ])
    .where('t.member_id', '=', memberId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    amount: Number(r.amount),
    invoice_id: r.invoice_id === null ? null : Number(r.invoice_id),
  }));
}
