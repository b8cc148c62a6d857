/**
 * The member's cart (migration 0014: `carts` holds the version, `cart_lines` the lines; variant_id 0
 * is a product without variants). SQL only here; one statement per function; takes a db or a
 * transaction. Every edit moves the version in the edit's transaction (bumpCartVersion first: on
 * PostgreSQL it also locks the cart row, so two edits of one cart queue instead of interleaving).
 */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { CartLinesTable } from '../../db/tables/marketplace';

export type CartLineRow = Selectable<CartLinesTable>;

/** The member's lines, oldest first (the order they were added in). */
export async function listCartLines(db: DbOrTrx, memberId: number): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_lines')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The cart's version: 0 before its first edit. */
export async function findCartVersion(db: DbOrTrx, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('carts')
    .select('version')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The cart in one statement: its version (0 before its first edit) and its lines, oldest first.
 * Anchored on the member's row, so a cart without lines (or without a cart row) still answers its
 * version; and the version is the one of these very lines, where two reads could pair a version
 * with another edit's lines.
 */
export async function findCart(
  db: DbOrTrx,
  memberId: number,
): Promise<{ version: number; lines: CartLineRow[] }> {
  const rows = await db
    .selectFrom('members as m')
    .leftJoin('carts as c', 'c.member_id', 'm.id')
    .leftJoin('cart_lines as l', 'l.member_id', 'm.id')
    .select([
      'c.version',
      'l.id',
      'l.product_id',
      'l.variant_id',
      'l.quantity',
      'l.created_at',
      'l.updated_at',
    ])
    .where('m.id', '=', memberId)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  const lines: CartLineRow[] = [];
  for (const r of rows)
    if (r.id !== null)
      lines.push({
        id: r.id,
        member_id: memberId,
        product_id: r.product_id!,
        variant_id: r.variant_id!,
        quantity: r.quantity!,
        created_at: r.created_at!,
        updated_at: r.updated_at!,
      });
  return { version: Number(rows[0]?.version ?? 0), lines };
}

/** Moves the version on (creating the cart row at 1) and answers the new version. */
export async function bumpCartVersion(db: DbOrTrx, memberId: number, nowIso: string): Promise<number> {
  const row = await db
    .insertInto('carts')
    .values({ member_id: memberId, version: 1, updated_at: nowIso })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({
        version: eb('carts.version', '+', 1),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export async function findCartLine(
  db: DbOrTrx,
  memberId: number,
  lineId: number,
): Promise<CartLineRow | undefined> {
  return db
    .selectFrom('cart_lines')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

/** The line of a product (and variant) already in the cart, if any. */
export async function findCartLineOf(
  db: DbOrTrx,
  memberId: number,
  productId: number,
  variantId: number,
): Promise<CartLineRow | undefined> {
  return db
    .selectFrom('cart_lines')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('product_id', '=', productId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
}

/**
 * Sets the quantity of a product (and variant) in the cart, adding the line when it is new; with
 * `add`, adds to the quantity already there instead (an unpaid order's lines going back to the cart
 * beside whatever the member added meanwhile).
 */
export async function putCartLine(
  db: DbOrTrx,
  line: { memberId: number; productId: number; variantId: number; quantity: number; now: string },
  how: 'set' | 'add' = 'set',
): Promise<void> {
  await db
    .insertInto('cart_lines')
    .values({
      member_id: line.memberId,
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      created_at: line.now,
      updated_at: line.now,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'product_id', 'variant_id']).doUpdateSet((eb) => ({
        quantity:
          how === 'add'
            ? eb(eb.ref('cart_lines.quantity'), '+', eb.ref('excluded.quantity'))
            : eb.ref('excluded.quantity'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function setCartLineQuantity(
  db: DbOrTrx,
  memberId: number,
  lineId: number,
  quantity: number,
  nowIso: string,
): Promise<boolean> {
  const r = await db
    .updateTable('cart_lines')
    .set({ quantity, updated_at: nowIso })
    .where('member_id', '=', memberId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteCartLine(db: DbOrTrx, memberId: number, lineId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('cart_lines')
    .where('member_id', '=', memberId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Empties the cart (an order was placed from it). */
export async function clearCart(db: DbOrTrx, memberId: number): Promise<void> {
  await db.deleteFrom('cart_lines').where('member_id', '=', memberId).execute();
}
