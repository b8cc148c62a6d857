/**
 * The wallet's one rule: the balance and its history move together, so the history of a member
 * always adds up to their balance (the seed keeps this too; test/account/seed.test.ts checks it).
 * No SQL here, and no transaction of its own: callers credit inside the transaction that took their
 * idempotency key (billing's plan bonus today; coin packs later), so a credit happens once or not at all.
 */
import type { DbOrTrx } from '../../db/kysely';
import { addCoins, insertWalletActivity } from './repo';

export interface CoinCredit {
  memberId: number;
  /** Coins added (positive) or spent (negative). */
  coins: number;
  /** The history line the member reads, e.g. "Premium bonus". */
  description: string;
  now: string;
}

export async function creditCoins(trx: DbOrTrx, credit: CoinCredit): Promise<void> {
  await addCoins(trx, credit.memberId, credit.coins);
  await insertWalletActivity(trx, {
    member_id: credit.memberId,
    description: credit.description,
    amount: credit.coins,
    created_at: credit.now,
  });
}
