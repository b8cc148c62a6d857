/**
 * The answer of a mutation a payment return calls (SPEC.md 4 'Payment return'): giveaway entries,
 * coins and the add-on each answer the same receipt, with fields of their own.
 */
import { toMajorUnits } from '@member-area/domain';
import type { ResponseResult } from './generated/resolvers-types';
import { failure, succeeded, type ErrorCode } from './response-result';

/** What a seller's return credited: its transaction, the amount paid, and whether an earlier return had. */
export interface PaymentReceipt {
  ok: true;
  transactionId: string;
  amountMinor: number;
  currency: string | null;
  alreadyCredited: boolean;
}

/** A seller's refusal: its error code, shown in the caller's language. */
interface Refusal {
  ok: false;
  errorCode: ErrorCode;
}

type Nulls<F> = { [K in keyof F]: null };

/**
 * The receipt: the transaction, its amount in major units and `alreadyCredited` in the result's
 * extra, then the seller's own `fields`; a refusal is its error in `lang`, every field null (`none`).
 */
export function paymentReturnPayload<T extends PaymentReceipt | Refusal, F extends object>(
  lang: string,
  r: T,
  none: Nulls<F>,
  fields: (receipt: Extract<T, PaymentReceipt>) => F,
): { responseResult: ResponseResult; transactionId: string | null; amount: number | null } & (F | Nulls<F>) {
  if (!isReceipt(r)) {
    // Not a receipt, so the refusal (TypeScript does not narrow the union of a type parameter).
    const { errorCode } = r as Refusal;
    return { responseResult: failure(lang, errorCode), transactionId: null, amount: null, ...none };
  }
  return {
    responseResult: succeeded({ alreadyCredited: r.alreadyCredited }),
    transactionId: r.transactionId,
    amount: toMajorUnits(r.amountMinor, r.currency ?? 'USD'),
    ...fields(r),
  };
}

function isReceipt<T extends PaymentReceipt | Refusal>(r: T): r is Extract<T, PaymentReceipt> {
  return r.ok;
}
