/** The public surface of modules/checkout: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export type { AnyPurchasableKind } from './kinds';
export {
  definePurchasable,
  type CreditResult,
  type DescribeResult,
  type PaidPurchase,
  type Price,
  type PriceResult,
  type PurchasableOf,
  type PurchaseProblem,
} from './purchasable';
export { paymentReceipt, type PaymentReceipt } from './receipt';
export type { CheckoutService, StartProblem } from './service';
