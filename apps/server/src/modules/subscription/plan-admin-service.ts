/**
 * The plan editor (issue 31 scope 6), for the console and the operator commands alike: a draft is
 * checked by packages/domain's `checkPlanDraft`, and each change runs in one transaction with its
 * audit row. A change never alters what an existing subscriber pays: their recurring price is
 * locked on their subscription (migration 0031) before a plan's price changes, and a plan keeps
 * the currency it was created in. Off sale, a plan leaves members' plan lists and purchase, never
 * its subscribers.
 */
import {
  checkPlanDraft,
  DEFAULT_LANGUAGE,
  PLAN_GRANT_TYPES,
  PLAN_VPN_TYPE,
  type CheckedPlanDraft,
  type PlanDraft,
  type PlanDraftErrorCode,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { AuditService } from '../audit';
import { findBrandById, toBrand } from '../brand';
import {
  countActiveSubscribers,
  findPlanBrandId,
  findBrandPlanByMembership,
  findPlanRow,
  insertOffer,
  insertPlanRow,
  isVpnOfferName,
  listOffers,
  listPlanOffers,
  listPlanRows,
  listPlanTexts,
  lockSubscriberPrices,
  nextPlanId,
  queueForNewIds,
  replacePlanOffers,
  replacePlanTexts,
  setPlanPublic,
  updatePlanRow,
  type PlanRow,
  type PlanRowChange,
} from './plan-admin-repo';

/** A plan as the editor shows it. */
export interface AdminPlan {
  id: number;
  brandId: string;
  texts: { lang: string; name: string; description: string }[];
  group: string;
  priceInitialMinor: number;
  priceRecurringMinor: number;
  currency: string;
  symbol: string;
  trialDays: number;
  interval: string;
  intervalCount: number;
  mediaTypes: string[];
  membershipId: number | null;
  onSale: boolean;
  activeSubscribers: number;
}

/** Who changes a plan: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface PlanActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export type PlanChangeErrorCode =
  | PlanDraftErrorCode
  | 'brand_not_found'
  | 'plan_not_found'
  | 'plan_membership_taken'
  | 'plan_membership_fixed';

export type PlanChange =
  { ok: true; plan: AdminPlan } | { ok: false; errorCode: PlanChangeErrorCode; field: string | null };

/** What the audit row keeps of a plan: the editor's view without the live subscriber count. */
function auditView(plan: AdminPlan): Omit<AdminPlan, 'activeSubscribers'> {
  const { activeSubscribers: _, ...rest } = plan;
  return rest;
}

async function viewsOf(db: DbOrTrx, rows: readonly PlanRow[]): Promise<AdminPlan[]> {
  const ids = rows.map((r) => Number(r.id));
  // One after the other: inside a transaction they share one connection anyway.
  const texts = await listPlanTexts(db, ids);
  const offers = await listPlanOffers(db, ids);
  const subscribers = await countActiveSubscribers(db, ids);
  return rows.map((r) => {
    const id = Number(r.id);
    const byLang = new Map<string, { lang: string; name: string; description: string }>();
    for (const t of texts.filter((x) => x.planId === id)) {
      const entry = byLang.get(t.lang) ?? { lang: t.lang, name: '', description: '' };
      if (t.field === 'name') entry.name = t.text;
      else entry.description = t.text;
      byLang.set(t.lang, entry);
    }
    const own = offers.filter((o) => o.planId === id);
    const types = new Set(own.flatMap((o) => o.mediaTypes));
    if (own.some((o) => isVpnOfferName(o.name))) types.add(PLAN_VPN_TYPE);
    return {
      id,
      brandId: r.brand_id,
      texts: [
        { lang: DEFAULT_LANGUAGE, name: r.name, description: r.description },
        ...[...byLang.values()].filter((t) => t.name !== ''),
      ],
      group: r.group_name,
      priceInitialMinor: Number(r.price_initial),
      priceRecurringMinor: Number(r.price_recurring),
      currency: r.currency,
      symbol: r.symbol,
      trialDays: Number(r.trial_period_days),
      interval: r.interval,
      intervalCount: Number(r.interval_count),
      mediaTypes: PLAN_GRANT_TYPES.filter((t) => types.has(t)),
      membershipId: r.membership_id === null ? null : Number(r.membership_id),
      onSale: Number(r.is_public) === 1,
      activeSubscribers: subscribers.get(id) ?? 0,
    };
  });
}

/** The stored (English) text: English when given, else the brand's default language's. */
function storedText(draft: CheckedPlanDraft, defaultLanguage: string) {
  const text =
    draft.texts.find((t) => t.lang === DEFAULT_LANGUAGE) ??
    draft.texts.find((t) => t.lang === defaultLanguage);
  return { name: text?.name ?? '', description: text?.description ?? '' };
}

function rowChange(draft: CheckedPlanDraft, defaultLanguage: string): PlanRowChange {
  const text = storedText(draft, defaultLanguage);
  return {
    name: text.name,
    group_name: draft.group,
    description: text.description,
    trial_period_days: draft.trialDays,
    price_recurring: draft.priceRecurringMinor,
    price_initial: draft.priceInitialMinor,
    interval: draft.interval,
    interval_count: draft.intervalCount,
  };
}

/**
 * The offers that grant exactly these types: the VPN offer for `vpn`, and for the media types an
 * offer granting exactly them (All Access, Movies, …), made when no offer does yet.
 */
async function offersFor(trx: DbOrTrx, types: readonly string[]): Promise<number[]> {
  const offers = await listOffers(trx);
  const ids: number[] = [];
  const media = types.filter((t) => t !== PLAN_VPN_TYPE);
  if (media.length > 0) {
    const key = [...media].sort().join(',');
    const same = offers.find((o) => !isVpnOfferName(o.name) && [...o.mediaTypes].sort().join(',') === key);
    // A name members may read on their subscription: the types, capitalised, in the domain's order.
    const name = media.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join(', ');
    ids.push(same ? same.id : await insertOffer(trx, name, media));
  }
  if (types.includes(PLAN_VPN_TYPE)) {
    const vpn = offers.find((o) => isVpnOfferName(o.name));
    ids.push(vpn ? vpn.id : await insertOffer(trx, 'VPN', []));
  }
  return ids;
}

export class PlanAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(brandId: string): Promise<AdminPlan[]> {
    return viewsOf(this.db, await listPlanRows(this.db, brandId));
  }

  async get(id: number, db: DbOrTrx = this.db): Promise<AdminPlan | null> {
    const row = await findPlanRow(db, id);
    return row ? ((await viewsOf(db, [row]))[0] ?? null) : null;
  }

  /** The brand a plan belongs to, for the guard; null for an unknown plan. */
  brandOfPlan(id: number): Promise<string | null> {
    return findPlanBrandId(this.db, id);
  }

  /** The brand's default language (a plan must be named in it), or null for an unknown brand. */
  async defaultLanguageOf(brandId: string): Promise<string | null> {
    return (await this.brand(brandId))?.defaultLanguage ?? null;
  }

  private async brand(brandId: string) {
    const row = await findBrandById(this.db, brandId);
    return row ? toBrand(row, []) : null;
  }

  async create(actor: PlanActor, brandId: string, input: PlanDraft): Promise<PlanChange> {
    const brand = await this.brand(brandId);
    if (!brand) return { ok: false, errorCode: 'brand_not_found', field: 'brandId' };
    const checked = checkPlanDraft(input, brand.defaultLanguage);
    if (!checked.ok) return checked;
    const draft = checked.draft;
    return inTransaction(this.db, async (trx): Promise<PlanChange> => {
      await queueForNewIds(trx);
      // One plan per Champion membership on a brand (queueForNewIds serialises two creations).
      if (draft.membershipId !== null && (await findBrandPlanByMembership(trx, brand.id, draft.membershipId)))
        return { ok: false, errorCode: 'plan_membership_taken', field: 'membershipId' };
      const id = await nextPlanId(trx);
      await insertPlanRow(trx, {
        id,
        brand_id: brand.id,
        membership_id: draft.membershipId,
        ...rowChange(draft, brand.defaultLanguage),
        currency: brand.billing.currency ?? 'USD',
        symbol: brand.billing.symbol ?? '$',
        is_public: 1,
      });
      await this.writeTextsAndOffers(trx, id, draft);
      const plan = await this.get(id, trx);
      if (!plan) throw new Error(`plan ${id} vanished inside its own transaction`);
      await this.audit.record(trx, {
        ...actor,
        brandId: brand.id,
        action: 'plan.create',
        target: `plan:${id}`,
        before: null,
        after: auditView(plan),
      });
      return { ok: true, plan };
    });
  }

  async update(actor: PlanActor, id: number, input: PlanDraft): Promise<PlanChange> {
    const brandId = await this.brandOfPlan(id);
    if (brandId === null) return { ok: false, errorCode: 'plan_not_found', field: null };
    const brand = await this.brand(brandId);
    if (!brand) return { ok: false, errorCode: 'brand_not_found', field: null };
    const checked = checkPlanDraft(input, brand.defaultLanguage);
    if (!checked.ok) return checked;
    const draft = checked.draft;
    return inTransaction(this.db, async (trx): Promise<PlanChange> => {
      await queueForNewIds(trx); // the media types may need a new offer
      // Read under the transaction: the audit's "before", and the price subscribers bought at.
      const before = await this.get(id, trx);
      if (!before) return { ok: false, errorCode: 'plan_not_found', field: null };
      if (draft.membershipId !== before.membershipId)
        return { ok: false, errorCode: 'plan_membership_fixed', field: 'membershipId' };
      await lockSubscriberPrices(trx, id, before.priceRecurringMinor);
      await updatePlanRow(trx, id, rowChange(draft, brand.defaultLanguage));
      await this.writeTextsAndOffers(trx, id, draft);
      const plan = await this.get(id, trx);
      if (!plan) throw new Error(`plan ${id} vanished inside its own transaction`);
      await this.audit.record(trx, {
        ...actor,
        brandId: plan.brandId,
        action: 'plan.update',
        target: `plan:${id}`,
        before: auditView(before),
        after: auditView(plan),
      });
      return { ok: true, plan };
    });
  }

  async setOnSale(actor: PlanActor, id: number, onSale: boolean): Promise<PlanChange> {
    return inTransaction(this.db, async (trx): Promise<PlanChange> => {
      const before = await this.get(id, trx);
      if (!before) return { ok: false, errorCode: 'plan_not_found', field: null };
      // Already so: nothing changes, so nothing is recorded.
      if (before.onSale === onSale) return { ok: true, plan: before };
      await setPlanPublic(trx, id, onSale);
      await this.audit.record(trx, {
        ...actor,
        brandId: before.brandId,
        action: 'plan.sale',
        target: `plan:${id}`,
        before: { onSale: before.onSale },
        after: { onSale },
      });
      return { ok: true, plan: { ...before, onSale } };
    });
  }

  private async writeTextsAndOffers(trx: DbOrTrx, id: number, draft: CheckedPlanDraft): Promise<void> {
    await replacePlanTexts(
      trx,
      id,
      draft.texts.filter((t) => t.lang !== DEFAULT_LANGUAGE),
    );
    await replacePlanOffers(trx, id, await offersFor(trx, draft.mediaTypes));
  }
}
