/** Wallet rows as the GraphQL types show them. No SQL here. */
import type { WalletActivity } from '../../graphql/generated/resolvers-types';
import type { LedgerRow } from './ledger-repo';

export function walletActivityView(row: LedgerRow): WalletActivity {
  return {
    id: String(row.id),
    date: row.created_at,
    description: row.description,
    amount: Number(row.amount),
    kind: row.kind,
  };
}
