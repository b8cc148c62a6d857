/** The operator's writes to the giveaway catalogue (ops create-giveaway). Kysely only. */
import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { SweepBrandsTable, SweepsTable } from '../../db/tables/giveaways';

/** The highest numeric giveaway id ('1001' …), 1000 when there is none: the next one follows it. */
export async function highestSweepId(db: DbOrTrx): Promise<number> {
  const rows = await db.selectFrom('sweeps').select('id').execute();
  return rows.reduce((max, r) => (/^\d{1,9}$/.test(r.id) ? Math.max(max, Number(r.id)) : max), 1000);
}

/** The giveaway and its price on one brand; false when the id was taken meanwhile. */
export async function insertSweep(
  db: DbOrTrx,
  sweep: Insertable<SweepsTable>,
  price: Insertable<SweepBrandsTable>,
): Promise<boolean> {
  const row = await db
    .insertInto('sweeps')
    .values(sweep)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await db.insertInto('sweep_brands').values(price).execute();
  return true;
}

/** What the console lists of a giveaway on one brand: the sweep, its price there. */
function giveawaysOfBrand(db: DbOrTrx, brandId: string) {
  return db
    .selectFrom('sweeps as s')
    .innerJoin('sweep_brands as b', (j) => j.onRef('b.sweep_id', '=', 's.id').on('b.brand_id', '=', brandId))
    .select([
      's.id',
      's.name',
      's.description',
      's.prize_description',
      's.prize_kind',
      's.category',
      's.member_only',
      's.image',
      's.ref_number',
      's.start_date',
      's.end_date',
      's.total_entries',
      'b.brand_id',
      'b.currency',
      'b.symbol',
      'b.price_amount',
      'b.price_entries',
      'b.multiplier_amount',
      'b.multiplier_factor',
    ]);
}

export type AdminGiveawayRow = Awaited<
  ReturnType<ReturnType<typeof giveawaysOfBrand>['executeTakeFirstOrThrow']>
>;

/** The brand's giveaways, the newest entry period first. */
export async function listAdminGiveaways(db: DbOrTrx, brandId: string): Promise<AdminGiveawayRow[]> {
  return giveawaysOfBrand(db, brandId).orderBy('s.start_date', 'desc').orderBy('s.id', 'desc').execute();
}

/** One giveaway as the brand offers it; undefined when unknown or not offered there. */
export async function findAdminGiveaway(
  db: DbOrTrx,
  brandId: string,
  sweepId: string,
): Promise<AdminGiveawayRow | undefined> {
  return giveawaysOfBrand(db, brandId).where('s.id', '=', sweepId).executeTakeFirst();
}

/** The draws of the brand's giveaways (every month, the unused reserve ones too), without snapshots. */
export async function listAdminDraws(db: DbOrTrx, brandId: string, sweepId?: string) {
  let q = db
    .selectFrom('draws as d')
    .innerJoin('sweep_brands as b', (j) =>
      j.onRef('b.sweep_id', '=', 'd.sweep_id').on('b.brand_id', '=', brandId),
    )
    .select([
      'd.id',
      'd.sweep_id',
      'd.period',
      'd.opens_at',
      'd.closes_at',
      'd.commitment',
      'd.seed',
      'd.beacon',
      'd.status',
      'd.total',
      'd.unique_entrants',
      'd.winner_entrant',
      'd.winner_member_id',
      'd.winner_postal_id',
      'd.closed_at',
      'd.claimed_at',
      'd.drawn_at',
      'd.announced_at',
      'd.published_at',
    ]);
  if (sweepId !== undefined) q = q.where('d.sweep_id', '=', sweepId);
  return q.orderBy('d.period').execute();
}

export type AdminDrawRow = Awaited<ReturnType<typeof listAdminDraws>>[number];

/** The giveaway a draw of the brand belongs to, or undefined (unknown, or another brand's). */
export async function findBrandDrawSweep(
  db: DbOrTrx,
  brandId: string,
  drawId: string,
): Promise<{ sweep_id: string; period: string } | undefined> {
  return db
    .selectFrom('draws as d')
    .innerJoin('sweep_brands as b', (j) =>
      j.onRef('b.sweep_id', '=', 'd.sweep_id').on('b.brand_id', '=', brandId),
    )
    .select(['d.sweep_id', 'd.period'])
    .where('d.id', '=', drawId)
    .executeTakeFirst();
}

/** The brands that offer a giveaway, in id order (an operator command names none). */
export async function listGiveawayBrandIds(db: DbOrTrx, sweepId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sweep_brands')
    .select('brand_id')
    .where('sweep_id', '=', sweepId)
    .orderBy('brand_id')
    .execute();
  return rows.map((r) => r.brand_id);
}

/** A giveaway's own fields as an edit changes them (updateGiveaway). */
export async function updateSweep(
  db: DbOrTrx,
  sweepId: string,
  fields: Pick<
    Updateable<SweepsTable>,
    'name' | 'product_name' | 'description' | 'prize_description' | 'prize_kind' | 'member_only' | 'image'
  >,
): Promise<void> {
  await db.updateTable('sweeps').set(fields).where('id', '=', sweepId).execute();
}

/** A giveaway's price on one brand as an edit changes it (only while no entry was bought). */
export async function updateSweepPrice(
  db: DbOrTrx,
  sweepId: string,
  brandId: string,
  price: Pick<
    Updateable<SweepBrandsTable>,
    'price_amount' | 'price_entries' | 'multiplier_amount' | 'multiplier_factor'
  >,
): Promise<void> {
  await db
    .updateTable('sweep_brands')
    .set(price)
    .where('sweep_id', '=', sweepId)
    .where('brand_id', '=', brandId)
    .execute();
}

/** How many entries members have bought of a giveaway (purchases; not the free or postal ones). */
export async function countBoughtEntries(db: DbOrTrx, sweepId: string): Promise<number> {
  const row = await db
    .selectFrom('giveaway_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('entries'), eb.lit(0)).as('n'))
    .where('sweep_id', '=', sweepId)
    .where('source', '=', 'purchase')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the giveaway already has a postal entry under this envelope reference. */
export async function hasPostalEnvelope(db: DbOrTrx, sweepId: string, envelopeRef: string): Promise<boolean> {
  const row = await db
    .selectFrom('postal_entries')
    .select('id')
    .where('sweep_id', '=', sweepId)
    .where('envelope_ref', '=', envelopeRef)
    .executeTakeFirst();
  return row !== undefined;
}
