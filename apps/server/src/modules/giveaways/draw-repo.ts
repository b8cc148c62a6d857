/**
 * The monthly draws' SQL (docs/draws.md). Kysely only; every function takes a db or a transaction.
 * Several instances run the same steps at once, so each step that changes a draw claims it in SQL:
 * a row is inserted with ON CONFLICT DO NOTHING, a status moves with UPDATE … WHERE status = '…',
 * and only the caller whose statement changed a row goes on.
 */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { DrawsTable } from '../../db/tables/giveaways';

export type DrawRow = Selectable<DrawsTable>;
/** A draw without its snapshot text (up to megabytes), for lists and the jobs' scans. */
export type DrawHead = Omit<DrawRow, 'snapshot'>;

export type DrawStatus = 'committed' | 'rolled_over' | 'drawn' | 'unused';

const HEAD_COLUMNS = [
  'id',
  'sweep_id',
  'period',
  'opens_at',
  'closes_at',
  'commitment',
  'seed',
  'beacon',
  'status',
  'snapshot_hash',
  'total',
  'unique_entrants',
  'winner_entrant',
  'winner_member_id',
  'winner_postal_id',
  'claimed_at',
  'claim_details',
  'closed_at',
  'drawn_at',
  'announced_at',
  'published_at',
  'created_at',
] as const;

/** What a draw needs of its giveaway. */
export interface DrawSweep {
  id: string;
  name: string;
  prize_description: string;
  start_date: string;
  end_date: string;
  end_available_date: string;
}

/** Giveaways whose entry period reaches `fromIso` or later: the ones that may need commitments. */
export async function listSweepsEndingFrom(db: DbOrTrx, fromIso: string): Promise<DrawSweep[]> {
  return db
    .selectFrom('sweeps')
    .select(['id', 'name', 'prize_description', 'start_date', 'end_date', 'end_available_date'])
    .where('end_date', '>=', fromIso)
    .orderBy('id')
    .execute();
}

export async function findDrawSweep(db: DbOrTrx, sweepId: string): Promise<DrawSweep | undefined> {
  return db
    .selectFrom('sweeps')
    .select(['id', 'name', 'prize_description', 'start_date', 'end_date', 'end_available_date'])
    .where('id', '=', sweepId)
    .executeTakeFirst();
}

export interface NewDraw {
  id: string;
  sweep_id: string;
  period: string;
  opens_at: string;
  closes_at: string;
  commitment: string;
  seed: string;
  created_at: string;
}

/** The period's draw with its commitment, unless one exists already; true when this call made it. */
export async function insertDrawIfMissing(db: DbOrTrx, draw: NewDraw): Promise<boolean> {
  const row = await db
    .insertInto('draws')
    .values({ ...draw, status: 'committed' })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findDraw(db: DbOrTrx, drawId: string): Promise<DrawRow | undefined> {
  return db.selectFrom('draws').selectAll().where('id', '=', drawId).executeTakeFirst();
}

export async function findDrawOfPeriod(
  db: DbOrTrx,
  sweepId: string,
  period: string,
): Promise<DrawRow | undefined> {
  return db
    .selectFrom('draws')
    .selectAll()
    .where('sweep_id', '=', sweepId)
    .where('period', '=', period)
    .executeTakeFirst();
}

/**
 * Committed draws whose entry period closed before `closedBeforeIso` and that nobody closed yet,
 * oldest first (the job closes them). A closed but undrawn draw waits for an operator's beacon.
 */
export async function listDrawsToClose(db: DbOrTrx, closedBeforeIso: string): Promise<DrawHead[]> {
  return db
    .selectFrom('draws')
    .select(HEAD_COLUMNS)
    .where('status', '=', 'committed')
    .where('closed_at', 'is', null)
    .where('closes_at', '<', closedBeforeIso)
    .orderBy('closes_at')
    .orderBy('id')
    .execute();
}

/** Drawn draws whose winner has not been told yet. */
export async function listDrawsToAnnounce(db: DbOrTrx): Promise<DrawHead[]> {
  return db
    .selectFrom('draws')
    .select(HEAD_COLUMNS)
    .where('status', '=', 'drawn')
    .where('announced_at', 'is', null)
    .orderBy('drawn_at')
    .execute();
}

/** Announced draws whose seed is not public yet. */
export async function listDrawsToPublish(db: DbOrTrx): Promise<DrawHead[]> {
  return db
    .selectFrom('draws')
    .select(HEAD_COLUMNS)
    .where('status', '=', 'drawn')
    .where('announced_at', 'is not', null)
    .where('published_at', 'is', null)
    .orderBy('drawn_at')
    .execute();
}

/**
 * Where an earlier winning draw of the giveaway closed: its entries were spent there, so a later
 * draw only counts what came after. Null when no earlier draw of the giveaway was drawn.
 */
export async function lastDrawnCloseBefore(
  db: DbOrTrx,
  sweepId: string,
  period: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('draws')
    .select((eb) => eb.fn.max('closes_at').as('closes_at'))
    .where('sweep_id', '=', sweepId)
    .where('status', '=', 'drawn')
    .where('period', '<', period)
    .executeTakeFirst();
  return row?.closes_at ?? null;
}

/**
 * The entries a draw counts: made (ledger) or received (postal) after `after` (exclusive; null =
 * from the start) up to `until` (inclusive, the period's close), and recorded by `cutoff` (the
 * moment the draw was closed), so running the draw again later reads the same pool.
 */
export interface PoolWindow {
  sweepId: string;
  after: string | null;
  until: string;
  cutoff: string;
}

/** Each member's entries in the window, summed (one row per member). */
export async function memberPool(
  db: DbOrTrx,
  w: PoolWindow,
): Promise<{ member_id: number; entries: number }[]> {
  const until = w.until < w.cutoff ? w.until : w.cutoff;
  let q = db
    .selectFrom('giveaway_entries')
    .select(['member_id', (eb) => eb.fn.sum<number | string>('entries').as('entries')])
    .where('sweep_id', '=', w.sweepId)
    .where('created_at', '<=', until);
  if (w.after !== null) q = q.where('created_at', '>', w.after);
  const rows = await q.groupBy('member_id').execute();
  return rows.map((r) => ({ member_id: Number(r.member_id), entries: Number(r.entries) }));
}

/** Each postal entrant's envelopes in the window, counted (one entry per envelope), with the first one's id. */
export async function postalPool(
  db: DbOrTrx,
  w: PoolWindow,
): Promise<{ entrant: string; entries: number; first_id: number }[]> {
  let q = db
    .selectFrom('postal_entries')
    .select([
      'entrant',
      (eb) => eb.fn.countAll<number | string>().as('entries'),
      (eb) => eb.fn.min<number>('id').as('first_id'),
    ])
    .where('sweep_id', '=', w.sweepId)
    .where('received_at', '<=', w.until)
    .where('created_at', '<=', w.cutoff);
  if (w.after !== null) q = q.where('received_at', '>', w.after);
  const rows = await q.groupBy('entrant').execute();
  return rows.map((r) => ({ entrant: r.entrant, entries: Number(r.entries), first_id: Number(r.first_id) }));
}

export interface ClosedSnapshot {
  snapshot: string;
  snapshot_hash: string;
  total: number;
  unique_entrants: number;
  closed_at: string;
}

/** committed → drawn with its snapshot and winner; false when another run got there first. */
export async function claimDrawn(
  db: DbOrTrx,
  drawId: string,
  fields: ClosedSnapshot & {
    beacon: string;
    winner_entrant: string;
    winner_member_id: number | null;
    winner_postal_id: number | null;
    drawn_at: string;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('draws')
    .set({ ...fields, status: 'drawn' })
    .where('id', '=', drawId)
    .where('status', '=', 'committed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Fixes the snapshot of a committed draw that waits for an operator's beacon (closed, not drawn). */
export async function claimClosed(db: DbOrTrx, drawId: string, fields: ClosedSnapshot): Promise<boolean> {
  const r = await db
    .updateTable('draws')
    .set(fields)
    .where('id', '=', drawId)
    .where('status', '=', 'committed')
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** committed → rolled_over (too few unique entrants, or not the giveaway's last month). */
export async function claimRolledOver(db: DbOrTrx, drawId: string, fields: ClosedSnapshot): Promise<boolean> {
  const r = await db
    .updateTable('draws')
    .set({ ...fields, status: 'rolled_over' })
    .where('id', '=', drawId)
    .where('status', '=', 'committed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves a giveaway's close (and how long it stays listed) later, never earlier. */
export async function extendSweep(
  db: DbOrTrx,
  sweepId: string,
  endDate: string,
  endAvailableDate: string,
): Promise<void> {
  await db
    .updateTable('sweeps')
    .set({ end_date: endDate, end_available_date: endAvailableDate })
    .where('id', '=', sweepId)
    .where('end_date', '<', endDate)
    .execute();
}

/** The giveaway's committed draws of later months will never run: it has its winner. */
export async function markLaterDrawsUnused(db: DbOrTrx, sweepId: string, period: string): Promise<number> {
  const r = await db
    .updateTable('draws')
    .set({ status: 'unused' })
    .where('sweep_id', '=', sweepId)
    .where('period', '>', period)
    .where('status', '=', 'committed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** drawn, not announced → announced; false when another run announced it. */
export async function claimAnnounced(db: DbOrTrx, drawId: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('draws')
    .set({ announced_at: at })
    .where('id', '=', drawId)
    .where('status', '=', 'drawn')
    .where('announced_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Reveals the seed of a drawn draw; false when it was not drawn or is public already. */
export async function claimPublished(db: DbOrTrx, drawId: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('draws')
    .set({ published_at: at })
    .where('id', '=', drawId)
    .where('status', '=', 'drawn')
    .where('published_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A draw as the public pages show it: the draw and its giveaway's name. */
export type PublicDrawRow = DrawHead & { sweep_name: string; snapshot: string | null };

/**
 * The brand's draws whose entry period has opened (a commitment for a later month stays unlisted
 * until then) within their giveaway's entry period, newest period first; 'unused' rows (never
 * needed) are left out. Without snapshots.
 */
export async function listBrandDraws(
  db: DbOrTrx,
  brandId: string,
  nowIso: string,
  limit: number,
): Promise<(DrawHead & { sweep_name: string })[]> {
  return (
    db
      .selectFrom('draws as d')
      .innerJoin('sweep_brands as b', 'b.sweep_id', 'd.sweep_id')
      .innerJoin('sweeps as s', 's.id', 'd.sweep_id')
      .select(HEAD_COLUMNS.map((c) => `d.${c}` as const))
      .select('s.name as sweep_name')
      .where('b.brand_id', '=', brandId)
      .where('d.opens_at', '<=', nowIso)
      .where('d.status', '<>', 'unused')
      // A roll-over row is listed once its giveaway runs into that month (until then it is a reserve).
      .whereRef('d.opens_at', '<=', 's.end_date')
      .orderBy('d.period', 'desc')
      .orderBy('d.sweep_id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** One draw of the brand whose period has opened, with its snapshot; undefined otherwise. */
export async function findBrandDraw(
  db: DbOrTrx,
  brandId: string,
  drawId: string,
  nowIso: string,
): Promise<PublicDrawRow | undefined> {
  return db
    .selectFrom('draws as d')
    .innerJoin('sweep_brands as b', 'b.sweep_id', 'd.sweep_id')
    .innerJoin('sweeps as s', 's.id', 'd.sweep_id')
    .selectAll('d')
    .select('s.name as sweep_name')
    .where('b.brand_id', '=', brandId)
    .where('d.id', '=', drawId)
    .where('d.opens_at', '<=', nowIso)
    .executeTakeFirst();
}
