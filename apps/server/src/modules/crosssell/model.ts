import type { Selectable } from 'kysely';
import { UPSELL_TYPES, type UpsellType } from '@member-area/domain';
import type { CrossSellOffersTable } from '../../db/tables/crosssell';

export type CrossSellOfferRow = Selectable<CrossSellOffersTable>;

/** A priced cross-sell offer as the service hands it out. */
export interface CrossSellOffer {
  id: number;
  type: UpsellType;
  /** The offer (offers.id) the add-on grants. */
  offerId: number;
  amountMinor: number;
  currency: string;
  symbol: string;
}

export function isUpsellType(v: string): v is UpsellType {
  return (UPSELL_TYPES as readonly string[]).includes(v);
}

/** null for a row whose type is not one SPEC.md 5 allows (media or vpn): never offered. */
export function toCrossSellOffer(row: CrossSellOfferRow): CrossSellOffer | null {
  if (!isUpsellType(row.type)) return null;
  return {
    id: Number(row.id),
    type: row.type,
    offerId: Number(row.offer_id),
    amountMinor: Number(row.amount),
    currency: row.currency,
    symbol: row.symbol,
  };
}
