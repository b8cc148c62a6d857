/**
 * Staff acting on a member's subscription (issue 33, docs/console.md "Member actions"): cancel and
 * restart through the very paths the member's own Cancel and Restart take (modules/billing's
 * `BillingService.cancel` and `restart`: the same rules, the same dates, a restart after the paid
 * period charges the member's card once), each with its audit row in that path's transaction; and
 * extend access, pushing the current subscription's next billing date (or, cancelled, its end) by
 * 1–365 days (domain `extendAccess`). A staff cancel mails the member the confirmation their own
 * cancel sends (SPEC.md 4), in their language: recorded in the cancellation's transaction beside the
 * audit row, handed to the mail server after the commit. One path for the console
 * (`member-subscription-console-resolvers.ts`) and the operator commands (`cancel-subscription`,
 * `restart-subscription`, `extend-access`).
 *
 * Built by modules/billing (its `BillingService` is the lifecycle), read through `services`.
 */
import { DATA_RETENTION_MONTHS, addMonths, extendAccess, type ExtendProblem } from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { findBrandById, listBrandTags, toBrand, type Brand } from '../brand';
import { fromAddress, type Mailer, type MailMember, type PendingMail, type RenderedMail } from '../mail';
import { findAnyMemberById, toMember, type MemberModel } from '../member';
import { lockMember } from '../payment';
import {
  findLatestSubscription,
  moveSubscriptionDate,
  type MemberSubscriptionRow,
} from './member-subscription-repo';

/** What a cancellation answers (modules/billing `CancelReceipt`). */
export interface StaffCancelReceipt {
  referenceNumber: string;
  cancelDate: string;
  accessUntil: string;
  planName: string;
  purgeDate: string;
}

/** The member's own cancel and restart (modules/billing `BillingService`), with a step in their transaction. */
export interface SubscriptionLifecycle {
  cancel(
    member: MemberModel,
    subscriptionId: number | null,
    reason: string | null,
    also?: (trx: DbOrTrx, done: { subscriptionId: number; receipt: StaffCancelReceipt }) => Promise<void>,
  ): Promise<
    | { ok: true; receipt: StaffCancelReceipt; subscriptionId: number }
    | { ok: false; errorCode: string; extra?: unknown }
  >;
  restart(
    member: MemberModel,
    brand: Brand,
    subscriptionId: number | null,
    also?: (
      trx: DbOrTrx,
      done: { subscriptionId: number; subscriptionRef: string; charged: boolean },
    ) => Promise<void>,
  ): Promise<{ ok: true; subscriptionRef: string; charged: boolean } | { ok: false; errorCode: string }>;
}

/** The member's cancellation confirmation (modules/account `cancellationMail`), as their own cancel sends it. */
export type CancellationMail = (
  member: MailMember,
  brand: Pick<Brand, 'name' | 'supportEmail'>,
  receipt: StaffCancelReceipt,
) => RenderedMail;

export interface SubscriptionActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

/** The member's current (latest) subscription as the actions panel reads it. */
export interface MemberSubscriptionState {
  subscriptionId: number;
  planName: string;
  /** active: running; cancelled: in its paid period, or ended (`active` false). */
  status: 'active' | 'cancelled' | 'ended';
  nextBillingDate: string | null;
  endDate: string | null;
  canCancel: boolean;
  canRestart: boolean;
  canExtend: boolean;
}

export type SubscriptionActionErrorCode =
  | 'member_not_found'
  | 'no_active_subscription'
  | 'already_cancelled'
  | 'not_cancelled'
  | 'no_payment_method'
  | 'card_declined'
  | 'card_expired'
  | 'plan_not_found'
  | 'invalid_characters'
  | 'subscription_changed'
  | ExtendProblem;

export type SubscriptionActionResult<T> =
  ({ ok: true } & T) | { ok: false; errorCode: SubscriptionActionErrorCode; field: string | null };

class Refused extends Error {
  constructor(readonly errorCode: SubscriptionActionErrorCode) {
    super(errorCode);
  }
}

export class MemberSubscriptionAdminService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      audit: AuditService;
      lifecycle: SubscriptionLifecycle;
      mailer: Mailer;
      cancellationMail: CancellationMail;
    },
  ) {}

  private async member(memberId: number): Promise<{ member: MemberModel; brand: Brand } | null> {
    const row = await findAnyMemberById(this.d.db, memberId);
    if (!row) return null;
    const [brandRow, tags] = await Promise.all([
      findBrandById(this.d.db, row.brand_id),
      listBrandTags(this.d.db, row.brand_id),
    ]);
    return brandRow ? { member: toMember(row), brand: toBrand(brandRow, tags) } : null;
  }

  /** The member's latest subscription and what staff may do to it; null when they never had one. */
  async state(memberId: number): Promise<MemberSubscriptionState | null> {
    const sub = await findLatestSubscription(this.d.db, memberId);
    if (!sub) return null;
    const nowIso = this.d.clock().toISOString();
    return stateOf(sub, nowIso);
  }

  async cancel(
    actor: SubscriptionActor,
    memberId: number,
    reason: string | null,
  ): Promise<SubscriptionActionResult<{ receipt: StaffCancelReceipt; subscriptionId: number }>> {
    const found = await this.member(memberId);
    if (!found) return { ok: false, errorCode: 'member_not_found', field: null };
    const text = reason?.trim() || null;
    const { member, brand } = found;
    let mail: PendingMail | null = null;
    const r = await this.d.lifecycle.cancel(member, null, text, async (trx, done) => {
      await this.d.audit.record(trx, {
        ...actor,
        brandId: found.brand.id,
        action: 'subscription.cancel',
        target: `member:${memberId}`,
        before: { subscriptionId: done.subscriptionId, status: 'active' },
        after: {
          subscriptionId: done.subscriptionId,
          status: 'cancelled',
          reference: done.receipt.referenceNumber,
          accessUntil: done.receipt.accessUntil,
          reason: text,
        },
      });
      mail = await this.d.mailer.enqueue(trx, {
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template: 'cancellation',
        memberId: member.id,
        ...this.d.cancellationMail(member, brand, done.receipt),
      });
    });
    if (!r.ok) return { ok: false, errorCode: r.errorCode as SubscriptionActionErrorCode, field: null };
    // The cancellation stands whether or not the mail server takes the mail: the outbox keeps it
    // (the member page shows it unsent, to send again).
    await (mail as PendingMail | null)?.deliver().catch(() => undefined);
    return { ok: true, receipt: r.receipt, subscriptionId: r.subscriptionId };
  }

  async restart(
    actor: SubscriptionActor,
    memberId: number,
  ): Promise<SubscriptionActionResult<{ subscriptionRef: string; charged: boolean }>> {
    const found = await this.member(memberId);
    if (!found) return { ok: false, errorCode: 'member_not_found', field: null };
    const r = await this.d.lifecycle.restart(found.member, found.brand, null, async (trx, done) => {
      await this.d.audit.record(trx, {
        ...actor,
        brandId: found.brand.id,
        action: 'subscription.restart',
        target: `member:${memberId}`,
        before: { subscriptionId: done.subscriptionId, status: 'cancelled' },
        after: { subscriptionId: done.subscriptionId, status: 'active', charged: done.charged },
      });
    });
    if (!r.ok) return { ok: false, errorCode: r.errorCode as SubscriptionActionErrorCode, field: null };
    return { ok: true, subscriptionRef: r.subscriptionRef, charged: r.charged };
  }

  /** Pushes the current subscription's next billing date (or, cancelled, its end) by `days`. */
  async extend(
    actor: SubscriptionActor,
    memberId: number,
    days: number,
  ): Promise<SubscriptionActionResult<{ state: MemberSubscriptionState }>> {
    const found = await this.member(memberId);
    if (!found) return { ok: false, errorCode: 'member_not_found', field: null };
    try {
      return await inTransaction(this.d.db, async (trx) => {
        await lockMember(trx, memberId);
        const sub = await findLatestSubscription(trx, memberId);
        if (!sub || Number(sub.is_active) !== 1) throw new Refused('no_active_subscription');
        const moved = extendAccess(
          {
            cancelled: sub.cancel_ref_id !== null,
            nextBillingDate: sub.next_billing_date,
            endDate: sub.end_date,
          },
          days,
        );
        if (!moved.ok) throw new Refused(moved.problem);
        if (!(await moveSubscriptionDate(trx, Number(sub.id), moved.field, moved.from, moved.to)))
          throw new Refused('subscription_changed');
        await this.d.audit.record(trx, {
          ...actor,
          brandId: found.brand.id,
          action: 'subscription.extend',
          target: `member:${memberId}`,
          before: { subscriptionId: Number(sub.id), [moved.field]: moved.from },
          after: { subscriptionId: Number(sub.id), [moved.field]: moved.to, days },
        });
        const updated = { ...sub, [moved.field]: moved.to };
        return { ok: true as const, state: stateOf(updated, this.d.clock().toISOString()) };
      });
    } catch (err) {
      if (err instanceof Refused)
        return {
          ok: false,
          errorCode: err.errorCode,
          field: err.errorCode === 'extend_days_invalid' ? 'days' : null,
        };
      throw err;
    }
  }
}

function stateOf(sub: MemberSubscriptionRow, nowIso: string): MemberSubscriptionState {
  const active = Number(sub.is_active) === 1;
  const cancelled = sub.cancel_ref_id !== null;
  const purgeDate = sub.cancel_date ? addMonths(sub.cancel_date, DATA_RETENTION_MONTHS) : null;
  const hasEnd = cancelled ? sub.end_date !== null : sub.next_billing_date !== null;
  return {
    subscriptionId: Number(sub.id),
    planName: sub.plan_name,
    status: active ? (cancelled ? 'cancelled' : 'active') : 'ended',
    nextBillingDate: cancelled ? null : sub.next_billing_date,
    endDate: sub.end_date,
    canCancel: active && !cancelled,
    canRestart: cancelled && (purgeDate === null || purgeDate > nowIso),
    canExtend: active && hasEnd,
  };
}
