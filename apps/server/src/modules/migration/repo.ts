/** The brand migration's SQL (migration 0022; issue 14 item 6). Every write takes the caller's trx. */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { MemberTagSetter } from '../../db/schema';

/**
 * Member-owned rows that carry their brand besides the member row itself: they follow the members.
 * Sessions and one-time links stay under the old brand (a token names it: the exchange reads them
 * there); sent mails stay what they were.
 */
export const MOVED_WITH_MEMBERS = [
  'payment_sessions',
  'payment_tokens',
  'billing_transactions',
  'invoices',
  'orders',
  'events',
  'feedbacks',
  'subscriptions',
] as const;
export type MovedTable = (typeof MOVED_WITH_MEMBERS)[number];

/** E-mails that have an account on both brands: moving would make two accounts one address. */
export async function emailCollisions(
  db: DbOrTrx,
  fromBrandId: string,
  toBrandId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('members as n', (j) => j.onRef('n.email', '=', 'm.email').on('n.brand_id', '=', toBrandId))
    .select('m.email')
    .where('m.brand_id', '=', fromBrandId)
    .orderBy('m.email')
    .limit(20)
    .execute();
  return rows.map((r) => r.email);
}

export async function moveMembers(db: DbOrTrx, fromBrandId: string, toBrandId: string, nowIso: string) {
  const rows = await db
    .updateTable('members')
    .set({ brand_id: toBrandId, updated_at: nowIso })
    .where('brand_id', '=', fromBrandId)
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function moveBrandRows(
  db: DbOrTrx,
  table: MovedTable,
  fromBrandId: string,
  toBrandId: string,
): Promise<number> {
  const r =
    await sql`UPDATE ${sql.table(table)} SET brand_id = ${toBrandId} WHERE brand_id = ${fromBrandId}`.execute(
      db,
    );
  return Number(r.numAffectedRows ?? 0);
}

/**
 * The old brand's plans go with the subscriptions that name them (renewals, receipts, the
 * membership screen read a plan under the member's brand), no longer on sale.
 */
export async function movePlans(db: DbOrTrx, fromBrandId: string, toBrandId: string): Promise<number> {
  const rows = await db
    .updateTable('plans')
    .set({ brand_id: toBrandId, is_public: 0 })
    .where('brand_id', '=', fromBrandId)
    .returning('id')
    .execute();
  return rows.length;
}

/** One tag on every member of the brand whose id is listed (insert-if-missing). */
export async function tagMembers(
  db: DbOrTrx,
  memberIds: readonly number[],
  tag: string,
  nowIso: string,
  setBy: MemberTagSetter,
): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .insertInto('member_tags')
    .columns(['member_id', 'tag', 'created_at', 'set_by'])
    .expression((eb) =>
      eb
        .selectFrom('members')
        .select((s) => [
          'members.id',
          s.val(tag).as('tag'),
          s.val(nowIso).as('created_at'),
          s.val(setBy).as('set_by'),
        ])
        .where('members.id', 'in', memberIds),
    )
    .onConflict((oc) => oc.columns(['member_id', 'tag']).doNothing())
    .execute();
}

/** The old brand's hostnames become redirects to the new brand (and redirects to it follow). */
export async function hostsToRedirects(db: DbOrTrx, fromBrandId: string, toBrandId: string, nowIso: string) {
  await db
    .insertInto('brand_redirects')
    .columns(['hostname', 'brand_id', 'from_brand_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('brand_hosts')
        .select((s) => [
          'hostname',
          s.val(toBrandId).as('brand_id'),
          'brand_id as from_brand_id',
          s.val(nowIso).as('created_at'),
        ])
        .where('brand_id', '=', fromBrandId),
    )
    .execute();
}

export async function retargetRedirects(db: DbOrTrx, fromBrandId: string, toBrandId: string): Promise<void> {
  await db
    .updateTable('brand_redirects')
    .set({ brand_id: toBrandId })
    .where('brand_id', '=', fromBrandId)
    .execute();
}

export async function removeBrandHosts(db: DbOrTrx, brandId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('brand_hosts')
    .where('brand_id', '=', brandId)
    .returning('hostname')
    .execute();
  return rows.map((r) => r.hostname);
}

export async function insertBrandMigration(
  db: DbOrTrx,
  row: { fromBrandId: string; toBrandId: string; members: number; nowIso: string },
): Promise<void> {
  await db
    .insertInto('brand_migrations')
    .values({
      from_brand_id: row.fromBrandId,
      to_brand_id: row.toBrandId,
      members: row.members,
      created_at: row.nowIso,
    })
    .execute();
}

/** Where a moved hostname points now: the brand and its canonical hostname, or undefined. */
export async function findRedirect(db: DbOrTrx, hostname: string) {
  return db
    .selectFrom('brand_redirects')
    .innerJoin('brands', 'brands.id', 'brand_redirects.brand_id')
    .select(['brand_redirects.brand_id', 'brand_redirects.from_brand_id', 'brands.hostname'])
    .where('brand_redirects.hostname', '=', hostname)
    .executeTakeFirst();
}

/**
 * Uses up a live session of the old brand (`UPDATE … WHERE revoked_at IS NULL`): of two exchanges
 * of one token, exactly one gets its member.
 */
export async function claimSession(db: DbOrTrx, jti: string, brandId: string, nowIso: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('jti', '=', jti)
    .where('brand_id', '=', brandId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['member_id', 'kind'])
    .executeTakeFirst();
}

/** How many members the brand has: what a migration would move (the console's preview). */
export async function countMembersOf(db: DbOrTrx, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('brand_id', '=', brandId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many plans the brand has, on sale or not: they follow its subscribers. */
export async function countPlansOf(db: DbOrTrx, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('brand_id', '=', brandId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The brand's hostnames, which a migration turns into redirects. */
export async function hostnamesOf(db: DbOrTrx, brandId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('brand_hosts')
    .select('hostname')
    .where('brand_id', '=', brandId)
    .orderBy('hostname')
    .execute();
  return rows.map((r) => r.hostname);
}
