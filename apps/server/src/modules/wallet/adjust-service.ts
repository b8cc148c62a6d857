/**
 * A staff member's correction of a member's balance from the console: the rule of
 * `npm run ops -- adjust-coins` (adjust.ts, commands.ts: a ledger row of kind `adjustment` with the
 * reason as the member's history line, never below 0, at most ADJUST_COINS_MAX either way), but
 * once per idempotency key (a form sent twice adjusts once) and with its audit row in the same
 * transaction, under the member lock.
 */
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText } from '../../lib/member-text';
import type { AuditService } from '../audit';
import { findAnyMemberById } from '../member';
import { lockMember } from '../payment';
import { adjustmentMovement } from './adjust';
import { ADJUST_COINS_MAX, ADJUST_REASON_MAX } from './commands';
import { postCoins } from './ledger';
import { findLedgerRowByKey, readBalance } from './ledger-repo';

/** A caller's idempotency key: what a form makes (a UUID) and a script may choose. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface CoinAdjustmentActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export interface CoinAdjustmentInput {
  amount: number;
  reason: string;
  idempotencyKey: string;
}

export type CoinAdjustmentResult =
  | { ok: true; balance: number; duplicate: boolean }
  | {
      ok: false;
      errorCode:
        | 'member_not_found'
        | 'coins_amount_invalid'
        | 'coins_reason_invalid'
        | 'invalid_characters'
        | 'invalid_request_id'
        | 'insufficient_coins';
      field: string | null;
    };

export class CoinAdjustmentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async adjust(
    actor: CoinAdjustmentActor,
    memberId: number,
    input: CoinAdjustmentInput,
  ): Promise<CoinAdjustmentResult> {
    const { amount } = input;
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > ADJUST_COINS_MAX)
      return { ok: false, errorCode: 'coins_amount_invalid', field: 'amount' };
    if (refuseUnsafeText(input, ['reason']))
      return { ok: false, errorCode: 'invalid_characters', field: 'reason' };
    const reason = input.reason.trim();
    if (reason === '' || reason.length > ADJUST_REASON_MAX)
      return { ok: false, errorCode: 'coins_reason_invalid', field: 'reason' };
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
      return { ok: false, errorCode: 'invalid_request_id', field: 'idempotencyKey' };
    const key = `adjustment:${memberId}:${input.idempotencyKey}`;
    return inTransaction(this.db, async (trx): Promise<CoinAdjustmentResult> => {
      const member = await findAnyMemberById(trx, memberId);
      if (!member) return { ok: false, errorCode: 'member_not_found', field: null };
      await lockMember(trx, memberId);
      // The same key again answers as the first time did, and records nothing more.
      if (await findLedgerRowByKey(trx, key))
        return { ok: true, balance: await readBalance(trx, memberId), duplicate: true };
      const before = await readBalance(trx, memberId);
      const posted = await postCoins(
        trx,
        adjustmentMovement(memberId, amount, reason, key, this.clock().toISOString()),
      );
      if (!posted.ok) return { ok: false, errorCode: 'insufficient_coins', field: 'amount' };
      await this.audit.record(trx, {
        ...actor,
        brandId: member.brand_id,
        action: 'coins.adjust',
        target: `member:${memberId}`,
        before: { balance: before },
        after: { balance: posted.balance, amount, reason, key: input.idempotencyKey },
      });
      return { ok: true, balance: posted.balance, duplicate: false };
    });
  }
}
