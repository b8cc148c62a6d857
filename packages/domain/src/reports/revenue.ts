/** What a payment paid for, as the dashboard groups revenue. */
export const REVENUE_KINDS = ['plans', 'coins', 'entries', 'orders'] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

/**
 * The revenue kind of a billing transaction's kind (billing_transactions.kind): a plan bought,
 * renewed, upgraded or restarted is `plans`; a coin pack `coins`; giveaway entries `entries`; a shop
 * order `orders`. Null for anything else (it is not revenue the dashboard shows).
 */
export function revenueKindOf(transactionKind: string): RevenueKind | null {
  switch (transactionKind) {
    case 'subscription':
    case 'renewal':
    case 'upgrade':
    case 'restart':
      return 'plans';
    case 'coins':
      return 'coins';
    case 'entries':
      return 'entries';
    case 'order':
      return 'orders';
    default:
      return null;
  }
}
