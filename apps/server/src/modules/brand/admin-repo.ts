/**
 * The console's and the operator commands' writes and reads of brands (issue 31 scope 5). One
 * statement per function; admin-service.ts decides what runs together in one transaction.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { BrandsTable, MenuItemsTable } from '../../db/schema';

export type AdminBrandRow = Selectable<BrandsTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type NewMenuItem = Omit<Insertable<MenuItemsTable>, 'id' | 'brand_id'>;

export async function insertBrand(db: DbOrTrx, row: Insertable<BrandsTable>): Promise<void> {
  await db.insertInto('brands').values(row).execute();
}

export async function updateBrandColumns(
  db: DbOrTrx,
  id: string,
  columns: Updateable<Omit<BrandsTable, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('brands').set(columns).where('id', '=', id).execute();
}

/**
 * Takes the brand row's write lock for the rest of the transaction (an update that changes nothing:
 * `SELECT … FOR UPDATE` on PostgreSQL, and SQLite runs one writer at a time anyway). A read after it
 * sees what the writer before committed: two logo uploads at once each learn the logo they replace.
 */
export async function lockBrandRow(db: DbOrTrx, id: string): Promise<void> {
  await db
    .updateTable('brands')
    .set((eb) => ({ logo_url: eb.ref('logo_url') }))
    .where('id', '=', id)
    .execute();
}

/** Who holds each of these hostnames today (brand_hosts' key is the hostname: one brand each). */
export async function hostOwners(
  db: DbOrTrx,
  hostnames: readonly string[],
): Promise<{ hostname: string; brand_id: string }[]> {
  if (hostnames.length === 0) return [];
  return db
    .selectFrom('brand_hosts')
    .select(['hostname', 'brand_id'])
    .where('hostname', 'in', [...hostnames])
    .execute();
}

export async function deleteBrandHosts(db: DbOrTrx, brandId: string): Promise<void> {
  await db.deleteFrom('brand_hosts').where('brand_id', '=', brandId).execute();
}

/** Fails on a hostname another brand holds (its primary key): the service asks hostOwners first. */
export async function insertBrandHosts(
  db: DbOrTrx,
  brandId: string,
  hostnames: readonly string[],
): Promise<void> {
  if (hostnames.length === 0) return;
  await db
    .insertInto('brand_hosts')
    .values(hostnames.map((hostname) => ({ hostname, brand_id: brandId })))
    .execute();
}

export async function deleteBrandTags(db: DbOrTrx, brandId: string): Promise<void> {
  await db.deleteFrom('brand_tags').where('brand_id', '=', brandId).execute();
}

export async function insertBrandTags(db: DbOrTrx, brandId: string, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await db
    .insertInto('brand_tags')
    .values(tags.map((tag) => ({ brand_id: brandId, tag })))
    .execute();
}

export async function deleteMenuItems(db: DbOrTrx, brandId: string): Promise<void> {
  await db.deleteFrom('menu_items').where('brand_id', '=', brandId).execute();
}

export async function insertMenuItems(
  db: DbOrTrx,
  brandId: string,
  items: readonly NewMenuItem[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('menu_items')
    .values(items.map((item) => ({ ...item, brand_id: brandId })))
    .execute();
}

/** The brands of these ids, or every brand when `ids` is null, by id. */
export async function listBrandRows(db: DbOrTrx, ids: readonly string[] | null): Promise<AdminBrandRow[]> {
  if (ids !== null && ids.length === 0) return [];
  let query = db.selectFrom('brands').selectAll().orderBy('id');
  if (ids !== null) query = query.where('id', 'in', [...ids]);
  return query.execute();
}

export async function listHostsOf(
  db: DbOrTrx,
  brandIds: readonly string[],
): Promise<{ hostname: string; brand_id: string }[]> {
  if (brandIds.length === 0) return [];
  return db
    .selectFrom('brand_hosts')
    .select(['hostname', 'brand_id'])
    .where('brand_id', 'in', [...brandIds])
    .orderBy('hostname')
    .execute();
}

export async function listTagsOf(
  db: DbOrTrx,
  brandIds: readonly string[],
): Promise<{ tag: string; brand_id: string }[]> {
  if (brandIds.length === 0) return [];
  return db
    .selectFrom('brand_tags')
    .select(['tag', 'brand_id'])
    .where('brand_id', 'in', [...brandIds])
    .orderBy('tag')
    .execute();
}

export async function listMenuItemsOf(db: DbOrTrx, brandIds: readonly string[]): Promise<MenuItemRow[]> {
  if (brandIds.length === 0) return [];
  return db
    .selectFrom('menu_items')
    .selectAll()
    .where('brand_id', 'in', [...brandIds])
    .orderBy('brand_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Whether the brand has any plan: prices in its currency that members may have bought. */
export async function brandHasPlans(db: DbOrTrx, brandId: string): Promise<boolean> {
  const row = await db
    .selectFrom('plans')
    .select('id')
    .where('brand_id', '=', brandId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
