/**
 * Giveaway reads (SQL only here). Kysely only; every function takes a db or a transaction and runs
 * one statement. A giveaway is always read through the asking brand's sweep_brands row, so another
 * brand's giveaway is simply not there.
 */
import { sql, type Selectable } from 'kysely';
import type { EntryOffer } from '@member-area/domain';
import { PREPARED, type DbOrTrx } from '../../db/kysely';
import { memberHistory } from '../../db/member-history';
import type { GiveawayEntriesTable } from '../../db/tables/account';
import type { SweepModel } from './model';

export type GiveawayEntryRow = Selectable<GiveawayEntriesTable>;

function sweepsOfBrand(db: DbOrTrx, brandId: string) {
  return db
    .selectFrom('sweeps as s')
    .innerJoin('sweep_brands as b', (j) => j.onRef('b.sweep_id', '=', 's.id').on('b.brand_id', '=', brandId))
    .select([
      's.id',
      's.name',
      's.product_name',
      's.description',
      's.prize_description',
      's.prize_kind',
      's.category',
      's.member_only',
      's.image',
      's.ref_number',
      's.tags',
      's.start_date',
      's.end_date',
      's.start_available_date',
      's.end_available_date',
      's.total_entries',
      'b.currency',
      'b.symbol',
      'b.country_code',
      'b.price_amount',
      'b.price_entries',
      'b.multiplier_amount',
      'b.multiplier_factor',
    ]);
}

type SweepRow = Awaited<ReturnType<ReturnType<typeof sweepsOfBrand>['executeTakeFirstOrThrow']>>;

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function toSweep(r: SweepRow): SweepModel {
  return {
    id: r.id,
    name: r.name,
    productName: r.product_name,
    description: r.description,
    prizeDescription: r.prize_description,
    prizeKind: r.prize_kind,
    category: r.category,
    memberOnly: Number(r.member_only) === 1,
    image: r.image,
    refNumber: r.ref_number,
    tags: parseTags(r.tags),
    startDate: r.start_date,
    endDate: r.end_date,
    startAvailableDate: r.start_available_date,
    endAvailableDate: r.end_available_date,
    ms: {
      start: Date.parse(r.start_date),
      end: Date.parse(r.end_date),
      startAvailable: Date.parse(r.start_available_date),
      endAvailable: Date.parse(r.end_available_date),
    },
    totalEntries: Number(r.total_entries),
    price: {
      currency: r.currency,
      symbol: r.symbol,
      countryCode: r.country_code,
      priceAmount: Number(r.price_amount),
      priceEntries: Number(r.price_entries),
      multiplierAmount: Number(r.multiplier_amount),
      multiplierFactor: Number(r.multiplier_factor),
    },
  };
}

/** Every giveaway the brand offers, with its price there, in the order of their entry periods. */
export async function listBrandSweeps(db: DbOrTrx, brandId: string): Promise<SweepModel[]> {
  const rows = await sweepsOfBrand(db, brandId).orderBy('s.start_date').orderBy('s.id').execute();
  return rows.map(toSweep);
}

/** One giveaway as the brand offers it, or undefined (unknown, or another brand's). */
export async function findBrandSweep(
  db: DbOrTrx,
  brandId: string,
  sweepId: string,
): Promise<SweepModel | undefined> {
  const row = await sweepsOfBrand(db, brandId).where('s.id', '=', sweepId).executeTakeFirst();
  return row ? toSweep(row) : undefined;
}

/** Which brands offer the brand's giveaways (SPEC.md 3 `brands`), or those of one giveaway. */
export async function listSweepBrandIds(
  db: DbOrTrx,
  scope: { brandId: string } | { sweepId: string },
): Promise<{ sweep_id: string; brand_id: string }[]> {
  let q = db.selectFrom('sweep_brands as all_b').select(['all_b.sweep_id', 'all_b.brand_id']);
  q =
    'brandId' in scope
      ? q.innerJoin('sweep_brands as mine', (j) =>
          j.onRef('mine.sweep_id', '=', 'all_b.sweep_id').on('mine.brand_id', '=', scope.brandId),
        )
      : q.where('all_b.sweep_id', '=', scope.sweepId);
  return q.orderBy('all_b.sweep_id').orderBy('all_b.brand_id').execute();
}

export interface MemberEntriesRow {
  sweep_id: string;
  entries: number;
  /** The once-per-member packs bought here (model.ts ONCE_PER_MEMBER_OFFERS, offerUsedKey). */
  usedOffers: EntryOffer[];
}

/** The key credit-entries.ts claims for a once-per-member pack, as SQL over a ledger row (model.ts offerUsedKey). */
const usedKeyOf = (offer: EntryOffer) =>
  sql<string>`${`offer:${offer}:`} || g.sweep_id || ${':'} || CAST(g.member_id AS TEXT)`;

/**
 * The member's entries summed per giveaway, and which once-per-member packs they bought there
 * (a pack's key is claimed with its ledger row, so it is found from the member's own rows): one
 * grouped read for a whole list of cards.
 */
export async function sumMemberEntries(db: DbOrTrx, memberId: number): Promise<MemberEntriesRow[]> {
  const rows = await db
    .selectFrom('giveaway_entries as g')
    .leftJoin('idempotency_keys as one_time', (j) =>
      j.on(sql<boolean>`one_time.key = ${usedKeyOf('one_time')}`),
    )
    .leftJoin('idempotency_keys as bonus', (j) => j.on(sql<boolean>`bonus.key = ${usedKeyOf('bonus')}`))
    .select((eb) => [
      'g.sweep_id',
      eb.fn.sum<number | string>('g.entries').as('entries'),
      eb.fn.count<number | string>('one_time.key').as('one_time'),
      eb.fn.count<number | string>('bonus.key').as('bonus'),
    ])
    .where('g.member_id', '=', memberId)
    .groupBy('g.sweep_id')
    .modifyFront(sql.raw(PREPARED))
    .execute();
  return rows.map((r) => ({
    sweep_id: r.sweep_id,
    entries: Number(r.entries),
    usedOffers: [
      ...(Number(r.one_time) > 0 ? (['one_time'] as const) : []),
      ...(Number(r.bonus) > 0 ? (['bonus'] as const) : []),
    ],
  }));
}

export interface MemberSweepRow {
  sweep_id: string;
  name: string;
  entries: number;
  kind: string;
  first_entered_at: string;
  last_entered_at: string;
}

/**
 * member.info { sweeps }: the member's entries per giveaway, latest first. Name and kind come from
 * the giveaway when it exists (entries from before the catalogue keep their own).
 */
export async function listMemberSweeps(db: DbOrTrx, memberId: number): Promise<MemberSweepRow[]> {
  const rows = await db
    .selectFrom('giveaway_entries as g')
    .leftJoin('sweeps as s', 's.id', 'g.sweep_id')
    .select((eb) => [
      'g.sweep_id',
      eb.fn.max('g.name').as('ledger_name'),
      eb.fn.max('g.kind').as('ledger_kind'),
      eb.fn.max('s.name').as('sweep_name'),
      eb.fn.max('s.category').as('category'),
      eb.fn.sum<number | string>('g.entries').as('entries'),
      eb.fn.min('g.created_at').as('first_entered_at'),
      eb.fn.max('g.created_at').as('last_entered_at'),
    ])
    .where('g.member_id', '=', memberId)
    .groupBy('g.sweep_id')
    .orderBy('last_entered_at', 'desc')
    .orderBy('g.sweep_id')
    .execute();
  return rows.map((r) => ({
    sweep_id: r.sweep_id,
    name: r.sweep_name ?? r.ledger_name,
    entries: Number(r.entries),
    kind: r.category ? (r.category === 'monthly_exclusive' ? 'monthly_exclusive' : 'entered') : r.ledger_kind,
    first_entered_at: r.first_entered_at,
    last_entered_at: r.last_entered_at,
  }));
}

/** Every entry the member holds, in every giveaway, newest first (the account's giveaways tab). */
export async function listMemberEntries(db: DbOrTrx, memberId: number): Promise<GiveawayEntryRow[]> {
  return memberHistory(db, 'giveaway_entries', memberId).execute();
}

export async function findDateOfBirth(db: DbOrTrx, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('members')
    .select('date_of_birth')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.date_of_birth ?? null;
}

/** The draw this member won in this giveaway, if any (claims). */
export async function findWinningDraw(
  db: DbOrTrx,
  sweepId: string,
  memberId: number,
): Promise<{ id: string; claimed_at: string | null } | undefined> {
  return db
    .selectFrom('draws')
    .select(['id', 'claimed_at'])
    .where('sweep_id', '=', sweepId)
    .where('status', '=', 'drawn')
    .where('winner_member_id', '=', memberId)
    .executeTakeFirst();
}

/** A giveaway's name whatever brand asks (a receipt of entries bought). */
export async function findSweepName(db: DbOrTrx, sweepId: string): Promise<string | null> {
  const row = await db.selectFrom('sweeps').select('name').where('id', '=', sweepId).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * What a card reads fresh every time of each of the brand's giveaways (or of the one `sweepId`),
 * in one statement: its pool, and the id of the latest draw the public draw pages show (opened, not
 * 'unused', not a reserve month past the giveaway's close: draw-repo listBrandDraws' rule), an index
 * lookup on draws (sweep_id, period) rather than a read of every draw. Three columns a row: a list
 * reads hundreds.
 */
export async function listBrandPools(db: DbOrTrx, brandId: string, nowIso: string, sweepId?: string) {
  let q = db
    .selectFrom('sweeps as s')
    .innerJoin('sweep_brands as b', (j) => j.onRef('b.sweep_id', '=', 's.id').on('b.brand_id', '=', brandId))
    .select((eb) => [
      's.id as sweep_id',
      's.total_entries',
      eb
        .selectFrom('draws as shown')
        .select('shown.id')
        .whereRef('shown.sweep_id', '=', 's.id')
        .where('shown.status', '<>', 'unused')
        .where('shown.opens_at', '<=', nowIso)
        .whereRef('shown.opens_at', '<=', 's.end_date')
        .orderBy('shown.period', 'desc')
        .limit(1)
        .as('shown_draw_id'),
    ]);
  if (sweepId !== undefined) q = q.where('s.id', '=', sweepId);
  // Every list (and every card) runs one of these two texts: prepared once per PostgreSQL connection (db/kysely.ts).
  return q.modifyFront(sql.raw(PREPARED)).execute();
}

export type PoolRow = Awaited<ReturnType<typeof listBrandPools>>[number];

/**
 * The draws that chose a winner among the brand's giveaways (or the one `sweepId`), oldest period
 * first, with the winning member's names: a few rows, read fresh (a claim shows at once). Never the
 * snapshot.
 */
export async function listBrandWinners(db: DbOrTrx, brandId: string, sweepId?: string) {
  let q = db
    .selectFrom('draws as d')
    .innerJoin('sweep_brands as b', (j) =>
      j.onRef('b.sweep_id', '=', 'd.sweep_id').on('b.brand_id', '=', brandId),
    )
    .leftJoin('members as m', 'm.id', 'd.winner_member_id')
    .select([
      'd.sweep_id',
      'd.id',
      'd.drawn_at',
      'd.claimed_at',
      'd.winner_member_id',
      'm.first_name',
      'm.last_name',
      'm.name',
      'm.email',
    ])
    .where('d.status', '=', 'drawn');
  if (sweepId !== undefined) q = q.where('d.sweep_id', '=', sweepId);
  return q.orderBy('d.sweep_id').orderBy('d.period').modifyFront(sql.raw(PREPARED)).execute();
}

export type WinnerRow = Awaited<ReturnType<typeof listBrandWinners>>[number];
