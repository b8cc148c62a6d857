import type { DbOrTrx } from '../../db/kysely';
import type { MemberTagSetter } from '../../db/schema';
import type { MemberRow } from './model';

export async function findMemberByEmail(
  db: DbOrTrx,
  brandId: string,
  email: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A member by id whatever their brand (a draw's winner; the account read again after a change). */
export async function findAnyMemberById(db: DbOrTrx, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMemberById(
  db: DbOrTrx,
  brandId: string,
  id: number,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listMemberTags(db: DbOrTrx, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_tags')
    .select('tag')
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}

/**
 * Inserts the tags the member does not have yet; returns only the newly added ones. A tag already
 * there keeps its writer (a marker the server set stays the server's).
 */
export async function insertMemberTags(
  db: DbOrTrx,
  memberId: number,
  tags: readonly string[],
  createdAt: string,
  setBy: MemberTagSetter,
): Promise<string[]> {
  if (tags.length === 0) return [];
  const rows = await db
    .insertInto('member_tags')
    .values(tags.map((tag) => ({ member_id: memberId, tag, created_at: createdAt, set_by: setBy })))
    .onConflict((oc) => oc.columns(['member_id', 'tag']).doNothing())
    .returning('tag')
    .execute();
  return rows.map((r) => r.tag);
}

export async function updatePasswordHash(
  db: DbOrTrx,
  memberId: number,
  passwordHash: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, updated_at: updatedAt })
    .where('id', '=', memberId)
    .execute();
}

export async function updateMemberLang(
  db: DbOrTrx,
  memberId: number,
  lang: string,
  updatedAt: string,
): Promise<void> {
  await db.updateTable('members').set({ lang, updated_at: updatedAt }).where('id', '=', memberId).execute();
}

/** Members of this brand with a card whose first 6 and last 4 digits match (account recovery). */
export async function findMembersByCard(
  db: DbOrTrx,
  brandId: string,
  first6: string,
  last4: string,
): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .selectAll('members')
    .where('members.brand_id', '=', brandId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payment_methods')
          .select('payment_methods.id')
          .whereRef('payment_methods.member_id', '=', 'members.id')
          .where('payment_methods.card_first6', '=', first6)
          .where('payment_methods.card_last4', '=', last4),
      ),
    )
    .orderBy('members.id')
    .execute();
}
