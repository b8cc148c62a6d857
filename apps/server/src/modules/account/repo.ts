import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { AddressesTable, OrdersTable } from '../../db/tables/account';

export type AddressRow = Selectable<AddressesTable>;
export type OrderRow = Selectable<OrdersTable>;

export async function listAddresses(db: DbOrTrx, memberId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export async function listOrders(db: DbOrTrx, memberId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listWalletActivity(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('wallet_activity')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export async function listGiveawayEntries(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('giveaway_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
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
