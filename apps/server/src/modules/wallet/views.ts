/** Wallet rows and coin packs as the GraphQL types show them. No SQL here. */
import type { CoinPack as CoinPackView, WalletActivity } from '../../graphql/generated/resolvers-types';
import { majorUnits } from '../giveaways';
import type { LedgerRow } from './ledger-repo';
import type { CoinPack } from './model';

export function walletActivityView(row: LedgerRow): WalletActivity {
  return {
    id: String(row.id),
    date: row.created_at,
    description: row.description,
    amount: Number(row.amount),
    kind: row.kind,
  };
}

export function coinPackView(pack: CoinPack): CoinPackView {
  return {
    id: String(pack.id),
    coins: pack.coins,
    bonusCoins: pack.bonusCoins,
    amount: majorUnits(pack.amountMinor, pack.currency),
    currency: pack.currency,
    symbol: pack.symbol,
    featured: pack.featured,
  };
}
