import type { BalanceUnit } from '@member-area/domain';
import type { CoinPackRow } from './pack-repo';

/**
 * The Wallet type's parent (GraphQL mapper): whose balance and history it shows, and the word for
 * them. The balance itself is read when asked (resolvers.ts), never carried from the request's start.
 */
export interface WalletModel {
  memberId: number;
  unit: BalanceUnit;
}

/** A coin pack as services use it: what it gives and what it costs (minor units). */
export interface CoinPack {
  id: number;
  brandId: string;
  coins: number;
  bonusCoins: number;
  amountMinor: number;
  currency: string;
  symbol: string;
  featured: boolean;
  active: boolean;
}

export function toCoinPack(row: CoinPackRow): CoinPack {
  return {
    id: Number(row.id),
    brandId: row.brand_id,
    coins: Number(row.coins),
    bonusCoins: Number(row.bonus_coins),
    amountMinor: Number(row.amount),
    currency: row.currency,
    symbol: row.symbol,
    featured: Number(row.featured) === 1,
    active: Number(row.active) === 1,
  };
}

/** What a pack adds to the balance: its coins and its bonus. */
export function packTotal(pack: Pick<CoinPack, 'coins' | 'bonusCoins'>): number {
  return pack.coins + pack.bonusCoins;
}
