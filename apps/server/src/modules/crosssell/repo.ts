/** The cross-industry upsell's SQL (migration 0022): prices per brand and type, add-ons bought. */
import type { UpsellType } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import type { CrossSellOfferRow } from './model';

/** The brand's priced offer of a type, on sale. */
export async function findOfferOfType(
  db: DbOrTrx,
  brandId: string,
  type: UpsellType,
): Promise<CrossSellOfferRow | undefined> {
  return db
    .selectFrom('crosssell_offers')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('type', '=', type)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** An offer of the brand by id, on sale or not (a purchase made while it was is still credited). */
export async function findBrandOffer(
  db: DbOrTrx,
  brandId: string,
  id: number,
): Promise<CrossSellOfferRow | undefined> {
  return db
    .selectFrom('crosssell_offers')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Adds the offer to the subscription; false when it already had it (the unique pair settles races). */
export async function insertAddon(
  db: DbOrTrx,
  addon: { subscriptionId: number; offerId: number; paymentRef: string; now: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('subscription_addons')
    .values({
      subscription_id: addon.subscriptionId,
      offer_id: addon.offerId,
      payment_ref: addon.paymentRef,
      created_at: addon.now,
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'offer_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}
