/**
 * A coin pack on the purchase path (docs/ARCHITECTURE.md "The purchase path"): its price from the
 * host brand's own coin_packs (active packs only, never a client's price), what an already
 * credited pack was, and its name in a language for the hosted page and receipts.
 */
import type { DbOrTrx } from '../../db/kysely';
import { packItem } from './mails';
import { toCoinPack, type CoinPack } from './model';
import { findBrandPack, findPackById } from './pack-repo';
import { brandUnit } from './voice';

export type PackQuote = { ok: true; pack: CoinPack } | { ok: false; errorCode: 'coin_pack_not_found' };

/** The longest pack id a client may name (ids are serial integers). */
const PACK_ID = /^[1-9]\d{0,9}$/;

/** A pack id as the client sent it (GraphQL ID), or null when it cannot be one. */
export function parsePackId(id: string | number): number | null {
  const text = String(id);
  return PACK_ID.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** A pack this brand sells now. */
export async function quoteCoinPack(db: DbOrTrx, brandId: string, packId: number): Promise<PackQuote> {
  const row = await findBrandPack(db, brandId, packId);
  const pack = row ? toCoinPack(row) : null;
  return pack?.active ? { ok: true, pack } : { ok: false, errorCode: 'coin_pack_not_found' };
}

/** describePurchase for a coin pack: found even once it is off sale (the member bought it while it was on). */
export async function describeCoinPack(
  db: DbOrTrx,
  brandId: string,
  packId: number,
): Promise<
  { ok: true; description: string; symbol: string } | { ok: false; errorCode: 'coin_pack_not_found' }
> {
  const row = await findBrandPack(db, brandId, packId);
  if (!row) return { ok: false, errorCode: 'coin_pack_not_found' };
  const pack = toCoinPack(row);
  return {
    ok: true,
    description: packItem({ lang: 'en-us', unit: await brandUnit(db, brandId) }, pack),
    symbol: pack.symbol,
  };
}

/** translatedDescription for a coin pack: "1.100 Münzen" in the reader's language; null when unknown. */
export async function coinPackName(db: DbOrTrx, packId: number, lang: string): Promise<string | null> {
  const row = await findPackById(db, packId);
  if (!row) return null;
  return packItem({ lang, unit: await brandUnit(db, row.brand_id) }, toCoinPack(row));
}
