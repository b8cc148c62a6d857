/**
 * Moving coins (issue 13 item 1): every change of a balance is one ledger row under an idempotency
 * key plus the same change to members.coins_balance, in the caller's transaction, so the ledger's
 * sum always equals the balance and a retried movement happens once. No SQL here, and no
 * transaction of its own: callers post inside the transaction that does the rest of the work (the
 * order, the purchase), so coins move with it or not at all.
 */
import { isValidMovement, type LedgerKind } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { findLedgerRowByKey, insertLedgerRow, moveBalance, readBalance } from './ledger-repo';

export type { LedgerKind };

export interface CoinMovement {
  memberId: number;
  kind: LedgerKind;
  /** Coins added (positive) or taken (negative); never 0. */
  amount: number;
  /** The history line the member reads, in their language where the server writes it. */
  description: string;
  /** Unique per movement: `pay:{ref}` for a pack, `order:{id}` for an order's spend, … */
  key: string;
  ref?: string | null;
  now: string;
}

export type PostResult =
  { ok: true; balance: number; duplicate: boolean } | { ok: false; errorCode: 'insufficient_coins' };

/**
 * Posts one movement. A key already in the ledger answers `duplicate` and changes nothing; a spend
 * larger than the balance answers insufficient_coins and changes nothing.
 */
export async function postCoins(trx: DbOrTrx, m: CoinMovement): Promise<PostResult> {
  // A caller's bug, never a member's input (services validate that first): fail loudly.
  if (!isValidMovement(m.kind, m.amount)) throw new Error(`invalid ${m.kind} of ${m.amount} coins`);
  if (await findLedgerRowByKey(trx, m.key))
    return { ok: true, balance: await readBalance(trx, m.memberId), duplicate: true };
  const balance = await moveBalance(trx, m.memberId, m.amount);
  if (balance === null) return { ok: false, errorCode: 'insufficient_coins' };
  const written = await insertLedgerRow(trx, {
    member_id: m.memberId,
    kind: m.kind,
    description: m.description,
    amount: m.amount,
    idempotency_key: m.key,
    ref: m.ref ?? null,
    created_at: m.now,
  });
  if (written) return { ok: true, balance, duplicate: false };
  // Another transaction wrote this key between the lookup and the insert (it committed first):
  // undo this one's move, so the movement counts once.
  return { ok: true, balance: (await moveBalance(trx, m.memberId, -m.amount)) ?? balance, duplicate: true };
}
