/**
 * The dashboards' daily rollups (migration 0046, docs/adr/0013-dashboard-daily-rollups.md): the
 * figures of closed UTC days per brand, written by the rollup job (rollup.ts) from the very
 * aggregates repo.ts reads live, and read back for the closed part of a range. One statement each.
 */
import { sql } from 'kysely';
import { addReportDays } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';

const DONE_BRAND = '';

/** The last day rolled up (every day up to it has its `done` row, the job filling them in order); null: none. */
export async function rolledThrough(db: DbOrTrx): Promise<string | null> {
  const row = await db
    .selectFrom('report_daily')
    .where('brand_id', '=', DONE_BRAND)
    .where('metric', '=', 'done')
    .select((eb) => eb.fn.max('day').as('day'))
    .executeTakeFirst();
  return (row?.day as string | null | undefined) ?? null;
}

/** The first UTC day with a payment, an entry or progress: where a first rollup starts. */
export async function firstActivityDay(db: DbOrTrx): Promise<string | null> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('billing_transactions')
        .select((s) => s.fn.min('created_at').as('t'))
        .as('payments'),
      eb
        .selectFrom('giveaway_entries')
        .select((s) => s.fn.min('created_at').as('t'))
        .as('entries'),
      eb
        .selectFrom('media_progress')
        .select((s) => s.fn.min('updated_at').as('t'))
        .as('plays'),
    ])
    .executeTakeFirstOrThrow();
  const firsts = [row.payments, row.entries, row.plays].filter((t): t is string => typeof t === 'string');
  return firsts.length ? firsts.sort()[0]!.slice(0, 10) : null;
}

/** Forgets the daily rollups of the days `fromDay`…`toDay` (every metric, `done` too), before recomputing them. */
export async function deleteRollups(db: DbOrTrx, fromDay: string, toDay: string): Promise<void> {
  await db
    .deleteFrom('report_daily')
    .where('metric', '!=', 'plays_month')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}

/** Forgets the monthly plays of the months `fromMonth`…`toMonth` (`YYYY-MM`). */
export async function deleteMonthPlays(db: DbOrTrx, fromMonth: string, toMonth: string): Promise<void> {
  await db
    .deleteFrom('report_daily')
    .where('metric', '=', 'plays_month')
    .where('day', '>=', fromMonth)
    .where('day', '<=', toMonth)
    .execute();
}

/** The monthly plays of the months `fromMonth`…`toMonth`, summed from their daily rows. */
export async function insertMonthPlays(db: DbOrTrx, fromMonth: string, toMonth: string): Promise<void> {
  const month = sql<string>`substr(${sql.ref('day')}, 1, 7)`;
  await db
    .insertInto('report_daily')
    .columns(['brand_id', 'day', 'metric', 'currency', 'key', 'value'])
    .expression(
      db
        .selectFrom('report_daily')
        .where('metric', '=', 'plays')
        .where('day', '>=', `${fromMonth}-01`)
        .where('day', '<=', `${toMonth}-31`)
        .select((eb) => [
          'brand_id',
          month.as('day'),
          sql.lit('plays_month').as('metric'),
          sql.lit('').as('currency'),
          'key',
          eb.fn.sum<number>('value').as('value'),
        ])
        .groupBy(['brand_id', month, 'key']),
    )
    .execute();
}

const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Succeeded payments per brand, day, kind and currency (repo.revenueByDay's sums). */
export async function insertRevenueRollups(db: DbOrTrx, fromDay: string, toDay: string): Promise<void> {
  await db
    .insertInto('report_daily')
    .columns(['brand_id', 'day', 'metric', 'currency', 'key', 'value'])
    .expression(
      db
        .selectFrom('billing_transactions as bt')
        .where('bt.status', '=', 'succeeded')
        .where(dayOf('bt.created_at'), '>=', fromDay)
        .where(dayOf('bt.created_at'), '<=', toDay)
        .select((eb) => [
          'bt.brand_id',
          dayOf('bt.created_at').as('day'),
          sql.lit('revenue').as('metric'),
          'bt.currency',
          'bt.kind',
          eb.fn.sum<number>('bt.amount').as('value'),
        ])
        .groupBy(['bt.brand_id', dayOf('bt.created_at'), 'bt.currency', 'bt.kind']),
    )
    .execute();
}

/** Giveaway entries received per brand (their member's) and day (repo.entriesByDay's sums). */
export async function insertEntryRollups(db: DbOrTrx, fromDay: string, toDay: string): Promise<void> {
  await db
    .insertInto('report_daily')
    .columns(['brand_id', 'day', 'metric', 'currency', 'key', 'value'])
    .expression(
      db
        .selectFrom('giveaway_entries as ge')
        .innerJoin('members as m', 'm.id', 'ge.member_id')
        .where(dayOf('ge.created_at'), '>=', fromDay)
        .where(dayOf('ge.created_at'), '<=', toDay)
        .select((eb) => [
          'm.brand_id',
          dayOf('ge.created_at').as('day'),
          sql.lit('entries').as('metric'),
          sql.lit('').as('currency'),
          sql.lit('').as('key'),
          eb.fn.sum<number>('ge.entries').as('value'),
        ])
        .groupBy(['m.brand_id', dayOf('ge.created_at')]),
    )
    .execute();
}

/**
 * The days other than `fromDay`…`toDay` on which the members whose progress was saved in those days
 * were last counted (report_plays): their plays there are recomputed, the members gone to the new day.
 */
export async function movedPlayDays(db: DbOrTrx, fromDay: string, toDay: string): Promise<string[]> {
  const rows = await db
    .selectFrom('media_progress as mp')
    .innerJoin('report_plays as rp', (j) =>
      j.onRef('rp.member_id', '=', 'mp.member_id').onRef('rp.media_id', '=', 'mp.media_id'),
    )
    .where('mp.updated_at', '>=', `${fromDay}T00:00:00.000Z`)
    .where('mp.updated_at', '<', `${addReportDays(toDay, 1)}T00:00:00.000Z`)
    .where((eb) => eb.or([eb('rp.day', '<', fromDay), eb('rp.day', '>', toDay)]))
    .select('rp.day')
    .distinct()
    .execute();
  return rows.map((r) => r.day);
}

/**
 * Records the day each member's progress on a title saved in `fromDay`…`toDay` is counted on: its
 * save's day, replacing the day it was counted on before (one row per member and title, as the
 * progress itself).
 */
export async function upsertPlayDays(db: DbOrTrx, fromDay: string, toDay: string): Promise<void> {
  await db
    .insertInto('report_plays')
    .columns(['member_id', 'media_id', 'day'])
    .expression(
      db
        .selectFrom('media_progress as mp')
        .where('mp.updated_at', '>=', `${fromDay}T00:00:00.000Z`)
        .where('mp.updated_at', '<', `${addReportDays(toDay, 1)}T00:00:00.000Z`)
        .select(['mp.member_id', 'mp.media_id', dayOf('mp.updated_at').as('day')]),
    )
    .onConflict((oc) =>
      oc.columns(['member_id', 'media_id']).doUpdateSet({ day: (eb) => eb.ref('excluded.day') }),
    )
    .execute();
}

/** Forgets the daily plays of `days` (the days members moved away from), before counting them again. */
export async function deletePlayRollups(db: DbOrTrx, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await db.deleteFrom('report_daily').where('metric', '=', 'plays').where('day', 'in', days).execute();
}

/**
 * The members counted per brand (their member's), day and title, from report_plays: of the days
 * `fromDay`…`toDay` and of `moreDays`. Each member and title counts on one day only.
 */
export async function insertPlayRollups(
  db: DbOrTrx,
  fromDay: string,
  toDay: string,
  moreDays: readonly string[] = [],
): Promise<void> {
  await db
    .insertInto('report_daily')
    .columns(['brand_id', 'day', 'metric', 'currency', 'key', 'value'])
    .expression(
      db
        .selectFrom('report_plays as rp')
        .innerJoin('members as m', 'm.id', 'rp.member_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('rp.day', '>=', fromDay), eb('rp.day', '<=', toDay)]),
            ...(moreDays.length ? [eb('rp.day', 'in', moreDays)] : []),
          ]),
        )
        .select((eb) => [
          'm.brand_id',
          'rp.day',
          sql.lit('plays').as('metric'),
          sql.lit('').as('currency'),
          sql<string>`cast(${sql.ref('rp.media_id')} as text)`.as('key'),
          eb.fn.countAll<number>().as('value'),
        ])
        .groupBy(['m.brand_id', 'rp.day', 'rp.media_id']),
    )
    .execute();
}

/** Marks the days rolled up: the reads trust the rollups up to the last of them. */
export async function insertDoneRows(db: DbOrTrx, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insertInto('report_daily')
    .values(
      days.map((day) => ({ brand_id: DONE_BRAND, day, metric: 'done', currency: '', key: '', value: 1 })),
    )
    .execute();
}

/** Every rollup row of the days, in key order (the idempotence test compares two runs). */
export async function rollupRows(db: DbOrTrx, fromDay: string, toDay: string) {
  return db
    .selectFrom('report_daily')
    .selectAll()
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .orderBy(['brand_id', 'metric', 'day', 'currency', 'key'])
    .execute();
}

/** The rolled-up payments of the brands over `fromDay`…`toDay`, as repo.revenueByDay's rows. */
export async function rolledRevenue(
  db: DbOrTrx,
  brandIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<{ day: string; kind: string; currency: string; amountMinor: number }[]> {
  const rows = await db
    .selectFrom('report_daily')
    .where('brand_id', 'in', brandIds)
    .where('metric', '=', 'revenue')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .select(['day', 'key', 'currency', 'value'])
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.key, currency: r.currency, amountMinor: Number(r.value) }));
}

/** The rolled-up entries of the brands per day over `fromDay`…`toDay`. */
export async function rolledEntries(
  db: DbOrTrx,
  brandIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<{ day: string; entries: number }[]> {
  const rows = await db
    .selectFrom('report_daily')
    .where('brand_id', 'in', brandIds)
    .where('metric', '=', 'entries')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .select((eb) => ['day', eb.fn.sum<number>('value').as('value')])
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, entries: Number(r.value) }));
}

/** The rolled-up players per title of the brands over `fromDay`…`toDay` (every title played). */
export async function rolledPlays(
  db: DbOrTrx,
  brandIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<{ mediaId: number; players: number }[]> {
  const rows = await db
    .selectFrom('report_daily')
    .where('brand_id', 'in', brandIds)
    .where('metric', '=', 'plays')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .select((eb) => ['key', eb.fn.sum<number>('value').as('value')])
    .groupBy('key')
    .execute();
  return rows.map((r) => ({ mediaId: Number(r.key), players: Number(r.value) }));
}

/** The rolled-up players per title of the brands over whole months (`YYYY-MM`). */
export async function rolledMonthPlays(
  db: DbOrTrx,
  brandIds: readonly string[],
  months: readonly string[],
): Promise<{ mediaId: number; players: number }[]> {
  if (months.length === 0) return [];
  const rows = await db
    .selectFrom('report_daily')
    .where('brand_id', 'in', brandIds)
    .where('metric', '=', 'plays_month')
    .where('day', 'in', months)
    .select((eb) => ['key', eb.fn.sum<number>('value').as('value')])
    .groupBy('key')
    .execute();
  return rows.map((r) => ({ mediaId: Number(r.key), players: Number(r.value) }));
}
