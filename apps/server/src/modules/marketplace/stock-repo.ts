/**
 * Stock moves (SQL only here; one statement per function; takes a db or a transaction). Taking units
 * is one conditional UPDATE, so concurrent orders for the last units cannot both pass a check made
 * before either wrote: the row lock queues them on PostgreSQL and the condition is read again after
 * the wait; SQLite runs one transaction at a time. The CHECK of migration 0014 (stock ≥ 0) is the
 * last guard.
 */
import type { DbOrTrx } from '../../db/kysely';

/** Takes `quantity` units of a product without variants; false when fewer are left (nothing moves). */
export async function takeProductStock(db: DbOrTrx, productId: number, quantity: number): Promise<boolean> {
  const r = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Takes `quantity` units of one variant of `productId`; false when fewer are left (nothing moves). */
export async function takeVariantStock(
  db: DbOrTrx,
  productId: number,
  variantId: number,
  quantity: number,
): Promise<boolean> {
  const r = await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Puts units back (a cancelled or expired order). A product or variant deleted since is skipped. */
export async function returnProductStock(db: DbOrTrx, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}

export async function returnVariantStock(
  db: DbOrTrx,
  productId: number,
  variantId: number,
  quantity: number,
): Promise<void> {
  await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .execute();
}
