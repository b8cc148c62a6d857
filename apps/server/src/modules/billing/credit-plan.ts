import type { PaidPurchase } from '../checkout';
import { addDays, billingPeriodDays } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import {
  type PaymentProvider,
  findPaymentMethodByToken,
  insertPaymentMethod,
  listPaymentMethods,
  setRoles,
  newPaymentMethodRow,
} from '../payment';
import { membershipIdOf } from '../subscription';
import { grantPlanBonus } from '../wallet';
import { endActiveSubscriptions, findPlan, insertSubscription, setMemberProvider } from './repo';
import { recordPaidCharge } from './paid-charge';
import { randomReference } from './reference';

/** A paid hosted-page session, as the purchase path hands it to a credit function. */
export type { PaidPurchase };

export type CreditPlanResult =
  { ok: true; description: string; symbol: string } | { ok: false; errorCode: 'plan_not_found' };

/**
 * SPEC.md 4 'Payment return' for a plan: the member's new subscription, its transaction and
 * invoice, the card as a payment method, and the plan's coin bonus (modules/wallet grantPlanBonus). Runs inside the purchase
 * path's transaction, after the member lock and the idempotency key were taken.
 *
 * A member holds at most one active subscription (migration 0010). A new plan replaces the current
 * one at once (an 'upgrade'; its unused time is not carried over); two returns activated at once
 * therefore end as if they came one after the other: the later one is the current plan, and both
 * payments are on record.
 */
export async function creditPlan(
  trx: DbOrTrx,
  provider: PaymentProvider,
  planId: number,
  p: PaidPurchase,
): Promise<CreditPlanResult> {
  const plan = await findPlan(trx, p.brandId, planId);
  if (!plan) return { ok: false, errorCode: 'plan_not_found' };
  const symbol = p.symbol ?? plan.symbol;
  const currency = p.currency ?? plan.currency;
  const providerName = p.method === 'paypal' ? 'paypal' : provider.name;
  const replaced = await endActiveSubscriptions(trx, p.memberId, p.now);
  const period = billingPeriodDays(plan.interval, Number(plan.interval_count));
  const trialDays = Number(plan.trial_period_days);
  const subscriptionId = await insertSubscription(trx, {
    member_id: p.memberId,
    plan_id: Number(plan.id),
    ref_id: p.ref,
    reference_number: randomReference('SUB'),
    subscription_provider: providerName,
    is_active: 1,
    is_trial: trialDays > 0 ? 1 : 0,
    billing_period_days: period,
    start_date: p.now,
    next_billing_date: addDays(p.now, trialDays > 0 ? trialDays : period),
    cancelled_at: null,
    cancel_ref_id: null,
    cancel_date: null,
    end_date: null,
    created_at: p.now,
    payment_failed_at: null,
    cancel_reason: null,
    price_recurring: Number(plan.price_recurring),
    brand_id: p.brandId,
  });
  await recordPaidCharge(trx, {
    brandId: p.brandId,
    memberId: p.memberId,
    subscriptionId,
    kind: replaced > 0 ? 'upgrade' : 'subscription',
    description: plan.name,
    amount: p.amountMinor,
    currency,
    symbol,
    reference: p.chargeReference,
    now: p.now,
  });
  await linkToken(trx, provider, p.memberId, p.paymentToken, p.now);
  await setMemberProvider(trx, p.memberId, providerName, p.now);
  // SPEC.md 9 'Coin bonus by membership id': a plan bought (or upgraded to) is a qualifying event.
  await grantPlanBonus(trx, {
    memberId: p.memberId,
    planId: Number(plan.id),
    membershipId: membershipIdOf(plan),
    event: { kind: 'purchase', ref: p.ref },
    ref: p.ref,
    now: p.now,
  });
  return { ok: true, description: plan.name, symbol };
}

/** The card paid with on the hosted page becomes a payment method (preferred when none is). */
async function linkToken(
  trx: DbOrTrx,
  provider: PaymentProvider,
  memberId: number,
  token: string,
  now: string,
): Promise<void> {
  if (await findPaymentMethodByToken(trx, memberId, token)) return;
  const info = await provider.describe(trx, token);
  if (!info) return;
  const methods = await listPaymentMethods(trx, memberId);
  const id = await insertPaymentMethod(trx, newPaymentMethodRow(memberId, info, now));
  const currentDefault = methods.find((m) => Number(m.is_default) === 1);
  // Paying with a new card makes it the preferred one; the previous preferred becomes the backup.
  await setRoles(trx, memberId, id, currentDefault ? Number(currentDefault.id) : null);
}
