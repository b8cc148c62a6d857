import type { DbOrTrx } from '../../db/kysely';
import { insertInvoice, insertTransaction } from './repo';

/** A succeeded charge of a member's subscription, as its transaction and invoice record it. */
export interface PaidCharge {
  brandId: string;
  memberId: number;
  subscriptionId: number;
  kind: string;
  description: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  symbol: string;
  /** The provider's reference of the charge. */
  reference: string;
  now: string;
}

/** Records a succeeded charge: its billing transaction and the paid invoice issued for it. */
export async function recordPaidCharge(trx: DbOrTrx, p: PaidCharge): Promise<void> {
  const txId = await insertTransaction(trx, {
    brand_id: p.brandId,
    member_id: p.memberId,
    subscription_id: p.subscriptionId,
    kind: p.kind,
    description: p.description,
    amount: p.amount,
    currency: p.currency,
    symbol: p.symbol,
    status: 'succeeded',
    reference: p.reference,
    failure_code: null,
    created_at: p.now,
  });
  await insertInvoice(trx, {
    brand_id: p.brandId,
    member_id: p.memberId,
    transaction_id: txId,
    description: p.description,
    amount: p.amount,
    currency: p.currency,
    symbol: p.symbol,
    status: 'paid',
    created_at: p.now,
  });
}
