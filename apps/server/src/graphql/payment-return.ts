/**
 * The answers of the purchase mutations: the start that opens the hosted page, and the one a
 * payment return calls (SPEC.md 4 'Payment return'). Giveaway entries, coins and the add-on each
 * answer the same page or receipt, with fields of their own.
 */
import { toMajorUnits } from '@member-area/domain';
import type { PaymentReceipt } from '../modules/checkout';
import type { ResponseResult } from './generated/resolvers-types';
import { failure, succeeded, type ErrorCode } from './response-result';

/** A seller's refusal: its error code, shown in the caller's language. */
interface Refusal {
  ok: false;
  errorCode: ErrorCode;
}

type Nulls<F> = { [K in keyof F]: null };

/** What a seller's start opened: the hosted page and the reference its return will carry. */
export interface HostedPageOpened {
  ok: true;
  url: string;
  ref: string;
}

/** A seller's refusal to open the page: its error code and the details the web may use. */
interface StartRefusal {
  ok: false;
  errorCode: ErrorCode;
  extra?: unknown;
}

/**
 * The opened page: its url and ref, then the seller's own `fields`; a refusal is its error in
 * `lang` with its extra, every field null (`none`).
 */
export function hostedPagePayload<T extends HostedPageOpened | StartRefusal, F extends object>(
  lang: string,
  r: T,
  none: Nulls<F>,
  fields: (opened: Extract<T, HostedPageOpened>) => F,
): { responseResult: ResponseResult; url: string | null; ref: string | null } & (F | Nulls<F>) {
  if (!isOpened(r)) {
    // Not an opened page, so the refusal (TypeScript does not narrow the union of a type parameter).
    const { errorCode, extra } = r as StartRefusal;
    return { responseResult: failure(lang, errorCode, extra ?? null), url: null, ref: null, ...none };
  }
  return { responseResult: succeeded(), url: r.url, ref: r.ref, ...fields(r) };
}

function isOpened<T extends HostedPageOpened | StartRefusal>(r: T): r is Extract<T, HostedPageOpened> {
  return r.ok;
}

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
