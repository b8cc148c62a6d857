/**
 * Cross-industry upsell prices (issue 14 item 5, migration 0022): the VPN add-on where the brand
 * serves the VPN (ma6_vpn), the All Access add-on where it has media. Insert-if-missing per brand
 * and type, so an operator's price is never overwritten on a later start.
 */
import { MA6_VPN_TAG } from '@member-area/domain';
import type { DbOrTrx } from '../db/kysely';
import type { BrandSeed } from './brands';
import { OFFER } from './plans';

/** Minor units, charged once; the add-on lasts as long as the subscription. */
export const CROSSSELL_PRICES = { vpn: 499, media: 999 } as const;

export function crossSellRows(brand: BrandSeed) {
  const row = (type: 'vpn' | 'media', offerId: number) => ({
    brand_id: brand.id,
    type,
    offer_id: offerId,
    amount: CROSSSELL_PRICES[type],
    currency: brand.billing.currency,
    symbol: brand.billing.symbol,
  });
  return [
    ...(brand.tags.includes(MA6_VPN_TAG) ? [row('vpn', OFFER.vpn)] : []),
    ...(brand.mediaTypes.length > 0 ? [row('media', OFFER.allAccess)] : []),
  ];
}

export async function seedCrossSell(
  db: DbOrTrx,
  brands: readonly BrandSeed[],
  log: (msg: string) => void,
): Promise<void> {
  let added = 0;
  for (const brand of brands) {
    const rows = crossSellRows(brand);
    if (rows.length === 0) continue;
    const inserted = await db
      .insertInto('crosssell_offers')
      .values(rows)
      .onConflict((oc) => oc.columns(['brand_id', 'type']).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  if (added > 0) log(`crosssell: ${added} cross-sell offers priced`);
}
