/**
 * SPEC.md 9 'Coin bonus by membership id' (147 gives 2, 148 gives 3, 149–151 give 5), "once per
 * qualifying event" (issue 13 item 2). The qualifying event is a paid period of that plan:
 *
 * - a purchase on the hosted page, a first plan or an upgrade alike (each is a payment of the plan);
 * - a renewal charged for the next period (a failed renewal retried later pays that same period:
 *   one key per period, whichever path charges it);
 * - a restart after the paid period ended, which charges a new period.
 *
 * Not events: a restart inside the paid period (nothing is charged), a cancellation, a declined
 * charge, a replayed payment return. The key names the event, so a retried job or a replayed
 * return finds it taken and grants nothing twice.
 */
import { coinBonus } from '../billing/periods';

export type CoinBonusEvent =
  /** A plan bought (or upgraded to) on the hosted page: `ref` is the payment's return reference. */
  | { kind: 'purchase'; ref: string }
  /** A renewal charged: the subscription and the billing date of the period it paid. */
  | { kind: 'renewal'; subscriptionId: number; billingDate: string }
  /** A restart that charged a new period: the charge's reference. */
  | { kind: 'restart'; chargeReference: string };

export interface CoinBonusGrant {
  coins: number;
  /** The ledger row's idempotency key. */
  key: string;
}

/** The ledger key of an event's bonus (the purchase's is the contract's `bonus:{ref}`). */
export function coinBonusKey(event: CoinBonusEvent): string {
  switch (event.kind) {
    case 'purchase':
      return `bonus:${event.ref}`;
    case 'renewal':
      return `bonus:renewal:${event.subscriptionId}:${event.billingDate}`;
    case 'restart':
      return `bonus:restart:${event.chargeReference}`;
  }
}

/** The coins an event of this plan grants and the key they are granted under; null for plans without a bonus. */
export function coinBonusGrant(membershipId: number, event: CoinBonusEvent): CoinBonusGrant | null {
  const coins = coinBonus(membershipId);
  return coins > 0 ? { coins, key: coinBonusKey(event) } : null;
}
