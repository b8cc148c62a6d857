/**
 * The console's reads and writes of members (docs/console.md "Members"): one statement per
 * function, each taking `db | trx`. A member's current plan is their one active subscription
 * (migration 0010 keeps it to one).
 */
import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { MembersTable, SubscriptionsTable } from '../../db/schema';

/** A member as the console's list shows them. */
export interface MemberListRow {
  id: number;
  email: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  reference_number: string;
  plan_name: string | null;
  created_at: string;
  coins_balance: number;
}

/** A search of exactly this is also the last 4 digits of a card. */
const CARD_LAST4 = /^\d{4}$/;

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of the brand's members, newest first: up to `limit` members with an id below `beforeId`,
 * whose e-mail, name or reference number contains `search` (case-insensitive; e-mails are stored
 * in lower case), or, for a search of exactly 4 digits, who have a card on file ending in them.
 */
export async function listBrandMembers(
  db: DbOrTrx,
  brandId: string,
  page: { search: string | null; beforeId: number | null; limit: number },
): Promise<MemberListRow[]> {
  let q = db
    .selectFrom('members as m')
    .leftJoin('subscriptions as s', (join) =>
      join.onRef('s.member_id', '=', 'm.id').on('s.is_active', '=', 1),
    )
    .leftJoin('plans as p', 'p.id', 's.plan_id')
    .select([
      'm.id',
      'm.email',
      'm.name',
      'm.first_name',
      'm.last_name',
      'm.reference_number',
      'p.name as plan_name',
      'm.created_at',
      'm.coins_balance',
    ])
    .where('m.brand_id', '=', brandId)
    .orderBy('m.id', 'desc')
    .limit(page.limit);
  if (page.beforeId !== null) q = q.where('m.id', '<', page.beforeId);
  const search = page.search;
  if (search) {
    const pattern = containsPattern(search);
    // Each alone: the e-mail, the display name, and "first last" as staff would type it.
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(m.email) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(m.name, '')) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')) like ${pattern} escape '\\'`,
        sql<boolean>`lower(m.reference_number) like ${pattern} escape '\\'`,
        // Exactly 4 digits: also the last 4 of a card on file (what a member reads off their card).
        ...(CARD_LAST4.test(search)
          ? [
              eb.exists(
                eb
                  .selectFrom('payment_methods as pm')
                  .select('pm.id')
                  .whereRef('pm.member_id', '=', 'm.id')
                  .where('pm.card_last4', '=', search),
              ),
            ]
          : []),
      ]),
    );
  }
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), coins_balance: Number(r.coins_balance) }));
}

/** A member of this brand with their current plan (id, name), or undefined. */
export async function findBrandMemberWithPlan(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('members as m')
    .leftJoin('subscriptions as s', (join) =>
      join.onRef('s.member_id', '=', 'm.id').on('s.is_active', '=', 1),
    )
    .leftJoin('plans as p', 'p.id', 's.plan_id')
    .selectAll('m')
    .select([
      'p.id as plan_id',
      'p.name as plan_name',
      's.is_trial as subscription_is_trial',
      's.start_date as subscription_start',
      's.next_billing_date as subscription_next_billing',
      's.subscription_provider as subscription_given_by',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

/** The brand a member belongs to (the guard's question), or null for an unknown member. */
export async function findMemberBrandId(db: DbOrTrx, memberId: number): Promise<string | null> {
  const row = await db.selectFrom('members').select('brand_id').where('id', '=', memberId).executeTakeFirst();
  return row?.brand_id ?? null;
}

/** The brand's plans on sale (what staff may give a new member), by id. */
export async function listPlansOnSale(db: DbOrTrx, brandId: string) {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'interval', 'interval_count', 'trial_period_days', 'price_recurring'])
    .where('brand_id', '=', brandId)
    .where('is_public', '=', 1)
    .orderBy('id')
    .execute();
}

/** The plan when it is one of the brand's on sale. */
export async function findPlanOnSale(db: DbOrTrx, brandId: string, planId: number) {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'interval', 'interval_count', 'price_recurring'])
    .where('id', '=', planId)
    .where('brand_id', '=', brandId)
    .where('is_public', '=', 1)
    .executeTakeFirst();
}

/** Inserts the member unless the brand has one with this e-mail (then undefined: the race's loser). */
export async function insertMemberRow(
  db: DbOrTrx,
  row: Insertable<MembersTable>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('members')
    .values(row)
    .onConflict((oc) => oc.columns(['brand_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : undefined;
}

export async function insertGivenSubscription(
  db: DbOrTrx,
  row: Insertable<SubscriptionsTable>,
): Promise<number> {
  const inserted = await db.insertInto('subscriptions').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The member's tags as stored, in the order they were set. */
export async function listMemberTagRows(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member_tags')
    .select(['tag', 'set_by', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('tag')
    .execute();
}

/** Takes these tags off the member; how many there were. */
export async function deleteMemberTags(
  db: DbOrTrx,
  memberId: number,
  tags: readonly string[],
): Promise<number> {
  if (tags.length === 0) return 0;
  const r = await db
    .deleteFrom('member_tags')
    .where('member_id', '=', memberId)
    .where('tag', 'in', [...tags])
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
