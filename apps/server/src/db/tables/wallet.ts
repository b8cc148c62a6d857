import type { Generated } from 'kysely';
import type { LedgerKind } from '@member-area/domain';

/** What moved a member's coins (packages/domain wallet LEDGER_KINDS). */
export type { LedgerKind };

/**
 * The coin ledger (migration 0013; the wallet's history before it): append-only, one row per
 * movement, each under a unique idempotency key. members.coins_balance is the sum of a member's rows.
 */
export interface CoinLedgerTable {
  id: Generated<number>;
  member_id: number;
  kind: LedgerKind;
  description: string;
  amount: number; // coins, negative when spent
  idempotency_key: string;
  /** What the movement belongs to: a payment reference, an order id. */
  ref: string | null;
  created_at: string;
}

/** A coin pack a brand sells (price in minor units of its currency). */
export interface CoinPacksTable {
  id: Generated<number>;
  brand_id: string;
  coins: number;
  bonus_coins: number;
  amount: number;
  currency: string;
  symbol: string;
  featured: number;
  active: number;
  position: number;
}

export interface WalletTables {
  coin_ledger: CoinLedgerTable;
  coin_packs: CoinPacksTable;
}
