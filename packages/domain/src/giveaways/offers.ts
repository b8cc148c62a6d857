/**
 * Entry packs a giveaway sells (SPEC.md 3 price{…} and multiplier{…}; SPEC.md 9 "One-time offer",
 * "Triple-entries upsell"). The server prices every pack from the host brand's sweep_brands row;
 * the client only shows what the server answered. Amounts are integers in minor units.
 */
import { ONE_TIME_OFFER } from '../constants';
import { minorPerMajor } from '../money/currency';
import { HUNDRED_PERCENT } from '../money/money';

export const ENTRY_OFFERS = ['standard', 'multiplier', 'one_time', 'bonus'] as const;
export type EntryOffer = (typeof ENTRY_OFFERS)[number];

export function isEntryOffer(value: string): value is EntryOffer {
  return (ENTRY_OFFERS as readonly string[]).includes(value);
}

export const SWEEP_CATEGORIES = ['promotional', 'monthly_exclusive'] as const;
export type SweepCategory = (typeof SWEEP_CATEGORIES)[number];

/** The bonus offer modal's pack: the standard price for this many times the standard entries. */
export const BONUS_OFFER_ENTRY_FACTOR = 2;

/** A brand's price for a giveaway (sweep_brands), amounts in minor units. */
export interface SweepPricing {
  currency: string;
  priceEntries: number;
  priceAmount: number;
  multiplierAmount: number;
  multiplierFactor: number;
}

export interface PricedOffer {
  offer: EntryOffer;
  entries: number;
  /** Minor units charged. */
  amount: number;
  /** Minor units shown struck through (the one-time offer's price before its discount), else null. */
  listAmount: number | null;
  discountPercent: number | null;
}

/** The pack `offer` at the brand's price (table in the giveaways contract). */
export function entryOffer(offer: EntryOffer, price: SweepPricing): PricedOffer {
  switch (offer) {
    case 'standard':
      return {
        offer,
        entries: price.priceEntries,
        amount: price.priceAmount,
        listAmount: null,
        discountPercent: null,
      };
    case 'multiplier':
      return {
        offer,
        entries: price.priceEntries * price.multiplierFactor,
        amount: price.multiplierAmount,
        listAmount: null,
        discountPercent: null,
      };
    case 'one_time': {
      // SPEC.md 9: "5 in local currency", five major units (¥5, $5.00, KWD 5.000).
      const amount = ONE_TIME_OFFER.price * minorPerMajor(price.currency);
      // Integer arithmetic: 500 × 100 / 20 = 2500, where 500 / (1 - 0.8) is 2500.0000000000005.
      const listAmount = Math.round(
        (amount * HUNDRED_PERCENT) / (HUNDRED_PERCENT - ONE_TIME_OFFER.discountPercent),
      );
      return {
        offer,
        entries: ONE_TIME_OFFER.entries,
        amount,
        listAmount,
        discountPercent: ONE_TIME_OFFER.discountPercent,
      };
    }
    case 'bonus':
      return {
        offer,
        entries: price.priceEntries * BONUS_OFFER_ENTRY_FACTOR,
        amount: price.priceAmount,
        listAmount: null,
        discountPercent: null,
      };
  }
}

/** Only promotional giveaways sell entries; monthly exclusive ones are free for active members (SPEC.md 6). */
export function canBuyEntries(category: string): boolean {
  return category === 'promotional';
}
