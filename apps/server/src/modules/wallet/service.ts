/**
 * Coins other modules give: a named wrapper over postCoins (a caller outside the wallet states only
 * what it gives and under which key), and the plans' coin bonus (SPEC.md 9), granted once per
 * qualifying event (packages/domain wallet/plan-bonus.ts says which events qualify).
 */
import { coinBonusGrant, type CoinBonusEvent } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { supportedLanguage } from '../../i18n';
import { findMemberLang } from '../payment';
import { findPlanName } from '../subscription';
import { postCoins, type LedgerKind, type PostResult } from './ledger';
import { planBonusLine } from './mails';

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

export interface PlanBonus {
  memberId: number;
  /** The plan, whose name the history line gives. */
  planId: number;
  /** Its membership id (SPEC.md 9; modules/subscription membershipIdOf), which decides the bonus. */
  membershipId: number;
  event: CoinBonusEvent;
  /** What the row belongs to (the payment or charge reference). */
  ref: string | null;
  now: string;
}

/**
 * The plan's coin bonus for one qualifying event, in the caller's transaction (the one that records
 * the payment), with a history line in the member's language naming the plan. Plans without a
 * bonus add nothing; an event already granted (a retried job, a replayed return) adds nothing.
 */
export async function grantPlanBonus(trx: DbOrTrx, b: PlanBonus): Promise<PostResult | null> {
  const grant = coinBonusGrant(b.membershipId, b.event);
  if (!grant) return null;
  const lang = supportedLanguage((await findMemberLang(trx, b.memberId))?.lang);
  const plan = (await findPlanName(trx, b.planId, lang)) ?? String(b.membershipId);
  return creditCoins(trx, {
    memberId: b.memberId,
    coins: grant.coins,
    kind: 'bonus',
    key: grant.key,
    ref: b.ref,
    description: planBonusLine(lang, plan),
    now: b.now,
  });
}
