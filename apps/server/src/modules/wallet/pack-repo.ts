/**
 * Coin packs (migration 0013 `coin_packs`): what a brand sells for money, priced in its currency.
 * SQL only here; one statement per function; takes a db or a transaction.
 */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { CoinPacksTable } from '../../db/tables/wallet';

export type CoinPackRow = Selectable<CoinPacksTable>;

/** The packs a brand sells now, in the order the screen lists them. */
export async function listActivePacks(db: DbOrTrx, brandId: string): Promise<CoinPackRow[]> {
  return db
    .selectFrom('coin_packs')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A pack of this brand, on sale or not (a past purchase is described by what it was). */
export async function findBrandPack(
  db: DbOrTrx,
  brandId: string,
  packId: number,
): Promise<CoinPackRow | undefined> {
  return db
    .selectFrom('coin_packs')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', packId)
    .executeTakeFirst();
}

/** A pack by id alone (the hosted page and a receipt name a session's pack; the session knows the brand). */
export async function findPackById(db: DbOrTrx, packId: number): Promise<CoinPackRow | undefined> {
  return db.selectFrom('coin_packs').selectAll().where('id', '=', packId).executeTakeFirst();
}
