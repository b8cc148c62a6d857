import { createHash } from 'node:crypto';
import { isChampionMembership } from '@member-area/domain';
import type { DbOrTrx } from '../db/kysely';
import { cancellationReference } from '../modules/billing/reference';
import type { DataTranslationsTable } from '../db/schema';
import type { BrandSeed } from './brands';
import type { MenuItemSeed } from './menus';
import type { PersonaSeed, SubscriptionSeed } from './personas';
import { billingPeriodDays, planById, type OfferSeed, type PlanSeed } from './plans';
import { addDays, iso, nextRenewalAfter, resolveDate } from './time';

/**
 * The seed's writers. Configuration the seed owns (brands, their tags and menus, offers, plans) is
 * upserted by key, so editing the seed data and restarting applies the change. What members own
 * is written once: a persona is inserted only when missing, with its tags, subscriptions and
 * payment methods, and never touched again.
 */

const b = (flag: boolean): number => (flag ? 1 : 0);

/** Deterministic ids, so a re-created persona gets the same provider references. */
function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export async function upsertOffers(db: DbOrTrx, offers: readonly OfferSeed[]): Promise<void> {
  for (const offer of offers) {
    const row = { name: offer.name, media_types: JSON.stringify(offer.mediaTypes) };
    await db
      .insertInto('offers')
      .values({ id: offer.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
}

export async function upsertBrand(
  db: DbOrTrx,
  brand: BrandSeed,
  urls: { logoUrl: string; iconUrl: string },
  now: Date,
): Promise<void> {
  const row = {
    name: brand.name,
    hostname: brand.hostname,
    logo_url: urls.logoUrl,
    icon_url: urls.iconUrl,
    template: brand.template,
    accent_color: brand.accentColor,
    accent_color_exact: brand.accentColorExact,
    support_domain: brand.supportDomain,
    support_email: brand.supportEmail,
    signup_url: brand.signupUrl,
    member_area_url: brand.memberAreaUrl,
    phones: JSON.stringify(brand.phones),
    company_name: brand.companyName,
    address: brand.address.address,
    city: brand.address.city,
    state: brand.address.state,
    zip: brand.address.zip,
    country_code: brand.address.countryCode,
    media_types: JSON.stringify(brand.mediaTypes),
    billing: JSON.stringify(brand.billing),
    cdn_server: brand.cdnServer,
    cookie_policy_url: brand.cookiePolicyUrl,
    default_language: brand.defaultLanguage,
  };
  await db
    .insertInto('brands')
    .values({ id: brand.id, ...row, created_at: iso(now) })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** Adds (or re-points) the brand's hostnames. Extra hostnames an operator added are left alone. */
export async function upsertBrandHosts(db: DbOrTrx, brand: BrandSeed): Promise<void> {
  for (const host of brand.hosts) {
    const hostname = host.toLowerCase();
    await db
      .insertInto('brand_hosts')
      .values({ hostname, brand_id: brand.id })
      .onConflict((oc) => oc.column('hostname').doUpdateSet({ brand_id: brand.id }))
      .execute();
  }
}

/** Brands whose members an operator moved to another brand (migrate-brand records each move). */
export async function migratedBrandIds(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('brand_migrations').select('from_brand_id').distinct().execute();
  return rows.map((r) => r.from_brand_id);
}

/** Makes the brand's tags exactly the seed's. */
export async function replaceBrandTags(db: DbOrTrx, brand: BrandSeed): Promise<void> {
  let stale = db.deleteFrom('brand_tags').where('brand_id', '=', brand.id);
  if (brand.tags.length > 0) stale = stale.where('tag', 'not in', [...brand.tags]);
  await stale.execute();
  for (const tag of brand.tags) {
    await db
      .insertInto('brand_tags')
      .values({ brand_id: brand.id, tag })
      .onConflict((oc) => oc.columns(['brand_id', 'tag']).doNothing())
      .execute();
  }
}

/** Makes the brand's menu the seed's, keyed by item type so row ids stay stable across runs. */
export async function syncMenu(db: DbOrTrx, brandId: string, items: readonly MenuItemSeed[]): Promise<void> {
  const existing = await db
    .selectFrom('menu_items')
    .select(['id', 'type'])
    .where('brand_id', '=', brandId)
    .orderBy('id')
    .execute();
  const byType = new Map<string, number>();
  for (const row of existing) if (!byType.has(row.type)) byType.set(row.type, row.id);

  const kept = new Set<number>();
  for (const [position, item] of items.entries()) {
    const row = {
      position,
      type: item.type,
      title: item.title,
      display_area_slug: item.displayAreaSlug,
      icon: item.icon,
      color: item.color,
      background_color: item.backgroundColor,
      submenu_type: item.submenuType,
      hide_for_iphone: b(item.hideForIphone),
    };
    const id = byType.get(item.type);
    if (id === undefined) {
      await db
        .insertInto('menu_items')
        .values({ brand_id: brandId, ...row })
        .execute();
    } else {
      kept.add(id);
      await db.updateTable('menu_items').set(row).where('id', '=', id).execute();
    }
  }
  const stale = existing.map((r) => r.id).filter((id) => !kept.has(id));
  if (stale.length > 0) await db.deleteFrom('menu_items').where('id', 'in', stale).execute();
}

/**
 * Upserts the brand's plans by id (priced in the brand's billing currency) and makes each plan's
 * offers exactly the seed's. Plans are never deleted: subscriptions point at them.
 */
export async function upsertPlans(
  db: DbOrTrx,
  plans: readonly PlanSeed[],
  billing: { currency: string; symbol: string },
): Promise<void> {
  for (const plan of plans) {
    const row = {
      brand_id: plan.brandId,
      // The demo's Champion plans have their membership for id (SPEC.md 9); a console plan need not.
      membership_id: isChampionMembership(plan.id) ? plan.id : null,
      name: plan.name,
      group_name: plan.group,
      description: plan.description,
      trial_period_days: plan.trialPeriodDays,
      price_recurring: plan.priceRecurring,
      price_initial: plan.priceInitial,
      currency: billing.currency,
      symbol: billing.symbol,
      interval: plan.interval,
      interval_count: plan.intervalCount,
      is_public: b(plan.isPublic),
    };
    await db
      .insertInto('plans')
      .values({ id: plan.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();

    let stale = db.deleteFrom('plan_offers').where('plan_id', '=', plan.id);
    if (plan.offerIds.length > 0) stale = stale.where('offer_id', 'not in', [...plan.offerIds]);
    await stale.execute();
    for (const offerId of plan.offerIds) {
      await db
        .insertInto('plan_offers')
        .values({ plan_id: plan.id, offer_id: offerId })
        .onConflict((oc) => oc.columns(['plan_id', 'offer_id']).doNothing())
        .execute();
    }
  }
}

/**
 * Inserts the persona with its tags, subscriptions and payment methods, unless a member with its
 * brand and e-mail exists (then nothing is written). Returns whether it was inserted.
 */
export async function insertPersonaIfMissing(
  db: DbOrTrx,
  persona: PersonaSeed,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const createdAt = resolveDate(persona.createdAt, now);
  const inserted = await db
    .insertInto('members')
    .values({
      brand_id: persona.brandId,
      email: persona.email,
      password_hash: passwordHash,
      name: persona.name,
      first_name: persona.firstName,
      last_name: persona.lastName,
      avatar_url: null,
      timezone: persona.timezone,
      lang: persona.lang,
      provider: 'email',
      recipe: null,
      reference_number: persona.referenceNumber,
      subscription_provider: persona.subscriptionProvider,
      country_code: persona.countryCode,
      phone_number: persona.phoneNumber,
      green_points: persona.greenPoints,
      coins_balance: persona.coinsBalance,
      is_demo: b(persona.isDemo),
      is_active: b(persona.isActive),
      date_of_birth: persona.dateOfBirth,
      created_at: iso(createdAt),
      updated_at: iso(now),
    })
    .onConflict((oc) => oc.columns(['brand_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const memberId = inserted.id;

  // Server-written, stamped with the member's creation time (migration 0008 tells the tags written
  // before it by that stamp).
  for (const tag of persona.tags) {
    await db
      .insertInto('member_tags')
      .values({ member_id: memberId, tag, created_at: iso(createdAt), set_by: 'server' })
      .execute();
  }

  for (const [index, sub] of persona.subscriptions.entries()) {
    await db
      .insertInto('subscriptions')
      .values(subscriptionRow(persona, sub, index, memberId, createdAt, now))
      .execute();
  }

  for (const [index, pm] of persona.paymentMethods.entries()) {
    const seed = digest(`pm:${persona.brandId}:${persona.email}:${index}`);
    await db
      .insertInto('payment_methods')
      .values({
        member_id: memberId,
        provider: pm.provider,
        provider_token:
          pm.provider === 'paypal'
            ? `pp_sandbox_BA-${seed.slice(0, 17).toUpperCase()}`
            : `pm_sandbox_${seed.slice(0, 24)}`,
        card_brand: pm.cardBrand,
        card_first6: pm.first6,
        card_last4: pm.last4,
        exp_month: pm.expMonth,
        exp_year: pm.expYear,
        holder_name: holderName(persona),
        is_default: b(pm.isDefault),
        created_at: iso(createdAt),
      })
      .execute();
  }
  return true;
}

function holderName(persona: PersonaSeed): string | null {
  const full = [persona.firstName, persona.lastName].filter(Boolean).join(' ');
  return full || null;
}

/**
 * Dates are relative to the moment of seeding so the demo always looks current: an active
 * subscription renews at its next period boundary after now, a trial ends trialPeriodDays after
 * it started, and a cancelled one was cancelled 3 days ago and lasts to the end of its paid period.
 */
function subscriptionRow(
  persona: PersonaSeed,
  sub: SubscriptionSeed,
  index: number,
  memberId: number,
  start: Date,
  now: Date,
) {
  const plan = planById(sub.planId);
  const period = billingPeriodDays(plan);
  const key = digest(`sub:${persona.brandId}:${persona.email}:${index}:${plan.id}`);
  const base = {
    member_id: memberId,
    plan_id: plan.id,
    ref_id: `sub_${key.slice(0, 24)}`,
    reference_number: `${persona.referenceNumber}-${String(index + 1).padStart(2, '0')}`,
    subscription_provider: sub.provider,
    is_active: 1,
    is_trial: 0,
    billing_period_days: period,
    start_date: iso(start),
    next_billing_date: null as string | null,
    cancelled_at: null as string | null,
    cancel_ref_id: null as string | null,
    cancel_date: null as string | null,
    end_date: null as string | null,
    created_at: iso(start),
    brand_id: persona.brandId,
  };
  switch (sub.state) {
    case 'active':
      return { ...base, next_billing_date: iso(nextRenewalAfter(start, period, now)) };
    case 'trial':
      return { ...base, is_trial: 1, next_billing_date: iso(addDays(start, plan.trialPeriodDays)) };
    case 'cancelled': {
      const cancelledAt = new Date(Math.max(start.getTime(), addDays(now, -3).getTime()));
      return {
        ...base,
        cancelled_at: iso(cancelledAt),
        cancel_ref_id: cancellationReference(Buffer.from(key.slice(24, 34), 'hex')),
        cancel_date: iso(cancelledAt),
        end_date: iso(nextRenewalAfter(start, period, now)),
      };
    }
  }
}

/** Rows per INSERT of data_translations: 5 columns, far below both engines' parameter limits. */
const TRANSLATION_ROWS_PER_INSERT = 500;

/**
 * Makes data_translations exactly `rows` (the seed owns every row of it): delete and insert, in the
 * caller's transaction so readers never see it half-written.
 */
/**
 * Adds the seed's translations that are missing and leaves every stored one as it is: once a text is
 * in the database the console owns it (a plan renamed there keeps its name across restarts).
 */
export async function insertMissingDataTranslations(
  db: DbOrTrx,
  rows: readonly DataTranslationsTable[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += TRANSLATION_ROWS_PER_INSERT) {
    await db
      .insertInto('data_translations')
      .values(rows.slice(i, i + TRANSLATION_ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['entity', 'entity_key', 'field', 'lang']).doNothing())
      .execute();
  }
}

export async function replaceDataTranslations(
  db: DbOrTrx,
  rows: readonly DataTranslationsTable[],
): Promise<void> {
  await db.deleteFrom('data_translations').execute();
  for (let i = 0; i < rows.length; i += TRANSLATION_ROWS_PER_INSERT) {
    await db
      .insertInto('data_translations')
      .values(rows.slice(i, i + TRANSLATION_ROWS_PER_INSERT))
      .execute();
  }
}
