import type { DbOrTrx } from '../../db/kysely';
import { insertEvent } from './repo';

/**
 * SPEC.md 7 `members` events whose extras carry `subscription_provider`: `member_accounts` (a
 * membership bought, cancelled or restarted), `sweeps` (giveaway entries bought) and `onboarding`
 * (the mission started or resumed, a step done, skipped, completed).
 */
export const MEMBER_ACCOUNTS_EVENT = 'member_accounts';
export const SWEEPS_EVENT = 'sweeps';
export const ONBOARDING_EVENT = 'onboarding';

export type MemberEventType = typeof MEMBER_ACCOUNTS_EVENT | typeof SWEEPS_EVENT | typeof ONBOARDING_EVENT;

export type MemberEventAction =
  | 'subscribed'
  | 'cancelled'
  | 'restarted'
  | 'entries_bought'
  | 'started'
  | 'resumed'
  | 'step_done'
  | 'skipped'
  | 'completed';

export interface MemberEvent {
  brandId: string;
  memberId: number;
  type: MemberEventType;
  action: MemberEventAction;
  /** The provider that charged (or held) the membership: `sandbox`, `paypal`, `milkbox_test`… */
  subscriptionProvider: string | null;
  /** The purchase or cancellation reference the event is about. */
  ref: string;
  now: string;
}

/**
 * Recorded by the server in the transaction that made the change, so a replayed payment return or
 * a double click records nothing more: the browser only learns of a payment after it happened, and
 * could send it twice or never.
 */
export async function recordMemberEvent(trx: DbOrTrx, e: MemberEvent): Promise<void> {
  await insertEvent(trx, {
    brandId: e.brandId,
    memberId: e.memberId,
    namespace: 'members',
    type: e.type,
    payload: {
      namespace: 'members',
      type: e.type,
      action: e.action,
      ref: e.ref,
      source: 'server',
      extras: { subscription_provider: e.subscriptionProvider },
    },
    transactionId: null,
    createdAt: e.now,
  });
}
