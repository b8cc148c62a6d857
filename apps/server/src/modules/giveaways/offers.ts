/**
 * What a giveaway sells to a member now, and why not: one rule for the cards' `offers` and for the
 * purchase (startEntryPurchase, checkout's priceOf), so a card never offers what the purchase would
 * refuse. Prices are the domain's entryOffer at the host brand's sweep_brands row. No I/O.
 */
import {
  BONUS_OFFER_SWEEP_TAG,
  ENTRY_OFFERS,
  canBuyEntries,
  entryOffer,
  isEntryOffer,
  type EntryOffer,
  type PricedOffer,
} from '@member-area/domain';
import { ONCE_PER_MEMBER_OFFERS, type SweepModel } from './model';

export type SaleProblem = 'sweep_closed' | 'sweep_not_started' | 'offer_not_available';

export interface Buyer {
  /** Holds an active subscription (member-only giveaways sell to them only). */
  isActiveMember: boolean;
  /** The once-per-member packs this member already bought in this giveaway. */
  usedOffers: ReadonlySet<EntryOffer>;
  now: Date;
}

/** Entries close at the end of the period, or as soon as a winner is chosen. */
export function periodProblem(
  sweep: Pick<SweepModel, 'ms'>,
  drawnAt: string | null,
  now: Date,
): 'sweep_closed' | 'sweep_not_started' | null {
  const t = now.getTime();
  if (drawnAt !== null || t > sweep.ms.end) return 'sweep_closed';
  if (t < sweep.ms.start) return 'sweep_not_started';
  return null;
}

/** Why this member may buy no pack at all in this giveaway now, or null (the same for every pack). */
function giveawayProblem(sweep: SweepModel, drawnAt: string | null, buyer: Buyer): SaleProblem | null {
  const period = periodProblem(sweep, drawnAt, buyer.now);
  if (period) return period;
  if (!canBuyEntries(sweep.category)) return 'offer_not_available';
  if (sweep.memberOnly && !buyer.isActiveMember) return 'offer_not_available';
  return null;
}

/** Whether this pack is for sale in a giveaway that sells: the bonus pack where tagged, once-per-member packs once. */
function packAvailable(sweep: SweepModel, offer: EntryOffer, buyer: Buyer): boolean {
  if (offer === 'bonus' && !sweep.tags.includes(BONUS_OFFER_SWEEP_TAG)) return false;
  return !(ONCE_PER_MEMBER_OFFERS.includes(offer) && buyer.usedOffers.has(offer));
}

/**
 * Why this member may not buy `offer` in this giveaway now, or null. Monthly exclusives are free
 * (SPEC.md 6), the bonus pack belongs to the giveaway carrying the bonus tag, and the one-time and
 * bonus packs sell once per member.
 */
export function saleProblem(
  sweep: SweepModel,
  drawnAt: string | null,
  offer: string,
  buyer: Buyer,
): SaleProblem | null {
  const problem = giveawayProblem(sweep, drawnAt, buyer);
  if (problem) return problem;
  return isEntryOffer(offer) && packAvailable(sweep, offer, buyer) ? null : 'offer_not_available';
}

/**
 * Priced packs by pack and price. A list prices up to four packs for each of hundreds of
 * giveaways that share a handful of prices, and pricing the one-time pack asks Intl for the
 * currency's decimals (~60 µs a time): remembered, a 200-card list saves ~12 ms. Bounded.
 */
const PRICED = new Map<string, PricedOffer>();
const PRICED_MAX = 1000;

/** The pack at the brand's price (minor units), as entryOffer prices it; shared: never mutate it. */
export function pricedOffer(sweep: SweepModel, offer: EntryOffer): PricedOffer {
  const p = sweep.price;
  // The cached catalogue shares price objects across requests: found without building a key.
  const byPrice = BY_PRICE.get(p) ?? {};
  const same = byPrice[offer];
  if (same) return same;
  BY_PRICE.set(p, byPrice);
  byPrice[offer] = pricedOfferByKey(p, offer);
  return byPrice[offer];
}

const BY_PRICE = new WeakMap<SweepModel['price'], Partial<Record<EntryOffer, PricedOffer>>>();

function pricedOfferByKey(p: SweepModel['price'], offer: EntryOffer): PricedOffer {
  const key = `${offer}|${p.currency}|${p.priceEntries}|${p.priceAmount}|${p.multiplierAmount}|${p.multiplierFactor}`;
  const known = PRICED.get(key);
  if (known) return known;
  const priced = entryOffer(offer, {
    currency: p.currency,
    priceEntries: p.priceEntries,
    priceAmount: p.priceAmount,
    multiplierAmount: p.multiplierAmount,
    multiplierFactor: p.multiplierFactor,
  });
  if (PRICED.size >= PRICED_MAX) PRICED.clear();
  PRICED.set(key, priced);
  return priced;
}

/** Every pack the member may buy now, in ENTRY_OFFERS order (empty when none). */
export function availableOffers(sweep: SweepModel, drawnAt: string | null, buyer: Buyer): PricedOffer[] {
  if (giveawayProblem(sweep, drawnAt, buyer)) return [];
  return ENTRY_OFFERS.filter((offer) => packAvailable(sweep, offer, buyer)).map((offer) =>
    pricedOffer(sweep, offer),
  );
}
