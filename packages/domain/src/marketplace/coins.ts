/**
 * Paying marketplace orders with coins (issue 13 decisions): only on brands tagged
 * `marketplace_coins:enabled`, at one coin per cent (COINS_PER_MAJOR_UNIT coins buy one major unit
 * of the brand's currency). Orders are priced in minor units; their coin price is derived here, once.
 */
import { minorPerMajor } from '../money/currency';

/** 1 coin = 1 cent: 100 coins pay one dollar, euro or pound (one yen for a currency without cents). */
export const COINS_PER_MAJOR_UNIT = 100;

/** The brand tag that lets members pay marketplace orders with coins. */
export const MARKETPLACE_COINS_TAG = 'marketplace_coins:enabled';

export function acceptsCoins(brandTags: readonly string[]): boolean {
  return brandTags.includes(MARKETPLACE_COINS_TAG);
}

/**
 * The coins that pay `amountMinor` of `currency`, rounded up to a whole coin (a member never pays
 * less than the price). For a two-decimal currency this is the amount in cents.
 */
export function coinsForAmount(amountMinor: number, currency: string): number {
  return Math.ceil((amountMinor * COINS_PER_MAJOR_UNIT) / minorPerMajor(currency));
}
