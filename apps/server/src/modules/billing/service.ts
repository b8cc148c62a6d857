import crypto from 'node:crypto';
import {
  addDays,
  billingPeriodDays,
  cancellationDates,
  coinBonus,
  isRenewalDue,
  DATA_RETENTION_MONTHS,
  addMonths,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand/model';
import { cancellationReference } from './reference';
import type { MemberModel } from '../member/model';
import {
  claimIdempotencyKey,
  findPaymentMethodByToken,
  insertPaymentMethod,
  listPaymentMethods,
  setRoles,
} from '../payment/repo';
import { findSessionBySubscriptionRef } from '../payment/repo';
import type { PaymentProvider } from '../payment/provider';
import {
  expireEndedCancellations,
  findPlan,
  findSubscriptionByRef,
  insertInvoice,
  insertTransaction,
  listDueSubscriptions,
  listPurgeCandidates,
  listSubscriptionRows,
  type SubscriptionRow,
} from './repo';

export type ActivateResult =
  | {
      ok: true;
      alreadyActive: boolean;
      subscriptionRef: string;
      planName: string;
      amount: number;
      symbol: string;
    }
  | { ok: false; errorCode: 'subscription_not_found' | 'payment_not_confirmed' | 'plan_not_found' };

export interface CancelReceipt {
  referenceNumber: string;
  cancelDate: string;
  accessUntil: string;
  planName: string;
  purgeDate: string;
}
export type CancelResult =
  | { ok: true; receipt: CancelReceipt; subscriptionId: number }
  | { ok: false; errorCode: 'no_active_subscription' | 'already_cancelled' };

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

function ref(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The subscription lifecycle: activation after a verified payment, cancellation, restart, renewal
 * and the retention purge. Each money-moving change runs in one transaction, guarded by an
 * idempotency key claimed in that same transaction.
 */
export class BillingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * SPEC.md 4 'Payment return': activates the subscription the hosted page paid for. The key
   * `activate:{refId}` makes a replayed or raced return a no-op that answers alreadyActive.
   */
  async activate(member: MemberModel, brand: Brand, subscriptionRef: string): Promise<ActivateResult> {
    const now = this.clock().toISOString();
    return this.db.transaction().execute(async (trx): Promise<ActivateResult> => {
      const session = await findSessionBySubscriptionRef(trx, member.id, subscriptionRef);
      if (!session || session.brand_id !== brand.id || session.plan_id === null)
        return { ok: false, errorCode: 'subscription_not_found' };
      if (session.status !== 'succeeded' || !session.charge_reference || !session.payment_token)
        return { ok: false, errorCode: 'payment_not_confirmed' };
      const plan = await findPlan(trx, brand.id, Number(session.plan_id));
      if (!plan) return { ok: false, errorCode: 'plan_not_found' };
      const amount = Number(session.amount ?? 0);
      const symbol = session.symbol ?? plan.symbol;
      if (!(await claimIdempotencyKey(trx, `activate:${subscriptionRef}`, now)))
        return {
          ok: true,
          alreadyActive: true,
          subscriptionRef,
          planName: plan.name,
          amount: amount / 100,
          symbol,
        };

      const previous = (await listSubscriptionRows(trx, member.id)).filter((s) => Number(s.is_active) === 1);
      // An upgrade replaces the current plan at once; its unused time is not carried over.
      for (const p of previous)
        await trx
          .updateTable('subscriptions')
          .set({ is_active: 0, end_date: now, next_billing_date: null })
          .where('id', '=', p.id)
          .execute();
      const period = billingPeriodDays(plan.interval, Number(plan.interval_count));
      const trialDays = Number(plan.trial_period_days);
      const inserted = await trx
        .insertInto('subscriptions')
        .values({
          member_id: member.id,
          plan_id: Number(plan.id),
          ref_id: subscriptionRef,
          reference_number: ref('SUB'),
          subscription_provider: session.method === 'paypal' ? 'paypal' : this.provider.name,
          is_active: 1,
          is_trial: trialDays > 0 ? 1 : 0,
          billing_period_days: period,
          start_date: now,
          next_billing_date: addDays(now, trialDays > 0 ? trialDays : period),
          cancelled_at: null,
          cancel_ref_id: null,
          cancel_date: null,
          end_date: null,
          created_at: now,
          payment_failed_at: null,
          cancel_reason: null,
          price_recurring: Number(plan.price_recurring),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const txId = await insertTransaction(trx, {
        brand_id: brand.id,
        member_id: member.id,
        subscription_id: Number(inserted.id),
        kind: previous.length > 0 ? 'upgrade' : 'subscription',
        description: plan.name,
        amount,
        currency: session.currency ?? plan.currency,
        symbol,
        status: 'succeeded',
        reference: session.charge_reference,
        failure_code: null,
        created_at: now,
      });
      await insertInvoice(trx, {
        brand_id: brand.id,
        member_id: member.id,
        transaction_id: txId,
        description: plan.name,
        amount,
        currency: session.currency ?? plan.currency,
        symbol,
        status: 'paid',
        created_at: now,
      });
      await this.linkToken(trx, member.id, session.payment_token, now);
      await trx
        .updateTable('members')
        .set({
          subscription_provider: session.method === 'paypal' ? 'paypal' : this.provider.name,
          updated_at: now,
        })
        .where('id', '=', member.id)
        .execute();
      const bonus = coinBonus(Number(plan.id));
      if (bonus > 0) {
        await trx
          .updateTable('members')
          .set((eb) => ({ coins_balance: eb('coins_balance', '+', bonus) }))
          .where('id', '=', member.id)
          .execute();
        await trx
          .insertInto('wallet_activity')
          .values({ member_id: member.id, description: `${plan.name} bonus`, amount: bonus, created_at: now })
          .execute();
      }
      return {
        ok: true,
        alreadyActive: false,
        subscriptionRef,
        planName: plan.name,
        amount: amount / 100,
        symbol,
      };
    });
  }

  /** The card paid with on the hosted page becomes a payment method (preferred when none is). */
  private async linkToken(trx: DbOrTrx, memberId: number, token: string, now: string): Promise<void> {
    if (await findPaymentMethodByToken(trx, memberId, token)) return;
    const info = await this.provider.describe(trx, token);
    if (!info) return;
    const methods = await listPaymentMethods(trx, memberId);
    const id = await insertPaymentMethod(trx, {
      member_id: memberId,
      provider: info.provider,
      provider_token: info.token,
      card_brand: info.brand,
      card_first6: info.first6,
      card_last4: info.last4,
      exp_month: info.expMonth,
      exp_year: info.expYear,
      holder_name: info.provider === 'paypal' ? info.paypalEmail : info.holderName,
      is_default: 0,
      is_backup: 0,
      created_at: now,
    });
    const currentDefault = methods.find((m) => Number(m.is_default) === 1);
    // Paying with a new card makes it the preferred one; the previous preferred becomes the backup.
    await setRoles(trx, memberId, id, currentDefault ? Number(currentDefault.id) : null);
  }

  /** Cancels now; access lasts to the end of the paid period (SPEC.md 4). */
  async cancel(
    member: MemberModel,
    subscriptionId: number | null,
    reason: string | null,
  ): Promise<CancelResult> {
    const now = this.clock().toISOString();
    return this.db.transaction().execute(async (trx): Promise<CancelResult> => {
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
      const r = await trx
        .updateTable('subscriptions')
        .set({
          cancelled_at: now,
          cancel_ref_id: cancelRef,
          cancel_date: dates.cancelDate,
          end_date: dates.accessUntil,
          cancel_reason: reason ? reason.slice(0, 500) : null,
        })
        .where('id', '=', sub.id)
        .where('cancel_ref_id', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return { ok: false, errorCode: 'already_cancelled' };
      const plan = await trx
        .selectFrom('plans')
        .select('name')
        .where('id', '=', sub.plan_id)
        .executeTakeFirst();
      return {
        ok: true,
        subscriptionId: Number(sub.id),
        receipt: {
          referenceNumber: cancelRef,
          cancelDate: dates.cancelDate,
          accessUntil: dates.accessUntil,
          planName: plan?.name ?? '',
          purgeDate: dates.purgeAfter,
        },
      };
    });
  }

  /**
   * Restarts the latest cancelled membership. Inside the paid period it simply resumes; after it,
   * the preferred (then backup) method is charged for a new period. A declined charge changes nothing.
   */
  async restart(member: MemberModel, brand: Brand, subscriptionId: number | null): Promise<RestartResult> {
    const nowDate = this.clock();
    const now = nowDate.toISOString();
    try {
      return await this.db.transaction().execute(async (trx): Promise<RestartResult> => {
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
        const claimed = await trx
          .updateTable('subscriptions')
          .set({
            is_active: 1,
            cancelled_at: null,
            cancel_ref_id: null,
            cancel_date: null,
            cancel_reason: null,
            end_date: null,
            payment_failed_at: null,
            next_billing_date: stillPaid ? sub.end_date : addDays(now, Number(sub.billing_period_days)),
          })
          .where('id', '=', sub.id)
          .where('cancel_ref_id', '=', sub.cancel_ref_id)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, errorCode: 'not_cancelled' };
        if (stillPaid) return { ok: true, subscriptionRef: sub.ref_id, charged: false };
        const amount = Number(sub.price_recurring ?? plan.price_recurring);
        const charge = await this.chargeMember(trx, member.id, amount, plan.currency, nowDate);
        if (!charge.ok) throw new Rollback(charge.failureCode);
        await this.recordPaid(trx, {
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
    if (methods.length === 0) return { ok: false, reference: ref('fail'), failureCode: 'no_payment_method' };
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
    return last ?? { ok: false, reference: ref('fail'), failureCode: 'card_declined' };
  }

  private async recordPaid(
    trx: DbOrTrx,
    p: {
      brandId: string;
      memberId: number;
      subscriptionId: number;
      kind: string;
      description: string;
      amount: number;
      currency: string;
      symbol: string;
      reference: string;
      now: string;
    },
  ): Promise<void> {
    const txId = await insertTransaction(trx, {
      brand_id: p.brandId,
      member_id: p.memberId,
      subscription_id: p.subscriptionId,
      kind: p.kind,
      description: p.description,
      amount: p.amount,
      currency: p.currency,
      symbol: p.symbol,
      status: 'succeeded',
      reference: p.reference,
      failure_code: null,
      created_at: p.now,
    });
    await insertInvoice(trx, {
      brand_id: p.brandId,
      member_id: p.memberId,
      transaction_id: txId,
      description: p.description,
      amount: p.amount,
      currency: p.currency,
      symbol: p.symbol,
      status: 'paid',
      created_at: p.now,
    });
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
      const outcome = await this.db.transaction().execute(async (trx) => {
        const sub = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('id', '=', candidate.id)
          .executeTakeFirst();
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
    const member = await trx
      .selectFrom('members')
      .select(['id', 'brand_id'])
      .where('id', '=', sub.member_id)
      .executeTakeFirstOrThrow();
    const plan = await trx
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', sub.plan_id)
      .executeTakeFirstOrThrow();
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
      await trx
        .updateTable('subscriptions')
        .set({ payment_failed_at: now })
        .where('id', '=', sub.id)
        .execute();
      return 'failed';
    }
    await this.recordPaid(trx, {
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
    await trx
      .updateTable('subscriptions')
      .set({
        next_billing_date: addDays(base, Number(sub.billing_period_days)),
        is_trial: 0,
        payment_failed_at: null,
      })
      .where('id', '=', sub.id)
      .execute();
    return 'renewed';
  }

  /**
   * A member whose renewal failed and who linked a new card: retry the failed period at once.
   * Answers whether a retry ran and whether it succeeded.
   */
  async retryFailedRenewals(memberId: number): Promise<{ retried: number; succeeded: number }> {
    const nowDate = this.clock();
    const now = nowDate.toISOString();
    const failed = await this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('payment_failed_at', 'is not', null)
      .where('is_active', '=', 1)
      .where('cancel_ref_id', 'is', null)
      .execute();
    let succeeded = 0;
    for (const sub of failed) {
      const ok = await this.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('subscriptions')
          .set({ payment_failed_at: null })
          .where('id', '=', sub.id)
          .where('payment_failed_at', '=', sub.payment_failed_at)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
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
    for (const m of due) await this.db.deleteFrom('members').where('id', '=', m.id).execute();
    // Hosted-page sessions nobody paid on are worthless after their hour; keep a week for support.
    // Paid ones stay: a replayed return looks its session up to answer alreadyActive.
    await this.db
      .deleteFrom('payment_sessions')
      .where('status', 'in', ['open', 'cancelled'])
      .where('expires_at', '<', addDays(now, -7))
      .execute();
    return due;
  }

  async findByRef(memberId: number, subscriptionRef: string) {
    return findSubscriptionByRef(this.db, memberId, subscriptionRef);
  }
}
