/**
 * The wallet: the member's coin balance (members.coins_balance) and its history (wallet_activity).
 * SQL only here; Kysely only; every function takes a db or a transaction and runs one statement.
 */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { memberHistory } from '../../db/member-history';
import type { WalletActivityTable } from '../../db/tables/account';

export type WalletActivityRow = Selectable<WalletActivityTable>;

/** How many history lines the wallet tab shows at most (newest first). */
export const WALLET_ACTIVITY_LIMIT = 200;

export async function listWalletActivity(db: DbOrTrx, memberId: number): Promise<WalletActivityRow[]> {
  return memberHistory(db, 'wallet_activity', memberId).limit(WALLET_ACTIVITY_LIMIT).execute();
}

/** Adds coins in one statement, so concurrent credits never lose one another. */
export async function addCoins(db: DbOrTrx, memberId: number, coins: number): Promise<void> {
  await db
    .updateTable('members')
    .set((eb) => ({ coins_balance: eb('coins_balance', '+', coins) }))
    .where('id', '=', memberId)
    .execute();
}

export async function insertWalletActivity(db: DbOrTrx, row: Omit<WalletActivityRow, 'id'>): Promise<void> {
  await db.insertInto('wallet_activity').values(row).execute();
}
