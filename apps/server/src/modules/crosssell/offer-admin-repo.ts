/**
 * The console's SQL for a brand's cross-sell offers (issue 33 scope 4): the `crosssell_offers` rows
 * (migration 0022) and their texts in data_translations (entity `crosssell_offer`, key the offer's
 * id, every language including en-us). Kysely only, one statement per function, takes db | trx.
 */
import type { DbOrTrx } from '../../db/kysely';
import type { CrossSellOfferRow } from './model';

const ENTITY = 'crosssell_offer';
const FIELDS = ['title', 'description', 'callToAction'] as const;

export interface OfferTextRow {
  offerId: number;
  lang: string;
  field: string;
  text: string;
}

/** Every offer of the brand, on sale or not, vpn before media. */
export async function listBrandOffers(db: DbOrTrx, brandId: string): Promise<CrossSellOfferRow[]> {
  return db
    .selectFrom('crosssell_offers')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('type', 'desc')
    .orderBy('id')
    .execute();
}

export async function findOfferById(db: DbOrTrx, id: number): Promise<CrossSellOfferRow | undefined> {
  return db.selectFrom('crosssell_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when the brand has an offer of the type (one per brand and type, on sale or not). */
export async function offerTypeTaken(db: DbOrTrx, brandId: string, type: string): Promise<boolean> {
  const row = await db
    .selectFrom('crosssell_offers')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row !== undefined;
}

/** The `offers` row an add-on of a type grants, found by its name. */
export async function findGrantedOfferId(db: DbOrTrx, name: string): Promise<number | null> {
  const row = await db.selectFrom('offers').select('id').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function insertOffer(
  db: DbOrTrx,
  offer: { brandId: string; type: string; offerId: number; amount: number; currency: string; symbol: string },
): Promise<number> {
  const row = await db
    .insertInto('crosssell_offers')
    .values({
      brand_id: offer.brandId,
      type: offer.type,
      offer_id: offer.offerId,
      amount: offer.amount,
      currency: offer.currency,
      symbol: offer.symbol,
      active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateOfferAmount(db: DbOrTrx, id: number, amount: number): Promise<void> {
  await db.updateTable('crosssell_offers').set({ amount }).where('id', '=', id).execute();
}

export async function setOfferActive(db: DbOrTrx, id: number, active: boolean): Promise<void> {
  await db
    .updateTable('crosssell_offers')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** The stored texts of the offers, every language. */
export async function listOfferTexts(db: DbOrTrx, offerIds: readonly number[]): Promise<OfferTextRow[]> {
  if (offerIds.length === 0) return [];
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'lang', 'field', 'text'])
    .where('entity', '=', ENTITY)
    .where(
      'entity_key',
      'in',
      offerIds.map((id) => String(id)),
    )
    .where('field', 'in', [...FIELDS])
    .execute();
  return rows.map((r) => ({ offerId: Number(r.entity_key), lang: r.lang, field: r.field, text: r.text }));
}

/** The offer's stored texts in one language (the member's read). */
export async function listOfferTextsIn(db: DbOrTrx, offerId: number, lang: string): Promise<OfferTextRow[]> {
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'lang', 'field', 'text'])
    .where('entity', '=', ENTITY)
    .where('entity_key', '=', String(offerId))
    .where('lang', '=', lang)
    .where('field', 'in', [...FIELDS])
    .execute();
  return rows.map((r) => ({ offerId: Number(r.entity_key), lang: r.lang, field: r.field, text: r.text }));
}

export async function deleteOfferTexts(db: DbOrTrx, offerId: number): Promise<void> {
  await db
    .deleteFrom('data_translations')
    .where('entity', '=', ENTITY)
    .where('entity_key', '=', String(offerId))
    .where('field', 'in', [...FIELDS])
    .execute();
}

export async function insertOfferTexts(
  db: DbOrTrx,
  offerId: number,
  texts: readonly { lang: string; title: string; description: string; callToAction: string }[],
): Promise<void> {
  const rows = texts.flatMap((t) =>
    FIELDS.map((field) => ({
      entity: ENTITY,
      entity_key: String(offerId),
      field,
      lang: t.lang,
      text: t[field],
    })),
  );
  if (rows.length > 0) await db.insertInto('data_translations').values(rows).execute();
}
