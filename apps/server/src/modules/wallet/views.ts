/** Wallet rows as the GraphQL types show them. No SQL here. */
import type { WalletActivity } from '../../graphql/generated/resolvers-types';
import type { WalletActivityRow } from './repo';

export function walletActivityView(row: WalletActivityRow): WalletActivity {
  return {
    id: String(row.id),
    date: row.created_at,
    description: row.description,
    amount: Number(row.amount),
  };
}
