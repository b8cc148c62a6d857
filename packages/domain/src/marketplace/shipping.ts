/**
 * Shipping options (issue 13 decisions: `standard` and `express`, fees per currency; SPEC.md 6:
 * Champions ship standard for free). Fees are minor units of the brand's currency; days are
 * business days. A currency missing here ships nothing: checkout refuses rather than guess a fee.
 */
import type { MarketplacePerksInput } from './totals';

export const SHIPPING_OPTION_IDS = ['standard', 'express'] as const;
export type ShippingOptionId = (typeof SHIPPING_OPTION_IDS)[number];

export interface ShippingRate {
  /** Minor units, before any perk. */
  fee: number;
  minDays: number;
  maxDays: number;
}

export const SHIPPING_RATES: Readonly<Record<string, Readonly<Record<ShippingOptionId, ShippingRate>>>> = {
  USD: { standard: { fee: 499, minDays: 3, maxDays: 5 }, express: { fee: 1499, minDays: 1, maxDays: 2 } },
  CAD: { standard: { fee: 699, minDays: 3, maxDays: 7 }, express: { fee: 1999, minDays: 1, maxDays: 3 } },
  EUR: { standard: { fee: 499, minDays: 3, maxDays: 6 }, express: { fee: 1299, minDays: 1, maxDays: 2 } },
  GBP: { standard: { fee: 399, minDays: 2, maxDays: 4 }, express: { fee: 999, minDays: 1, maxDays: 1 } },
  JPY: { standard: { fee: 600, minDays: 2, maxDays: 4 }, express: { fee: 1500, minDays: 1, maxDays: 2 } },
  MYR: { standard: { fee: 1500, minDays: 3, maxDays: 7 }, express: { fee: 4000, minDays: 1, maxDays: 3 } },
};

/** The welcome gift ships standard (issue 13 decisions): free for Champions, else the fee. */
export const WELCOME_GIFT_SHIPPING: ShippingOptionId = 'standard';

export interface ShippingOption extends ShippingRate {
  id: ShippingOptionId;
  /** The fee before a Champion's free standard shipping; null when nothing was taken off. */
  listFee: number | null;
}

export function isShippingOptionId(value: string): value is ShippingOptionId {
  return (SHIPPING_OPTION_IDS as readonly string[]).includes(value);
}

/** The options a member sees for a currency, with their fee after perks; empty for an unknown currency. */
export function shippingOptions(currency: string, perks: MarketplacePerksInput): ShippingOption[] {
  const rates = SHIPPING_RATES[currency.toUpperCase()];
  if (!rates) return [];
  return SHIPPING_OPTION_IDS.map((id) => {
    const rate = rates[id];
    const free = id === 'standard' && perks.freeStandardShipping && rate.fee > 0;
    return { id, ...rate, fee: free ? 0 : rate.fee, listFee: free ? rate.fee : null };
  });
}

/** One option by id for a currency (after perks), or null: unknown option or currency. */
export function shippingOption(
  currency: string,
  id: string,
  perks: MarketplacePerksInput,
): ShippingOption | null {
  return shippingOptions(currency, perks).find((o) => o.id === id) ?? null;
}
