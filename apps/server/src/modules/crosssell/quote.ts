/**
 * The purchase path's price of the `upsell_offer` kind (docs/ARCHITECTURE.md "The purchase path"):
 * the host brand's own `crosssell_offers` row, never a client's figure.
 */
import type { UpsellType } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import type { PriceResult, DescribeResult } from '../checkout';
import { findBrandOffer } from './repo';
import { toCrossSellOffer } from './model';

/** Transactions and invoices are written in English, like every other purchase's. */
export function crossSellDescription(type: UpsellType): string {
  return type === 'vpn' ? 'VPN add-on' : 'All media add-on';
}

export async function priceCrossSell(db: DbOrTrx, brandId: string, id: number): Promise<PriceResult> {
  const row = await findBrandOffer(db, brandId, id);
  const offer = row && Number(row.active) === 1 ? toCrossSellOffer(row) : null;
  if (!offer) return { ok: false, errorCode: 'crosssell_not_available' };
  return {
    ok: true,
    price: {
      amountMinor: offer.amountMinor,
      currency: offer.currency,
      symbol: offer.symbol,
      description: crossSellDescription(offer.type),
    },
  };
}

/** A bought offer, for a replayed return's receipt: found even once taken off sale. */
export async function describeCrossSell(db: DbOrTrx, brandId: string, id: number): Promise<DescribeResult> {
  const row = await findBrandOffer(db, brandId, id);
  const offer = row ? toCrossSellOffer(row) : null;
  return offer
    ? { ok: true, description: crossSellDescription(offer.type), symbol: offer.symbol }
    : { ok: false, errorCode: 'crosssell_not_available' };
}
