/**
 * An operator's correction of a member's balance (`npm run ops -- adjust-coins`): one ledger row of
 * kind `adjustment` with the operator's reason as the member's history line, in one transaction
 * under the member lock; a balance never goes below 0.
 */
import crypto from 'node:crypto';
import { normalizeEmail } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { findMemberByEmail } from '../member';
import { lockMember } from '../payment';
import { postCoins, type CoinMovement } from './ledger';
import { readBalance } from './ledger-repo';

export interface Adjustment {
  brandId: string;
  email: string;
  /** Coins added (positive) or taken (negative); never 0. */
  amount: number;
  /** Shown to the member as the history line. */
  reason: string;
}

export type AdjustResult =
  | { ok: true; memberId: number; balance: number; key: string }
  | { ok: false; errorCode: 'member_not_found' }
  | { ok: false; errorCode: 'insufficient_coins'; balance: number };

/** The one shape of an operator's correction: the command's and the console's (adjust-service.ts). */
export function adjustmentMovement(
  memberId: number,
  amount: number,
  reason: string,
  key: string,
  now: string,
): CoinMovement {
  return { memberId, kind: 'adjustment', amount, description: reason.trim(), key, ref: null, now };
}

export async function adjustCoins(db: Db, clock: Clock, a: Adjustment): Promise<AdjustResult> {
  const member = await findMemberByEmail(db, a.brandId, normalizeEmail(a.email));
  if (!member) return { ok: false, errorCode: 'member_not_found' };
  const memberId = Number(member.id);
  // Each run is its own correction: running the command twice adjusts twice, on purpose.
  const key = `adjustment:${memberId}:${crypto.randomUUID()}`;
  return inTransaction(db, async (trx): Promise<AdjustResult> => {
    await lockMember(trx, memberId);
    const posted = await postCoins(
      trx,
      adjustmentMovement(memberId, a.amount, a.reason, key, clock().toISOString()),
    );
    if (posted.ok) return { ok: true, memberId, balance: posted.balance, key };
    return { ok: false, errorCode: posted.errorCode, balance: await readBalance(trx, memberId) };
  });
}
