import { toMajorUnits, type LanguageCode } from '@member-area/domain';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { translatedText, type TranslationKey } from '../catalogue';
import {
  membershipIdOf,
  parseMediaTypes,
  type OfferModel,
  type PlanModel,
  type SubscriptionModel,
} from './model';

/**
 * The offers each of the member's subscriptions grants, by subscription id: its plan's offers, then
 * the add-ons the cross-industry upsell (modules/crosssell, migration 0022) put on it, which grant
 * like the plan's own for as long as the subscription lasts. One statement (none without subscriptions).
 */
async function offersBySubscription(
  db: DbOrTrx,
  subscriptionIds: number[],
): Promise<Map<number, OfferModel[]>> {
  const bySub = new Map<number, OfferModel[]>();
  if (subscriptionIds.length === 0) return bySub;
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('plan_offers as po', 'po.plan_id', 's.plan_id')
    .innerJoin('offers as o', 'o.id', 'po.offer_id')
    .select([
      's.id as subscription_id',
      sql.lit(0).as('addon'),
      'o.id as offer_id',
      'o.name',
      'o.media_types',
    ])
    .where('s.id', 'in', subscriptionIds)
    // A subquery of the expression builder, not of `db`: one statement for the query counters too.
    .unionAll((eb) =>
      eb
        .selectFrom('subscription_addons as sa')
        .innerJoin('offers as o', 'o.id', 'sa.offer_id')
        .select(['sa.subscription_id', sql.lit(1).as('addon'), 'o.id as offer_id', 'o.name', 'o.media_types'])
        .where('sa.subscription_id', 'in', subscriptionIds),
    )
    .orderBy('subscription_id')
    .orderBy('addon')
    .orderBy('offer_id')
    .execute();
  for (const r of rows) {
    const list = bySub.get(Number(r.subscription_id)) ?? [];
    list.push({ id: Number(r.offer_id), name: r.name, mediaTypes: parseMediaTypes(r.media_types) });
    bySub.set(Number(r.subscription_id), list);
  }
  return bySub;
}

export async function listMemberSubscriptions(db: DbOrTrx, memberId: number): Promise<SubscriptionModel[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .selectAll('subscriptions')
    .select([
      'plans.name as plan_name',
      'plans.price_recurring as plan_price_recurring',
      'plans.currency as plan_currency',
      'plans.symbol as plan_symbol',
      'plans.membership_id as plan_membership_id',
    ])
    .where('subscriptions.member_id', '=', memberId)
    .orderBy('subscriptions.id')
    .execute();
  const offers = await offersBySubscription(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    planId: Number(r.plan_id),
    membershipId: membershipIdOf({ id: r.plan_id, membership_id: r.plan_membership_id }),
    planName: r.plan_name,
    refId: r.ref_id,
    referenceNumber: r.reference_number,
    subscriptionProvider: r.subscription_provider,
    isActive: Number(r.is_active) === 1,
    isTrial: Number(r.is_trial) === 1,
    billingPeriodDays: Number(r.billing_period_days),
    startDate: r.start_date,
    nextBillingDate: r.next_billing_date,
    cancelledAt: r.cancelled_at,
    cancelRefId: r.cancel_ref_id,
    cancelDate: r.cancel_date,
    endDate: r.end_date,
    priceRecurringMinor: r.price_recurring === null ? null : Number(r.price_recurring),
    paymentFailedAt: r.payment_failed_at,
    plan: {
      priceRecurringMinor: Number(r.plan_price_recurring),
      currency: r.plan_currency,
      symbol: r.plan_symbol,
    },
    offers: offers.get(Number(r.id)) ?? [],
  }));
}

const PLAN: TranslationKey = { entity: 'plan', column: 'plans.id', numeric: true };

/**
 * The brand's plans on sale, with name and description in `lang`. Subscriptions keep the stored
 * (English) plan name: rules match it (VPN Platinum, SPEC.md 4), so only what is shown is translated.
 */
export async function listPublicPlans(
  db: DbOrTrx,
  brandId: string,
  lang: LanguageCode,
): Promise<PlanModel[]> {
  const rows = await db
    .selectFrom('plans')
    .select([
      'id',
      translatedText(PLAN, 'name', lang, 'plans.name').as('name'),
      'group_name',
      translatedText(PLAN, 'description', lang, 'plans.description').as('description'),
      'trial_period_days',
      'price_recurring',
      'price_initial',
      'currency',
      'symbol',
      'interval',
      'interval_count',
    ])
    .where('brand_id', '=', brandId)
    .where('is_public', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((p) => ({
    id: Number(p.id),
    name: p.name,
    group: p.group_name,
    description: p.description,
    trialPeriod: Number(p.trial_period_days),
    priceRecurring: toMajorUnits(p.price_recurring, p.currency),
    priceInitial: toMajorUnits(p.price_initial, p.currency),
    currency: p.currency,
    symbol: p.symbol,
    recurring: { interval: p.interval, interval_count: Number(p.interval_count) },
  }));
}

/** A plan's name as the member reads it (`lang`, else the stored English name); null for an unknown id. */
export async function findPlanName(db: DbOrTrx, planId: number, lang: LanguageCode): Promise<string | null> {
  const row = await db
    .selectFrom('plans')
    .select(translatedText(PLAN, 'name', lang, 'plans.name').as('name'))
    .where('id', '=', planId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The member's active subscription id (one at most, migration 0010), or null. */
export async function findActiveSubscriptionId(db: DbOrTrx, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Whether the member holds an active subscription (SPEC.md 4 "Subscription state"). */
export async function hasActiveSubscription(db: DbOrTrx, memberId: number): Promise<boolean> {
  return (await findActiveSubscriptionId(db, memberId)) !== null;
}
