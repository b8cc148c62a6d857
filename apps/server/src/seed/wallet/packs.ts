/**
 * The demo coin packs (issue 13 item 2): four per brand in the brand's billing currency, smallest
 * first, the bonus growing with the pack, one featured.
 */
import type { BrandSeed } from '../brands';

export interface PackSeed {
  coins: number;
  bonusCoins: number;
  featured: boolean;
}

export const PACKS: readonly PackSeed[] = [
  { coins: 500, bonusCoins: 0, featured: false },
  { coins: 1_000, bonusCoins: 100, featured: false },
  { coins: 2_500, bonusCoins: 400, featured: true },
  { coins: 5_000, bonusCoins: 1_000, featured: false },
];

/** The packs' prices (minor units) per currency, in the order of PACKS. */
export const PACK_PRICES: Readonly<Record<string, readonly number[]>> = {
  USD: [499, 999, 2_499, 4_999],
  CAD: [649, 1_299, 3_199, 6_499],
};

/** A brand's packs as coin_packs rows; throws for a currency without prices (the seed's own data is wrong). */
export function packRows(brand: Pick<BrandSeed, 'id' | 'billing'>) {
  const prices = PACK_PRICES[brand.billing.currency];
  if (!prices || prices.length !== PACKS.length)
    throw new Error(`no coin pack prices for ${brand.billing.currency} (brand ${brand.id})`);
  return PACKS.map((p, position) => ({
    brand_id: brand.id,
    coins: p.coins,
    bonus_coins: p.bonusCoins,
    amount: prices[position]!,
    currency: brand.billing.currency,
    symbol: brand.billing.symbol,
    featured: p.featured ? 1 : 0,
    active: 1,
    position,
  }));
}
