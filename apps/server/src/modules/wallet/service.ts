/**
 * Credits other modules give (billing's plan bonus today): a named wrapper over postCoins, so a
 * caller outside the wallet states only what it gives and under which key.
 */
import type { DbOrTrx } from '../../db/kysely';
import { postCoins, type LedgerKind, type PostResult } from './ledger';

export interface CoinCredit {
  memberId: number;
  /** Coins added (positive). */
  coins: number;
  kind: Extract<LedgerKind, 'bonus' | 'purchase' | 'refund' | 'onboarding_reward' | 'adjustment'>;
  /** The history line the member reads, e.g. "Premium bonus". */
  description: string;
  /** The movement's idempotency key. */
  key: string;
  ref?: string | null;
  now: string;
}

export async function creditCoins(trx: DbOrTrx, credit: CoinCredit): Promise<PostResult> {
  return postCoins(trx, {
    memberId: credit.memberId,
    kind: credit.kind,
    amount: credit.coins,
    description: credit.description,
    key: credit.key,
    ref: credit.ref ?? null,
    now: credit.now,
  });
}
