import { z } from 'zod';
import { definePurchasable } from '../checkout';
import { creditCrossSell } from './credit';
import { describeCrossSell, priceCrossSell } from './quote';

/** The cross-industry upsell: `offerId` is the brand's `crosssell_offers` row. */
export interface UpsellOfferPurchasable {
  kind: 'upsell_offer';
  offerId: number;
}

declare module '../checkout/purchasable' {
  interface PurchasableKinds {
    upsell_offer: UpsellOfferPurchasable;
  }
}

export const upsellOfferKind = definePurchasable({
  kind: 'upsell_offer',
  schema: z.strictObject({ kind: z.literal('upsell_offer'), offerId: z.number().int() }),
  quote: (db, p, brand) => priceCrossSell(db, brand.id, p.offerId),
  describe: (db, p, brandId) => describeCrossSell(db, brandId, p.offerId),
  translate: async () => null,
  credit: (trx, _deps, p, paid) => creditCrossSell(trx, p, paid),
});
