import type { ConfirmResult } from './service';

/** What a seller's payment return answers: the transaction, the amount paid, and whether an earlier return had credited it. */
export interface PaymentReceipt {
  ok: true;
  transactionId: string;
  amountMinor: number;
  currency: string | null;
  alreadyCredited: boolean;
}

/** The receipt of a payment CheckoutService.confirmReturn confirmed; the seller adds its own fields. */
export function paymentReceipt(confirmed: Extract<ConfirmResult, { ok: true }>): PaymentReceipt {
  return {
    ok: true,
    transactionId: confirmed.ref,
    amountMinor: confirmed.amountMinor,
    currency: confirmed.currency,
    alreadyCredited: confirmed.alreadyCredited,
  };
}
