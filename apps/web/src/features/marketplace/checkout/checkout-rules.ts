import { methodUsable, type PaymentProfile } from './payment-methods';
import type { Quote } from './OrderSummary';

/**
 * The shipping option the draft should hold: the chosen one while the quote still offers it,
 * otherwise the first (standard) one; null while nothing is offered.
 */
export function shippingOptionToKeep(offered: readonly string[], chosen: string | null): string | null {
  if (offered.length === 0 || offered.includes(chosen ?? '')) return chosen;
  return offered[0] ?? null;
}

/** The payment method the draft should hold: the chosen one while it can pay, else the first that can. */
export function paymentMethodToKeep(
  quote: Quote,
  profile: PaymentProfile,
  chosen: string | null,
): string | null {
  if (chosen && quote.paymentMethods.includes(chosen) && methodUsable(chosen, quote, profile)) return chosen;
  return quote.paymentMethods.find((method) => methodUsable(method, quote, profile)) ?? null;
}
