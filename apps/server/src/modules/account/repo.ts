import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { MembersTable } from '../../db/schema';
import type { AddressesTable, EmailChangesTable } from '../../db/tables/account';

export type AddressRow = Selectable<AddressesTable>;

export async function listAddresses(db: DbOrTrx, memberId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export async function findPendingEmail(
  db: DbOrTrx,
  memberId: number,
  nowIso: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.new_email ?? null;
}

export async function emailTaken(
  db: DbOrTrx,
  brandId: string,
  email: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('email', '=', email)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns of members the account screens change; updated_at is always set with them. */
export type MemberPatch = Partial<
  Pick<
    Updateable<MembersTable>,
    | 'name'
    | 'first_name'
    | 'last_name'
    | 'phone_number'
    | 'timezone'
    | 'lang'
    | 'email'
    | 'password_hash'
    | 'avatar_url'
    | 'country_code'
  >
>;

export async function updateMember(
  db: DbOrTrx,
  memberId: number,
  patch: MemberPatch,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ ...patch, updated_at: updatedAt })
    .where('id', '=', memberId)
    .execute();
}

export async function findPasswordHash(db: DbOrTrx, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** Ends every live session of the member except the one making the change. */
export async function revokeOtherSessions(
  db: DbOrTrx,
  memberId: number,
  keepJti: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('member_id', '=', memberId)
    .where('jti', '!=', keepJti)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function countEmailChangesSince(
  db: DbOrTrx,
  memberId: number,
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('email_changes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEmailChange(db: DbOrTrx, row: Insertable<EmailChangesTable>): Promise<void> {
  await db.insertInto('email_changes').values(row).execute();
}

export async function findEmailChange(
  db: DbOrTrx,
  tokenHash: string,
): Promise<Selectable<EmailChangesTable> | undefined> {
  return db.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks an unused change used; false when another request used it first. */
export async function markEmailChangeUsed(db: DbOrTrx, tokenHash: string, nowIso: string): Promise<boolean> {
  const used = await db
    .updateTable('email_changes')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export type NewAddress = Omit<Insertable<AddressesTable>, 'id'>;

export async function insertAddress(db: DbOrTrx, values: NewAddress): Promise<number> {
  const r = await db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateAddress(
  db: DbOrTrx,
  memberId: number,
  addressId: number,
  values: Updateable<AddressesTable>,
): Promise<void> {
  await db
    .updateTable('addresses')
    .set(values)
    .where('id', '=', addressId)
    .where('member_id', '=', memberId)
    .execute();
}

export async function findDemoFlags(
  db: DbOrTrx,
  memberId: number,
): Promise<{ is_demo: number; avatar_url: string | null } | undefined> {
  return db
    .selectFrom('members')
    .select(['is_demo', 'avatar_url'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Deletes a demo member; the foreign keys cascade their rows. A real member is never deleted here. */
export async function deleteDemoMember(db: DbOrTrx, memberId: number): Promise<void> {
  await db.deleteFrom('members').where('id', '=', memberId).where('is_demo', '=', 1).execute();
}
