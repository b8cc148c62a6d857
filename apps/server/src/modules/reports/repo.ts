/**
 * The dashboards' reads (docs/console.md "Dashboards"). A report reads across the tables other
 * modules own (subscriptions and plans, billing_transactions, giveaway_entries, orders,
 * media_progress): docs/modules.md keeps a module to another's `index.ts` for code, not for reading
 * rows, and a report is a read of many modules at once, so its aggregates live here, read-only,
 * one statement each. Every read is scoped to `brandIds` (never empty: the service answers nothing
 * for no brand; `'all'` when they are every brand, which spares the reads that reach a brand through
 * the member their check) and to a range of ISO instants, `[startIso, endIso)`, or of UTC days. Migration 0045 holds the
 * indexes their plans use (bench/reports.bench.ts measures them).
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { Database } from '../../db/schema';

type Subs = ExpressionBuilder<Database, 'subscriptions'>;

/** The brands a read counts: some, or every brand (no check needed). */
export type BrandScope = readonly string[] | 'all';

/** The members of the brands, for `member_id in (…)`. */
const membersOf = (db: DbOrTrx, brandIds: readonly string[]) =>
  db.selectFrom('members').select('members.id').where('members.brand_id', 'in', brandIds);

/** A subscription that ran at `at`: started by then, and not ended (or still active with no end). */
function runningAt(eb: Subs, at: string) {
  return eb.and([
    eb('subscriptions.start_date', '<=', at),
    eb.or([
      eb('subscriptions.end_date', '>', at),
      eb.and([eb('subscriptions.end_date', 'is', null), eb('subscriptions.is_active', '=', 1)]),
    ]),
  ]);
}

/**
 * The brands' subscriptions, by their own `brand_id` (their member's, migration 0047): read from
 * subscriptions_report_idx alone, which holds every column the two reads below use, rather than
 * joining the brands' members (docs/adr/0014-dashboard-member-counts-and-plays.md).
 */
function brandSubscriptions(db: DbOrTrx, brandIds: BrandScope) {
  return db
    .selectFrom('subscriptions')
    .$if(brandIds !== 'all', (q) => q.where('subscriptions.brand_id', 'in', brandIds as readonly string[]));
}

export interface MemberCounts {
  /** Members with a running subscription past its trial at `atEnd`. */
  active: number;
  /** Members on a trial at `atEnd`. */
  trials: number;
  /** Subscriptions running at `atStart` (churn's denominator). */
  activeAtStart: number;
  /** Subscriptions cancelled in `[atStart, endIso)`. */
  cancellations: number;
}

/** The members' figures of the range, in one pass over the brands' subscriptions. */
export async function memberCounts(
  db: DbOrTrx,
  brandIds: BrandScope,
  range: { atStart: string; atEnd: string; endIso: string },
): Promise<MemberCounts> {
  const row = await brandSubscriptions(db, brandIds)
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([runningAt(w, range.atEnd), w('subscriptions.is_trial', '=', 0)]))
        .as('active'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([runningAt(w, range.atEnd), w('subscriptions.is_trial', '=', 1)]))
        .as('trials'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => runningAt(w, range.atStart))
        .as('activeAtStart'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.and([
            w('subscriptions.cancelled_at', '>=', range.atStart),
            w('subscriptions.cancelled_at', '<', range.endIso),
          ]),
        )
        .as('cancellations'),
    ])
    .executeTakeFirstOrThrow();
  return {
    active: Number(row.active),
    trials: Number(row.trials),
    activeAtStart: Number(row.activeAtStart),
    cancellations: Number(row.cancellations),
  };
}

export interface RecurringRow {
  currency: string;
  interval: string;
  intervalCount: number;
  amountMinor: number;
}

/**
 * The recurring prices of the subscriptions past their trial running at `at`, summed per currency
 * and billing interval (the price each was bought at, else its plan's).
 */
export async function recurringTotals(
  db: DbOrTrx,
  brandIds: BrandScope,
  at: string,
): Promise<RecurringRow[]> {
  // Summed per plan from the index first (the prices of their own, and how many use the plan's),
  // then the few plans joined: no join per subscription.
  const rows = await db
    .selectFrom(() =>
      brandSubscriptions(db, brandIds)
        .where((eb) => eb.and([runningAt(eb, at), eb('subscriptions.is_trial', '=', 0)]))
        .select((eb) => [
          'subscriptions.plan_id',
          eb.fn.sum<number>('subscriptions.price_recurring').as('own'),
          eb.fn.countAll<number>().filterWhere('subscriptions.price_recurring', 'is', null).as('bare'),
        ])
        .groupBy('subscriptions.plan_id')
        .as('per_plan'),
    )
    .innerJoin('plans', 'plans.id', 'per_plan.plan_id')
    .select((eb) => [
      'plans.currency',
      'plans.interval',
      'plans.interval_count',
      eb.fn
        .sum<number>(
          sql<number>`coalesce(${sql.ref('per_plan.own')}, 0) + ${sql.ref('per_plan.bare')} * ${sql.ref('plans.price_recurring')}`,
        )
        .as('amount'),
    ])
    .groupBy(['plans.currency', 'plans.interval', 'plans.interval_count'])
    .execute();
  return rows.map((r) => ({
    currency: r.currency,
    interval: r.interval,
    intervalCount: Number(r.interval_count),
    amountMinor: Number(r.amount),
  }));
}

export interface RevenueRow {
  day: string;
  kind: string;
  currency: string;
  amountMinor: number;
}

/** The UTC day of an ISO instant: the expression migration 0045's indexes hold, written alike. */
const dayOf = (column: 'created_at' | 'ge.created_at') => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/**
 * The brands' succeeded payments of the UTC days `fromDay`…`toDay`, summed per brand, day, kind and
 * currency (the order of billing_transactions_report_idx, so nothing is sorted; the service adds
 * the brands together). Always by brand, even for every brand: the index leads with it.
 */
export async function revenueByDay(
  db: DbOrTrx,
  brandIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<RevenueRow[]> {
  const rows = await db
    .selectFrom('billing_transactions')
    .where('brand_id', 'in', brandIds)
    .where(dayOf('created_at'), '>=', fromDay)
    .where(dayOf('created_at'), '<=', toDay)
    .where('status', '=', 'succeeded')
    .select((eb) => [
      'brand_id',
      dayOf('created_at').as('day'),
      'kind',
      'currency',
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .groupBy(['brand_id', dayOf('created_at'), 'kind', 'currency'])
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind, currency: r.currency, amountMinor: Number(r.amount) }));
}

/**
 * The giveaway entries the brands' members received on the UTC days `fromDay`…`toDay` (bought,
 * monthly, granted), per day: read in the day order of giveaway_entries_report_idx, each entry's
 * member looked up for its brand (every brand: no lookup).
 */
export async function entriesByDay(
  db: DbOrTrx,
  brandIds: BrandScope,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; entries: number }[]> {
  const rows = await db
    .selectFrom('giveaway_entries as ge')
    .$if(brandIds !== 'all', (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('members')
            .select('members.id')
            .whereRef('members.id', '=', 'ge.member_id')
            .where('members.brand_id', 'in', brandIds as readonly string[]),
        ),
      ),
    )
    .where(dayOf('ge.created_at'), '>=', fromDay)
    .where(dayOf('ge.created_at'), '<=', toDay)
    .select((eb) => [dayOf('ge.created_at').as('day'), eb.fn.sum<number>('ge.entries').as('entries')])
    .groupBy(dayOf('ge.created_at'))
    .execute();
  return rows.map((r) => ({ day: r.day, entries: Number(r.entries) }));
}

/** The brands' paid orders, waiting to ship (now, whatever the range). */
export async function ordersWaiting(db: DbOrTrx, brandIds: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('brand_id', 'in', brandIds)
    .where('status', '=', 'paid')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface PlayedTitle {
  mediaId: number;
  title: string;
  mediaType: string;
  players: number;
}

/**
 * The titles the most members of the brands played in the range (their progress saved then), most
 * first, then by id; at most `limit`. Counted first, named after: only the `limit` titles are read.
 */
export async function mostPlayedTitles(
  db: DbOrTrx,
  brandIds: BrandScope,
  startIso: string,
  endIso: string,
  limit: number,
): Promise<PlayedTitle[]> {
  const rows = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('media_progress as mp')
        .$if(brandIds !== 'all', (q) =>
          q.where('mp.member_id', 'in', membersOf(db, brandIds as readonly string[])),
        )
        .where('mp.updated_at', '>=', startIso)
        .where('mp.updated_at', '<', endIso)
        .select((eb) => ['mp.media_id', eb.fn.countAll<number>().as('players')])
        .groupBy('mp.media_id')
        .orderBy('players', 'desc')
        .orderBy('mp.media_id')
        .limit(limit)
        .as('played'),
    )
    .innerJoin('media_items as mi', 'mi.id', 'played.media_id')
    .select(['played.media_id', 'played.players', 'mi.title', 'mi.media_type'])
    .orderBy('played.players', 'desc')
    .orderBy('played.media_id')
    .execute();
  return rows.map((r) => ({
    mediaId: Number(r.media_id),
    title: r.title,
    mediaType: r.media_type,
    players: Number(r.players),
  }));
}

/**
 * What the progress saved since the last rolled-up day (`sinceIso`, the start of the day after it)
 * changes in the rolled-up players per title: +1 for each member whose save falls in the live part
 * of the range (`[liveStartIso, endIso)`; none when the range ends on a rolled-up day), −1 for each
 * member the rollups counted on a day of `rolled` (report_plays) whose progress has been saved again
 * since: counted once, where their last save is (docs/adr/0014-dashboard-member-counts-and-plays.md).
 * Reads only the progress saved since the last rollup (media_progress_recent_idx), each row's
 * report_plays row by its key. Every title touched (zero or less included), for the service to add.
 */
export async function playersSinceRollup(
  db: DbOrTrx,
  brandIds: BrandScope,
  range: {
    sinceIso: string;
    rolled: { from: string; to: string };
    liveStartIso: string | null;
    endIso: string;
  },
): Promise<{ mediaId: number; players: number }[]> {
  const { liveStartIso, endIso, rolled } = range;
  const rows = await db
    .selectFrom('media_progress as mp')
    .leftJoin('report_plays as rp', (j) =>
      j.onRef('rp.member_id', '=', 'mp.member_id').onRef('rp.media_id', '=', 'mp.media_id'),
    )
    // Each row's member checked for the brand (not the brand's members listed: SQLite would then
    // look up every one of them, 90,000 at the bench's size, for the few saves of a day).
    .$if(brandIds !== 'all', (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('members')
            .select('members.id')
            .whereRef('members.id', '=', 'mp.member_id')
            .where('members.brand_id', 'in', brandIds as readonly string[]),
        ),
      ),
    )
    .where('mp.updated_at', '>=', range.sinceIso)
    .select((eb) => [
      'mp.media_id',
      (liveStartIso
        ? eb.fn
            .countAll<number>()
            .filterWhere((w) =>
              w.and([w('mp.updated_at', '>=', liveStartIso), w('mp.updated_at', '<', endIso)]),
            )
        : sql<number>`0`
      ).as('live'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w('rp.day', '>=', rolled.from), w('rp.day', '<=', rolled.to)]))
        .as('moved'),
    ])
    .groupBy('mp.media_id')
    .execute();
  return rows.map((r) => ({ mediaId: Number(r.media_id), players: Number(r.live) - Number(r.moved) }));
}

/** The titles' names and types, by id. */
export async function titlesByIds(
  db: DbOrTrx,
  ids: readonly number[],
): Promise<{ id: number; title: string; mediaType: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('media_items')
    .where('id', 'in', ids)
    .select(['id', 'title', 'media_type'])
    .execute();
  return rows.map((r) => ({ id: Number(r.id), title: r.title, mediaType: r.media_type }));
}

/** Every brand's id, by id: the cross-brand dashboard narrows them to the staff member's scope. */
export async function allBrandIds(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('brands').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}
