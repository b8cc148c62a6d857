/**
 * Onboarding (migration 0023), SQL only here: Kysely only, every function takes a db or a
 * transaction and runs one statement. The step checks read the other modules' tables: whether the
 * member really did what a step asks is a fact of their data, never of what the browser says.
 */
import type { DbOrTrx } from '../../db/kysely';

export interface ProgressRow {
  status: string;
  steps_done: number;
  completed_at: string | null;
}

export async function findProgress(db: DbOrTrx, memberId: number): Promise<ProgressRow | undefined> {
  return db
    .selectFrom('onboarding_progress')
    .select(['status', 'steps_done', 'completed_at'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Opens the member's mission; false when a row exists already (a second start, or a race lost). */
export async function insertProgress(db: DbOrTrx, memberId: number, now: string): Promise<boolean> {
  const rows = await db
    .insertInto('onboarding_progress')
    .values({ member_id: memberId, status: 'in_progress', steps_done: 0, started_at: now, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .returning('member_id')
    .execute();
  return rows.length > 0;
}

export interface ProgressMove {
  from: { status: string; stepsDone: number };
  to: { status: string; stepsDone: number };
  now: string;
}

/**
 * Moves the row only if it is still where the caller read it: of two concurrent submissions of
 * the same move, the second finds it moved and changes nothing (false).
 */
export async function moveProgress(db: DbOrTrx, memberId: number, m: ProgressMove): Promise<boolean> {
  const result = await db
    .updateTable('onboarding_progress')
    .set({
      status: m.to.status,
      steps_done: m.to.stepsDone,
      updated_at: m.now,
      ...(m.to.status === 'completed' ? { completed_at: m.now } : {}),
    })
    .where('member_id', '=', memberId)
    .where('status', '=', m.from.status)
    .where('steps_done', '=', m.from.stepsDone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the member holds entries in any giveaway (bought, free monthly, or granted). */
export async function hasGiveawayEntries(db: DbOrTrx, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('giveaway_entries')
    .select('id')
    .where('member_id', '=', memberId)
    .where('entries', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the member has funded an impact at least once. */
export async function hasImpactContribution(db: DbOrTrx, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('impact_contributions')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the mission needs to be offered, beyond tags: see missionPrerequisites. */
export interface MissionPrerequisites {
  /** The brand has an active welcome gift in a category (the first step's product). */
  giftOnSale: boolean;
  /** The member holds a free-gift order that is not cancelled. */
  giftClaimed: boolean;
  /** The brand has an impact item to fund (the third step needs one). */
  impactItems: boolean;
}

/**
 * The brand's and the member's facts the mission's availability rests on, in one statement of
 * three EXISTS (the lookups of ecommerce's welcomeGiftProduct and hasWelcomeGiftOrder, and whether
 * the brand has an impact item), so showing the mission on home costs one read, not three.
 */
export async function missionPrerequisites(
  db: DbOrTrx,
  brandId: string,
  memberId: number,
): Promise<MissionPrerequisites> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('products as p')
            .innerJoin('product_categories as c', 'c.id', 'p.category_id')
            .select('p.id')
            .where('p.brand_id', '=', brandId)
            .where('p.active', '=', 1)
            .where('p.is_welcome_gift', '=', 1),
        )
        .as('gift_on_sale'),
      eb
        .exists(
          eb
            .selectFrom('orders')
            .select('id')
            .where('member_id', '=', memberId)
            .where('free_gift', '=', 1)
            .where('status', '<>', 'cancelled'),
        )
        .as('gift_claimed'),
      eb
        .exists(eb.selectFrom('impact_items').select('id').where('brand_id', '=', brandId))
        .as('impact_items'),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0/1, PostgreSQL true/false.
  return {
    giftOnSale: Boolean(row.gift_on_sale),
    giftClaimed: Boolean(row.gift_claimed),
    impactItems: Boolean(row.impact_items),
  };
}
