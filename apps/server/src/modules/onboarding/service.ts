/**
 * Onboarding (issue 14 item 4; SPEC.md 4, 9): the member's three-step mission, kept on the server.
 * The step machine is packages/domain/src/onboarding; this service checks each step against the
 * member's real data (a welcome-gift order, giveaway entries, an impact contribution), moves the
 * row with a conditional update, and on the last step, in the same transaction, grants +600 coins
 * through the ledger (key `onboarding:{memberId}`) and sets onboarding_status:completed. Two
 * submissions of the last step at once: only one moves the row, so the reward is posted once (and
 * the ledger key would refuse a second post anyway). Refusals are data.
 */
import {
  completeStepMove,
  isFeatureEnabled,
  isOnboardingEnabled,
  onboardingUnavailableReason,
  sweepUnavailableReason,
  ONBOARDING_COMPLETED_TAG,
  ONBOARDING_REWARD,
  skipMove,
  startMove,
  type OnboardingMove,
  type OnboardingProgress,
  type OnboardingRefusal,
  type OnboardingStepId,
  type OnboardingUnavailableReason,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import { translator } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { hasWelcomeGiftOrder } from '../marketplace';
import { ONBOARDING_EVENT, recordMemberEvent, type MemberEventAction } from '../events';
import { type MemberModel, insertMemberTags, listMemberTags } from '../member';
import { postCoins } from '../wallet';
import { progressOf, toView, type OnboardingView } from './model';
import {
  findProgress,
  hasGiveawayEntries,
  hasImpactContribution,
  insertProgress,
  missionPrerequisites,
  moveProgress,
} from './repo';

export const onboardingRewardKey = (memberId: number) => `onboarding:${memberId}`;

/** A step asked before the member did what it asks: one message per step says what is missing. */
export type StepNotDone =
  'onboarding_gift_not_claimed' | 'onboarding_no_giveaway_entry' | 'onboarding_no_impact';

export type OnboardingErrorCode = OnboardingRefusal | StepNotDone;

export type OnboardingResult =
  | {
      ok: true;
      view: OnboardingView;
      duplicate: boolean;
      /** Coins after the reward, when this call completed the mission. */ balance: number | null;
    }
  | { ok: false; errorCode: OnboardingErrorCode };

export interface OnboardingViewer {
  member: MemberModel;
  brandTags: readonly string[];
  /** The brand's own countries without giveaways (its 2nd step is closed there too). */
  brandBlockedCountries: readonly string[];
  /** The visitor's country as the server resolved it: giveaways are closed in some (the 2nd step). */
  country: string | null;
  /** The member's tags when the caller has read them already (a GraphQL request's loader); read here otherwise. */
  memberTags?: readonly string[];
}

const STEP_CHECKS: Record<
  OnboardingStepId,
  { done: (db: DbOrTrx, memberId: number) => Promise<boolean>; missing: StepNotDone }
> = {
  welcome_gift: { done: hasWelcomeGiftOrder, missing: 'onboarding_gift_not_claimed' },
  giveaway: { done: hasGiveawayEntries, missing: 'onboarding_no_giveaway_entry' },
  impact: { done: hasImpactContribution, missing: 'onboarding_no_impact' },
};

/** A move lost to a concurrent one between the read and the update: roll back and answer afresh. */
class MovedMeanwhile extends Error {}

export class OnboardingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The member's mission, or null when it is not offered to them: onboarding not enabled, or a
   * step they could never do here. A mission completed here stays visible (the badge).
   */
  async view(viewer: OnboardingViewer): Promise<OnboardingView | null> {
    const [tags, row] = await Promise.all([
      viewer.memberTags ?? listMemberTags(this.db, viewer.member.id),
      findProgress(this.db, viewer.member.id),
    ]);
    if (row?.status === 'completed') return toView(row, tags);
    if ((await this.unavailableReason(viewer, tags)) !== null) return null;
    return toView(row, tags);
  }

  /** Why the mission cannot be offered (domain onboardingUnavailableReason), or null. */
  private async unavailableReason(
    viewer: OnboardingViewer,
    tags: readonly string[],
  ): Promise<OnboardingUnavailableReason | null> {
    const { member, brandTags, brandBlockedCountries, country } = viewer;
    if (!isOnboardingEnabled(tags, brandTags)) return 'disabled';
    const facts = await missionPrerequisites(this.db, member.brandId, member.id);
    // A gift on sale counts only while the marketplace is on for the member.
    const giftOnSale = facts.giftOnSale && isFeatureEnabled('ecommerce', tags, brandTags);
    return onboardingUnavailableReason({
      enabled: true,
      welcomeGift: facts.giftClaimed || giftOnSale,
      giveaways:
        sweepUnavailableReason({ memberTags: tags, brandTags, country, brandBlockedCountries }) === null,
      impacts: facts.impactItems,
    });
  }

  /** Start, or resume after a skip ('Continue My Mission'). */
  start(viewer: OnboardingViewer): Promise<OnboardingResult> {
    return this.move(
      viewer,
      (p) => startMove(p),
      (p) => (p.status === 'skipped' ? 'resumed' : 'started'),
    );
  }

  /** Put the mission aside; the steps done are kept. */
  skip(viewer: OnboardingViewer): Promise<OnboardingResult> {
    return this.move(
      viewer,
      (p) => skipMove(p),
      () => 'skipped',
    );
  }

  /**
   * Mark the current step done once the member's data shows it. Submitting the last step again
   * after it completed answers the completed mission (duplicate) and grants nothing more.
   */
  async completeStep(viewer: OnboardingViewer, step: string): Promise<OnboardingResult> {
    const result = await this.move(
      viewer,
      (p) => completeStepMove(p, step),
      () => 'step_done',
      step,
    );
    if (!result.ok && result.errorCode === 'onboarding_already_completed' && step === 'impact') {
      const tags = await listMemberTags(this.db, viewer.member.id);
      const row = await findProgress(this.db, viewer.member.id);
      if (row?.status === 'completed')
        return { ok: true, view: toView(row, tags), duplicate: true, balance: null };
    }
    return result;
  }

  private async move(
    viewer: OnboardingViewer,
    rule: (p: OnboardingProgress) => OnboardingMove,
    action: (from: OnboardingProgress) => MemberEventAction,
    step?: string,
  ): Promise<OnboardingResult> {
    const { member } = viewer;
    const tags = await listMemberTags(this.db, member.id);
    if ((await this.unavailableReason(viewer, tags)) !== null)
      return { ok: false, errorCode: 'onboarding_not_available' };
    // One retry: a lost race is answered from the state the winner left.
    for (let attempt = 0; ; attempt++) {
      try {
        return await inTransaction(this.db, (trx) => this.moveIn(trx, member, tags, rule, action, step));
      } catch (e) {
        if (!(e instanceof MovedMeanwhile) || attempt > 0) throw e;
      }
    }
  }

  private async moveIn(
    trx: DbOrTrx,
    member: MemberModel,
    tags: readonly string[],
    rule: (p: OnboardingProgress) => OnboardingMove,
    action: (from: OnboardingProgress) => MemberEventAction,
    step: string | undefined,
  ): Promise<OnboardingResult> {
    const now = this.clock().toISOString();
    const row = await findProgress(trx, member.id);
    const from = progressOf(row, tags);
    const move = rule(from);
    if (!move.ok) return { ok: false, errorCode: move.refusal };
    if (step !== undefined) {
      const check = STEP_CHECKS[step as OnboardingStepId];
      if (!(await check.done(trx, member.id))) return { ok: false, errorCode: check.missing };
    }
    const unchanged =
      row !== undefined && row.status === move.next.status && Number(row.steps_done) === move.next.stepsDone;
    if (unchanged) return { ok: true, view: toView(row, tags), duplicate: true, balance: null };

    // Without a row the only move the rules allow is the start, which is the row's insert.
    const moved = row
      ? await moveProgress(trx, member.id, {
          from: { status: row.status, stepsDone: Number(row.steps_done) },
          to: move.next,
          now,
        })
      : await insertProgress(trx, member.id, now);
    if (!moved) throw new MovedMeanwhile();

    await this.record(trx, member, action(from), step ?? ONBOARDING_EVENT, now);
    const balance = move.finished ? await this.reward(trx, member, now) : null;
    const after = await findProgress(trx, member.id);
    const tagsAfter = move.finished ? [...tags, ONBOARDING_COMPLETED_TAG] : tags;
    return { ok: true, view: toView(after, tagsAfter), duplicate: false, balance };
  }

  /** The end of the mission: +600 coins once (ledger key), the completed tag, the event. */
  private async reward(trx: DbOrTrx, member: MemberModel, now: string): Promise<number> {
    const posted = await postCoins(trx, {
      memberId: member.id,
      kind: 'onboarding_reward',
      amount: ONBOARDING_REWARD,
      description: translator(member.lang)('onboarding.ledger'),
      key: onboardingRewardKey(member.id),
      now,
    });
    await insertMemberTags(trx, member.id, [ONBOARDING_COMPLETED_TAG], now, 'server');
    await this.record(trx, member, 'completed', ONBOARDING_EVENT, now);
    // A credit is never refused (only spends can be); the branch keeps the type honest.
    return posted.ok ? posted.balance : 0;
  }

  private record(trx: DbOrTrx, member: MemberModel, action: MemberEventAction, ref: string, now: string) {
    return recordMemberEvent(trx, {
      brandId: member.brandId,
      memberId: member.id,
      type: ONBOARDING_EVENT,
      action,
      subscriptionProvider: member.subscriptionProvider,
      ref,
      now,
    });
  }
}
