import { inTransaction } from '../../db/transaction';
import {
  addDays,
  cancellationDates,
  isRenewalDue,
  DATA_RETENTION_MONTHS,
  addMonths,
  type LanguageCode,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { supportedLanguage } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText, type CharacterRefusal } from '../../lib/member-text';
import type { Brand } from '../brand';
import { cancellationReference, randomReference } from './reference';
import { recordPaidCharge } from './paid-charge';
import type { MemberModel } from '../member';
import {
  claimIdempotencyKey,
  deleteStaleSessions,
  listPaymentMethods,
  lockMember,
  type PaymentProvider,
} from '../payment';
import { MEMBER_ACCOUNTS_EVENT, recordMemberEvent } from '../events';
import { findPlanName } from '../subscription';
import { membershipIdOf } from '../subscription';
import { grantPlanBonus } from '../wallet';
import {
  advancePeriod,
  clearPaymentFailure,
  deleteMember,
  endActiveSubscriptions,
  expireEndedCancellations,
  findMemberBrand,
  findPlan,
  findPlanById,
  findSubscription,
  findSubscriptionByRef,
  insertTransaction,
  listDueSubscriptions,
  listFailedRenewals,
  listPurgeCandidates,
  listSubscriptionRows,
  markCancelled,
  markPaymentFailed,
  resumeCancelled,
  findChargeReference,
  findInvoice,
  listInvoices,
  listTransactions,
  type InvoiceRow,
  type SubscriptionRow,
  type TransactionRow,
} from './repo';

export interface CancelReceipt {
  referenceNumber: string;
  cancelDate: string;
  accessUntil: string;
  planName: string;
  purgeDate: string;
}
export type CancelResult =
  | { ok: true; receipt: CancelReceipt; subscriptionId: number }
  | { ok: false; errorCode: 'no_active_subscription' | 'already_cancelled' }
  | CharacterRefusal<'reason'>;

export type RestartResult =
  | { ok: true; subscriptionRef: string; charged: boolean }
  | {
      ok: false;
      errorCode: 'not_cancelled' | 'no_payment_method' | 'card_declined' | 'card_expired' | 'plan_not_found';
    };

export interface RenewalReport {
  renewed: number;
  failed: number;
  skipped: number;
  expired: number;
}

class Rollback extends Error {
  constructor(readonly errorCode: 'no_payment_method' | 'card_declined' | 'card_expired') {
    super(errorCode);
  }
}

/**
 * The subscription lifecycle after the purchase (activation is modules/checkout's credit of a
 * plan): cancellation, restart, renewal and the retention purge. Each money-moving change runs in
 * one transaction, guarded by an idempotency key claimed in that same transaction.
 */
export class BillingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
  ) {}

  /** The member's billing transactions, newest first, described in `lang`. */
  transactions(memberId: number, lang: LanguageCode): Promise<TransactionRow[]> {
    return listTransactions(this.db, memberId, lang);
  }

  /** A plan of the brand's (undefined when unknown or another brand's). */
  brandPlan(brandId: string, planId: number) {
    return findPlan(this.db, brandId, planId);
  }

  /** A plan by id, whatever its brand (a payment session names the plan it sells). */
  planById(planId: number) {
    return findPlanById(this.db, planId);
  }

  /** One of the member's invoices (undefined when unknown or another member's). */
  invoice(memberId: number, invoiceId: number): Promise<InvoiceRow | undefined> {
    return findInvoice(this.db, memberId, invoiceId);
  }

  /** The provider's reference of the charge an invoice was paid by ('' when none). */
  async chargeReference(memberId: number, transactionId: number): Promise<string> {
    return (await findChargeReference(this.db, memberId, transactionId)) ?? '';
  }

  /** The member's invoices, newest first, described in `lang`. */
  invoices(memberId: number, lang: LanguageCode): Promise<InvoiceRow[]> {
    return listInvoices(this.db, memberId, lang);
  }

  /** Cancels now; access lasts to the end of the paid period (SPEC.md 4). */
  async cancel(
    member: MemberModel,
    subscriptionId: number | null,
    reason: string | null,
    /** Runs in the cancellation's transaction once it is made (a staff member's audit row). */
    also?: (trx: DbOrTrx, done: { subscriptionId: number; receipt: CancelReceipt }) => Promise<void>,
  ): Promise<CancelResult> {
    const refused = refuseUnsafeText({ reason }, ['reason']);
    if (refused) return refused;
    const now = this.clock().toISOString();
    return inTransaction(this.db, async (trx): Promise<CancelResult> => {
      const subs = await listSubscriptionRows(trx, member.id);
      const sub =
        subscriptionId === null
          ? (subs.find((s) => Number(s.is_active) === 1 && s.cancel_ref_id === null) ??
            subs.find((s) => Number(s.is_active) === 1))
          : subs.find((s) => Number(s.id) === subscriptionId);
      if (!sub || Number(sub.is_active) !== 1) return { ok: false, errorCode: 'no_active_subscription' };
      if (sub.cancel_ref_id !== null) return { ok: false, errorCode: 'already_cancelled' };
      const dates = cancellationDates({ now, nextBillingDate: sub.next_billing_date });
      const cancelRef = cancellationReference();
      const cancelled = await markCancelled(trx, Number(sub.id), {
        cancelled_at: now,
        cancel_ref_id: cancelRef,
        cancel_date: dates.cancelDate,
        end_date: dates.accessUntil,
        cancel_reason: reason ? reason.slice(0, 500) : null,
      });
      if (!cancelled) return { ok: false, errorCode: 'already_cancelled' };
      await recordMemberEvent(trx, {
        brandId: member.brandId,
        memberId: member.id,
        type: MEMBER_ACCOUNTS_EVENT,
        action: 'cancelled',
        subscriptionProvider: sub.subscription_provider,
        ref: cancelRef,
        now,
      });
      // The receipt (and its mail) names the plan in the member's language.
      const planName = await findPlanName(trx, Number(sub.plan_id), supportedLanguage(member.lang));
      const receipt: CancelReceipt = {
        referenceNumber: cancelRef,
        cancelDate: dates.cancelDate,
        accessUntil: dates.accessUntil,
        planName: planName ?? '',
        purgeDate: dates.purgeAfter,
      };
      await also?.(trx, { subscriptionId: Number(sub.id), receipt });
      return { ok: true, subscriptionId: Number(sub.id), receipt };
    });
  }

  /**
   * Restarts the latest cancelled membership. Inside the paid period it simply resumes; after it,
   * the preferred (then backup) method is charged for a new period. A declined charge changes nothing.
   */
  async restart(
    member: MemberModel,
    brand: Brand,
    subscriptionId: number | null,
    /** Runs in the restart's transaction once it is made (a staff member's audit row). */
    also?: (
      trx: DbOrTrx,
      done: { subscriptionId: number; subscriptionRef: string; charged: boolean },
    ) => Promise<void>,
  ): Promise<RestartResult> {
    const nowDate = this.clock();
    const now = nowDate.toISOString();
    try {
      return await inTransaction(this.db, async (trx): Promise<RestartResult> => {
        await lockMember(trx, member.id);
        const subs = await listSubscriptionRows(trx, member.id);
        if (subs.some((s) => Number(s.is_active) === 1 && s.cancel_ref_id === null))
          return { ok: false, errorCode: 'not_cancelled' };
        const sub =
          subscriptionId === null
            ? subs.find((s) => s.cancel_ref_id !== null)
            : subs.find((s) => Number(s.id) === subscriptionId);
        if (!sub || sub.cancel_ref_id === null) return { ok: false, errorCode: 'not_cancelled' };
        const plan = await findPlan(trx, brand.id, Number(sub.plan_id));
        if (!plan) return { ok: false, errorCode: 'plan_not_found' };
        const stillPaid = sub.end_date !== null && Date.parse(sub.end_date) > nowDate.getTime();
        // Another subscription still active (cancelled, in its paid period) ends now: a member
        // holds at most one active subscription (migration 0010).
        await endActiveSubscriptions(trx, member.id, now, Number(sub.id));
        const resumed = await resumeCancelled(
          trx,
          Number(sub.id),
          sub.cancel_ref_id,
          stillPaid ? sub.end_date : addDays(now, Number(sub.billing_period_days)),
        );
        if (!resumed) return { ok: false, errorCode: 'not_cancelled' };
        await recordMemberEvent(trx, {
          brandId: brand.id,
          memberId: member.id,
          type: MEMBER_ACCOUNTS_EVENT,
          action: 'restarted',
          subscriptionProvider: sub.subscription_provider,
          ref: sub.ref_id,
          now,
        });
        if (stillPaid) {
          await also?.(trx, { subscriptionId: Number(sub.id), subscriptionRef: sub.ref_id, charged: false });
          return { ok: true, subscriptionRef: sub.ref_id, charged: false };
        }
        const amount = Number(sub.price_recurring ?? plan.price_recurring);
        const charge = await this.chargeMember(trx, member.id, amount, plan.currency, nowDate);
        if (!charge.ok) throw new Rollback(charge.failureCode);
        await recordPaidCharge(trx, {
          brandId: brand.id,
          memberId: member.id,
          subscriptionId: Number(sub.id),
          kind: 'restart',
          description: plan.name,
          amount,
          currency: plan.currency,
          symbol: plan.symbol,
          reference: charge.reference,
          now,
        });
        // A restart that charges a new period is a qualifying event of the plan's coin bonus.
        await grantPlanBonus(trx, {
          memberId: member.id,
          planId: Number(plan.id),
          membershipId: membershipIdOf(plan),
          event: { kind: 'restart', chargeReference: charge.reference },
          ref: charge.reference,
          now,
        });
        await also?.(trx, { subscriptionId: Number(sub.id), subscriptionRef: sub.ref_id, charged: true });
        return { ok: true, subscriptionRef: sub.ref_id, charged: true };
      });
    } catch (err) {
      if (err instanceof Rollback) return { ok: false, errorCode: err.errorCode };
      throw err;
    }
  }

  /** Charges the preferred method, then the backup one. */
  private async chargeMember(
    trx: DbOrTrx,
    memberId: number,
    amount: number,
    currency: string,
    now: Date,
  ): Promise<
    | { ok: true; reference: string }
    | { ok: false; reference: string; failureCode: 'no_payment_method' | 'card_declined' | 'card_expired' }
  > {
    const methods = (await listPaymentMethods(trx, memberId)).filter(
      (m) => Number(m.is_default) === 1 || Number(m.is_backup) === 1,
    );
    if (methods.length === 0)
      return { ok: false, reference: randomReference('fail'), failureCode: 'no_payment_method' };
    let last: { ok: false; reference: string; failureCode: 'card_declined' | 'card_expired' } | null = null;
    for (const m of methods) {
      const r = await this.provider.charge(
        trx,
        { token: m.provider_token, amountMinor: amount, currency },
        now,
      );
      if (r.ok) return r;
      last = {
        ok: false,
        reference: r.reference,
        failureCode: r.failureCode === 'card_expired' ? 'card_expired' : 'card_declined',
      };
    }
    return last ?? { ok: false, reference: randomReference('fail'), failureCode: 'card_declined' };
  }

  /**
   * The renewal job: charges every due subscription once per period (key
   * `renew:{id}:{nextBillingDate}`), records the charge and invoice, or marks the failure so the
   * member sees 'Your payment failed.'. Also ends access of cancelled subscriptions at their end date.
   */
  async runRenewals(batch = 200): Promise<RenewalReport> {
    const nowDate = this.clock();
    const now = nowDate.toISOString();
    const report: RenewalReport = { renewed: 0, failed: 0, skipped: 0, expired: 0 };
    report.expired = await expireEndedCancellations(this.db, now);
    const due = await listDueSubscriptions(this.db, now, batch);
    for (const candidate of due) {
      const outcome = await inTransaction(this.db, async (trx) => {
        const sub = await findSubscription(trx, Number(candidate.id));
        if (
          !sub ||
          sub.payment_failed_at !== null ||
          !isRenewalDue(
            {
              isActive: Number(sub.is_active) === 1,
              cancelRefId: sub.cancel_ref_id,
              nextBillingDate: sub.next_billing_date,
            },
            now,
          )
        )
          return 'skipped' as const;
        if (!(await claimIdempotencyKey(trx, `renew:${sub.id}:${sub.next_billing_date}`, now)))
          return 'skipped' as const;
        return this.renewOne(trx, sub, nowDate);
      });
      report[outcome]++;
    }
    return report;
  }

  private async renewOne(trx: DbOrTrx, sub: SubscriptionRow, nowDate: Date): Promise<'renewed' | 'failed'> {
    const now = nowDate.toISOString();
    const member = await findMemberBrand(trx, Number(sub.member_id));
    const plan = await findPlanById(trx, Number(sub.plan_id));
    if (!member || !plan) throw new Error(`subscription ${sub.id}: member or plan is gone`);
    const amount = Number(sub.price_recurring ?? plan.price_recurring);
    const charge = await this.chargeMember(trx, Number(member.id), amount, plan.currency, nowDate);
    if (!charge.ok) {
      await insertTransaction(trx, {
        brand_id: member.brand_id,
        member_id: Number(member.id),
        subscription_id: Number(sub.id),
        kind: 'renewal',
        description: plan.name,
        amount,
        currency: plan.currency,
        symbol: plan.symbol,
        status: 'failed',
        reference: charge.reference,
        failure_code: charge.failureCode,
        created_at: now,
      });
      await markPaymentFailed(trx, Number(sub.id), now);
      return 'failed';
    }
    await recordPaidCharge(trx, {
      brandId: member.brand_id,
      memberId: Number(member.id),
      subscriptionId: Number(sub.id),
      kind: 'renewal',
      description: plan.name,
      amount,
      currency: plan.currency,
      symbol: plan.symbol,
      reference: charge.reference,
      now,
    });
    // The next period starts where the paid one ended, so late runs do not shift the billing day.
    const base = sub.next_billing_date ?? now;
    // A paid period is a qualifying event of the plan's coin bonus: once per period, whether the
    // renewal job or the retry after a new card charged it.
    await grantPlanBonus(trx, {
      memberId: Number(member.id),
      planId: Number(plan.id),
      membershipId: membershipIdOf(plan),
      event: { kind: 'renewal', subscriptionId: Number(sub.id), billingDate: base },
      ref: charge.reference,
      now,
    });
    await advancePeriod(trx, Number(sub.id), addDays(base, Number(sub.billing_period_days)));
    return 'renewed';
  }

  /**
   * A member whose renewal failed and who linked a new card: retry the failed period at once.
   * Answers whether a retry ran and whether it succeeded.
   */
  async retryFailedRenewals(memberId: number): Promise<{ retried: number; succeeded: number }> {
    const nowDate = this.clock();
    const now = nowDate.toISOString();
    const failed = await listFailedRenewals(this.db, memberId);
    let succeeded = 0;
    for (const sub of failed) {
      const ok = await inTransaction(this.db, async (trx) => {
        if (sub.payment_failed_at === null) return false;
        if (!(await clearPaymentFailure(trx, Number(sub.id), sub.payment_failed_at))) return false;
        if (
          !(await claimIdempotencyKey(
            trx,
            `retry:${sub.id}:${sub.next_billing_date}:${sub.payment_failed_at}`,
            now,
          ))
        )
          return false;
        return (await this.renewOne(trx, sub, nowDate)) === 'renewed';
      });
      if (ok) succeeded++;
    }
    return { retried: failed.length, succeeded };
  }

  /**
   * The purge job: deletes members whose every subscription was cancelled more than 10 months ago
   * (SPEC.md 9 'Data retention after cancellation'). Returns the deleted ids and avatar urls.
   */
  async runPurge(): Promise<{ id: number; brand_id: string; avatar_url: string | null }[]> {
    const now = this.clock().toISOString();
    await expireEndedCancellations(this.db, now);
    const cutoff = addMonths(now, -DATA_RETENTION_MONTHS);
    const due = await listPurgeCandidates(this.db, cutoff);
    for (const m of due) await deleteMember(this.db, m.id);
    // Hosted-page sessions nobody paid on are worthless after their hour; keep a week for support.
    // Paid ones stay: a replayed return looks its session up to answer alreadyActive.
    await deleteStaleSessions(this.db, addDays(now, -7));
    return due;
  }

  async findByRef(memberId: number, subscriptionRef: string) {
    return findSubscriptionByRef(this.db, memberId, subscriptionRef);
  }
}
