/**
 * member.addCredits (SPEC.md 5 and 7): credits on the clickplay layout, only while the balance is
 * above 0, bounded per call and per rolling day (packages/domain wallet/credits.ts). One
 * transaction under the member lock: the balance, the day's credits and the new row are read and
 * written together, so concurrent calls cannot pass the cap or credit a request twice.
 */
import crypto from 'node:crypto';
import {
  ADD_CREDITS_WINDOW_HOURS,
  addCreditsProblem,
  chooseLayout,
  creditKey,
  isValidCreditRequestId,
  type AddCreditsProblem,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { withRetry } from '../../db/retry';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText, type CharacterRefusal } from '../../lib/member-text';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import { lockMember } from '../payment';
import { postCoins } from './ledger';
import { findLedgerRowByKey, readBalance, sumKindSince } from './ledger-repo';

const HOUR_MS = 3_600_000;

export interface AddCreditsInput {
  amount: number;
  description: string;
  /** The caller's idempotency key; a random one when none is given. */
  requestId?: string | null;
}

export type AddCreditsResult =
  | { ok: true; balance: number; duplicate: boolean }
  | { ok: false; errorCode: AddCreditsProblem | 'invalid_request_id' }
  | CharacterRefusal<'description'>;

export class CreditService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async add(
    member: MemberModel,
    brand: Brand,
    memberTags: readonly string[],
    input: AddCreditsInput,
  ): Promise<AddCreditsResult> {
    const layout = chooseLayout(memberTags, brand.tags, brand.template);
    if (layout !== 'clickplay') return { ok: false, errorCode: 'credits_not_available' };
    const requestId = input.requestId ?? crypto.randomUUID();
    if (!isValidCreditRequestId(requestId)) return { ok: false, errorCode: 'invalid_request_id' };
    const refused = refuseUnsafeText(input, ['description']);
    if (refused) return refused;
    const key = creditKey(member.id, requestId);
    return withRetry(() =>
      inTransaction(this.db, async (trx): Promise<AddCreditsResult> => {
        const now = this.clock();
        await lockMember(trx, member.id);
        // A retried request answers as the first one did, whatever changed since.
        if (await findLedgerRowByKey(trx, key))
          return { ok: true, balance: await readBalance(trx, member.id), duplicate: true };
        const since = new Date(now.getTime() - ADD_CREDITS_WINDOW_HOURS * HOUR_MS).toISOString();
        const [balance, addedInWindow] = await Promise.all([
          readBalance(trx, member.id),
          sumKindSince(trx, member.id, 'credit', since),
        ]);
        const problem = addCreditsProblem({
          layout,
          balance,
          amount: input.amount,
          description: input.description,
          addedInWindow,
        });
        if (problem) return { ok: false, errorCode: problem };
        const posted = await postCoins(trx, {
          memberId: member.id,
          kind: 'credit',
          amount: input.amount,
          description: input.description.trim(),
          key,
          now: now.toISOString(),
        });
        if (!posted.ok) throw new Error(`adding credits refused: ${posted.errorCode}`);
        return { ok: true, balance: posted.balance, duplicate: posted.duplicate };
      }),
    );
  }
}
