import type { LanguageCode } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import type { Brand } from '../brand/model';
import { findPlan, findPublicPlan } from '../billing/repo';
import { describeOrder, priceOrder } from '../ecommerce/order-pricing';
import { findPlanName } from '../subscription/repo';
import { describeCrossSell, priceCrossSell } from '../crosssell/quote';
import { coinPackName, coinPackPrice, describeCoinPack } from '../wallet/pack-quote';
import { entriesDescription } from '../sweep/mails';
import { quoteEntries } from '../sweep/quote';
import { findBrandSweep, findSweepName } from '../sweep/repo';
import type { Price, Purchasable, PurchaseProblem } from './purchasable';

export type PriceResult = { ok: true; price: Price } | { ok: false; errorCode: PurchaseProblem };

/** Who buys, and when: some prices depend on it (a giveaway's period, its once-per-member packs). */
export interface PriceBuyer {
  memberId: number;
  now: Date;
}

/**
 * The server's price of a purchasable for a brand (SPEC.md 4 'Checkout': a plan is charged its
 * initial price now; giveaway entries the brand's price of the pack, modules/sweep quote.ts).
 * Exhaustive: a new kind does not compile until it is priced or refused.
 */
export async function priceOf(
  db: DbOrTrx,
  purchasable: Purchasable,
  brand: Brand,
  buyer: PriceBuyer,
): Promise<PriceResult> {
  switch (purchasable.kind) {
    case 'plan': {
      const plan = await findPublicPlan(db, brand.id, purchasable.planId);
      if (!plan) return { ok: false, errorCode: 'plan_not_found' };
      return {
        ok: true,
        price: {
          amountMinor: Number(plan.price_initial),
          currency: plan.currency,
          symbol: plan.symbol,
          description: plan.name,
        },
      };
    }
    case 'giveaway_entries': {
      const quote = await quoteEntries(db, brand.id, purchasable, buyer);
      if (!quote.ok) return quote;
      // The pack's entries are the server's: a purchasable naming another count is refused.
      if (quote.offer.entries !== purchasable.entries) return { ok: false, errorCode: 'purchase_mismatch' };
      return {
        ok: true,
        price: {
          amountMinor: quote.offer.amount,
          currency: quote.sweep.price.currency,
          symbol: quote.sweep.price.symbol,
          description: entriesDescription('en-us', quote.sweep.name, purchasable.entries),
        },
      };
    }
    case 'coin_pack':
      return coinPackPrice(db, brand.id, purchasable.packId);
    case 'marketplace_order':
      return priceOrder(db, purchasable.orderId, brand.id, buyer.memberId);
    case 'upsell_offer':
      return priceCrossSell(db, brand.id, purchasable.offerId);
    default:
      return unreachable(purchasable);
  }
}

export function unreachable(x: never): never {
  throw new Error(`unknown purchasable ${JSON.stringify(x)}`);
}

export type DescribeResult =
  { ok: true; description: string; symbol: string } | { ok: false; errorCode: PurchaseProblem };

/**
 * What an already credited purchase was, for a replayed return's receipt. Unlike priceOf it finds
 * plans no longer on sale: the member bought it when it was.
 */
export async function describePurchase(
  db: DbOrTrx,
  purchasable: Purchasable,
  brandId: string,
): Promise<DescribeResult> {
  switch (purchasable.kind) {
    case 'plan': {
      const plan = await findPlan(db, brandId, purchasable.planId);
      return plan
        ? { ok: true, description: plan.name, symbol: plan.symbol }
        : { ok: false, errorCode: 'plan_not_found' };
    }
    case 'giveaway_entries': {
      // Found even once the giveaway closed: the member bought while it was open.
      const sweep = await findBrandSweep(db, brandId, purchasable.sweepId);
      return sweep
        ? {
            ok: true,
            description: entriesDescription('en-us', sweep.name, purchasable.entries),
            symbol: sweep.price.symbol,
          }
        : { ok: false, errorCode: 'sweep_not_found' };
    }
    case 'coin_pack':
      return describeCoinPack(db, brandId, purchasable.packId);
    case 'marketplace_order':
      return describeOrder(db, purchasable.orderId, brandId, 'en-us');
    case 'upsell_offer':
      return describeCrossSell(db, brandId, purchasable.offerId);
    default:
      return unreachable(purchasable);
  }
}

/** A purchase's name in the member's language (data_translations) for its receipt; null: none stored. */
export async function translatedDescription(
  db: DbOrTrx,
  purchasable: Purchasable,
  lang: LanguageCode,
): Promise<string | null> {
  switch (purchasable.kind) {
    case 'plan':
      return findPlanName(db, purchasable.planId, lang);
    case 'giveaway_entries': {
      // Giveaway names are not translated (like titles); the words around them are.
      const name = await findSweepName(db, purchasable.sweepId);
      return name === null ? null : entriesDescription(lang, name, purchasable.entries);
    }
    case 'coin_pack':
      return coinPackName(db, purchasable.packId, lang);
    case 'marketplace_order': {
      const described = await describeOrder(db, purchasable.orderId, null, lang);
      return described.ok ? described.description : null;
    }
    case 'upsell_offer':
      return null;
    default:
      return unreachable(purchasable);
  }
}
