/**
 * The plan editor's reads and writes (issue 31 scope 6): plans, their offers, their texts in
 * data_translations (migration 0009), and the price lock of their subscribers. Kysely only.
 */
import { CHAMPION_MEMBERSHIP_IDS, DEFAULT_LANGUAGE, VPN_OFFER_NAME } from '@member-area/domain';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { hasRowLocks } from '../../db/retry';
import type { PlansTable } from '../../db/schema';
import { parseMediaTypes } from './model';

export type PlanRow = PlansTable;
export interface PlanTextRow {
  planId: number;
  lang: string;
  field: string;
  text: string;
}
export interface PlanOfferRow {
  planId: number;
  name: string;
  mediaTypes: string[];
}

const PLAN_ENTITY = 'plan';
/** The advisory lock key of new plan and offer ids (any constant no other code uses: 31, scope 6). */
const NEW_IDS_LOCK = 310_006;

/**
 * New plan and offer ids are the highest + 1: on PostgreSQL two editors' transactions queue here
 * until the first commits, instead of both taking the same id. SQLite runs one write at a time.
 */
export async function queueForNewIds(db: DbOrTrx): Promise<void> {
  if (hasRowLocks(db)) await sql`select pg_advisory_xact_lock(${NEW_IDS_LOCK})`.execute(db);
}

export async function listPlanRows(db: DbOrTrx, brandId: string): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('brand_id', '=', brandId).orderBy('id').execute();
}

export async function findPlanRow(db: DbOrTrx, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPlanBrandId(db: DbOrTrx, id: number): Promise<string | null> {
  const row = await db.selectFrom('plans').select('brand_id').where('id', '=', id).executeTakeFirst();
  return row?.brand_id ?? null;
}

/** The plans' texts in languages other than English (English is the plans row itself). */
export async function listPlanTexts(db: DbOrTrx, planIds: readonly number[]): Promise<PlanTextRow[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'lang', 'field', 'text'])
    .where('entity', '=', PLAN_ENTITY)
    .where('entity_key', 'in', planIds.map(String))
    .where('field', 'in', ['name', 'description'])
    .where('lang', '!=', DEFAULT_LANGUAGE)
    .orderBy('entity_key')
    .orderBy('lang')
    .execute();
  return rows.map((r) => ({ planId: Number(r.entity_key), lang: r.lang, field: r.field, text: r.text }));
}

export async function listPlanOffers(db: DbOrTrx, planIds: readonly number[]): Promise<PlanOfferRow[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .selectFrom('plan_offers as po')
    .innerJoin('offers as o', 'o.id', 'po.offer_id')
    .select(['po.plan_id', 'o.name', 'o.media_types'])
    .where('po.plan_id', 'in', [...planIds])
    .orderBy('po.plan_id')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({
    planId: Number(r.plan_id),
    name: r.name,
    mediaTypes: parseMediaTypes(r.media_types),
  }));
}

/** Active subscriptions per plan, for the editor to show who a change concerns. */
export async function countActiveSubscribers(
  db: DbOrTrx,
  planIds: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (planIds.length === 0) return out;
  const rows = await db
    .selectFrom('subscriptions')
    .select(['plan_id', (eb) => eb.fn.countAll().as('n')])
    .where('plan_id', 'in', [...planIds])
    .where('is_active', '=', 1)
    .groupBy('plan_id')
    .execute();
  for (const r of rows) out.set(Number(r.plan_id), Number(r.n));
  return out;
}

/** The brand's plan that gives this Champion membership, if it has one. */
export async function findBrandPlanByMembership(
  db: DbOrTrx,
  brandId: string,
  membershipId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('plans')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
}

/**
 * The id a new plan takes: after every plan id there is, and never one of the Champion ids (a plan
 * without `membership_id` has its id for membership id, which must not read as a Champion one).
 */
export async function nextPlanId(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const next = Number(row?.max ?? 0) + 1;
  const champions: readonly number[] = CHAMPION_MEMBERSHIP_IDS;
  return champions.includes(next) ? Math.max(...champions) + 1 : next;
}

export async function insertPlanRow(db: DbOrTrx, row: PlanRow): Promise<void> {
  await db.insertInto('plans').values(row).execute();
}

/** What an edit may change: never the id, brand, currency, sale state or membership. */
export type PlanRowChange = Omit<
  PlanRow,
  'id' | 'brand_id' | 'currency' | 'symbol' | 'is_public' | 'membership_id'
>;

export async function updatePlanRow(db: DbOrTrx, id: number, change: PlanRowChange): Promise<void> {
  await db.updateTable('plans').set(change).where('id', '=', id).execute();
}

export async function setPlanPublic(db: DbOrTrx, id: number, isPublic: boolean): Promise<void> {
  await db
    .updateTable('plans')
    .set({ is_public: isPublic ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Makes the plan's non-English texts exactly these (English lives on the plans row). */
export async function replacePlanTexts(
  db: DbOrTrx,
  planId: number,
  texts: readonly { lang: string; name: string; description: string }[],
): Promise<void> {
  const key = String(planId);
  await db
    .deleteFrom('data_translations')
    .where('entity', '=', PLAN_ENTITY)
    .where('entity_key', '=', key)
    .where('field', 'in', ['name', 'description'])
    .execute();
  const rows = texts.flatMap((t) => [
    { entity: PLAN_ENTITY, entity_key: key, field: 'name', lang: t.lang, text: t.name },
    ...(t.description === ''
      ? []
      : [{ entity: PLAN_ENTITY, entity_key: key, field: 'description', lang: t.lang, text: t.description }]),
  ]);
  if (rows.length > 0) await db.insertInto('data_translations').values(rows).execute();
}

/** Makes the plan's offers exactly these. */
export async function replacePlanOffers(db: DbOrTrx, planId: number, offerIds: readonly number[]) {
  await db.deleteFrom('plan_offers').where('plan_id', '=', planId).execute();
  if (offerIds.length > 0)
    await db
      .insertInto('plan_offers')
      .values(offerIds.map((offerId) => ({ plan_id: planId, offer_id: offerId })))
      .execute();
}

export async function listOffers(db: DbOrTrx): Promise<{ id: number; name: string; mediaTypes: string[] }[]> {
  const rows = await db.selectFrom('offers').selectAll().orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, mediaTypes: parseMediaTypes(r.media_types) }));
}

/** A new offer (offers are shared by every brand's plans); its id follows the highest. */
export async function insertOffer(db: DbOrTrx, name: string, mediaTypes: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const id = Number(row?.max ?? 0) + 1;
  await db
    .insertInto('offers')
    .values({ id, name, media_types: JSON.stringify(mediaTypes) })
    .execute();
  return id;
}

export function isVpnOfferName(name: string): boolean {
  return name.trim().toLowerCase() === VPN_OFFER_NAME.toLowerCase();
}

/**
 * Locks what the plan's subscribers pay: every subscription of it still without its own recurring
 * price (written before migration 0003, by the demo seed, by hand) keeps `priceMinor`, the plan's
 * price until now, so a price change reaches new subscribers only. Answers how many were locked.
 */
export async function lockSubscriberPrices(db: DbOrTrx, planId: number, priceMinor: number): Promise<number> {
  const r = await db
    .updateTable('subscriptions')
    .set({ price_recurring: priceMinor })
    .where('plan_id', '=', planId)
    .where('price_recurring', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
