import type { Quote } from './OrderSummary';

export interface PaymentProfile {
  coinsBalance: number;
  /** The card charged on the hosted page when the member pays with the saved card. */
  savedCardLast4: string | null;
}

/** Whether a method can pay this quote: coins need a balance that covers the total in coins. */
export function methodUsable(method: string, quote: Quote, profile: PaymentProfile): boolean {
  if (method === 'coins') return quote.totalCoins !== null && profile.coinsBalance >= quote.totalCoins;
  return true;
}
