/**
 * A hosted-page payment on the account's record: the succeeded transaction and its invoice, as every
 * purchase credited on the purchase path writes them (giveaway entries, coin packs), in the credit's
 * transaction. No SQL here: the rows go through billing's repository.
 */
import type { DbOrTrx } from '../../db/kysely';
import type { PaidPurchase } from './credit-plan';
import { insertInvoice, insertTransaction } from './repo';

export async function recordPurchasePayment(
  trx: DbOrTrx,
  paid: PaidPurchase,
  sale: { kind: string; description: string; currency: string; symbol: string },
): Promise<void> {
  const transactionId = await insertTransaction(trx, {
    brand_id: paid.brandId,
    member_id: paid.memberId,
    subscription_id: null,
    kind: sale.kind,
    description: sale.description,
    amount: paid.amountMinor,
    currency: sale.currency,
    symbol: sale.symbol,
    status: 'succeeded',
    reference: paid.chargeReference,
    failure_code: null,
    created_at: paid.now,
  });
  await insertInvoice(trx, {
    brand_id: paid.brandId,
    member_id: paid.memberId,
    transaction_id: transactionId,
    description: sale.description,
    amount: paid.amountMinor,
    currency: sale.currency,
    symbol: sale.symbol,
    status: 'paid',
    created_at: paid.now,
  });
}
