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
  sweep: Pick<SweepModel, 'startDate' | 'endDate'>,
  drawnAt: string | null,
  now: Date,
): 'sweep_closed' | 'sweep_not_started' | null {
  const t = now.getTime();
  if (drawnAt !== null || t > Date.parse(sweep.endDate)) return 'sweep_closed';
  if (t < Date.parse(sweep.startDate)) return 'sweep_not_started';
  return null;
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
  const period = periodProblem(sweep, drawnAt, buyer.now);
  if (period) return period;
  if (!isEntryOffer(offer) || !canBuyEntries(sweep.category)) return 'offer_not_available';
  if (sweep.memberOnly && !buyer.isActiveMember) return 'offer_not_available';
  if (offer === 'bonus' && !sweep.tags.includes(BONUS_OFFER_SWEEP_TAG)) return 'offer_not_available';
  if (ONCE_PER_MEMBER_OFFERS.includes(offer) && buyer.usedOffers.has(offer)) return 'offer_not_available';
  return null;
}

/** The pack at the brand's price (minor units), as entryOffer prices it. */
export function pricedOffer(sweep: SweepModel, offer: EntryOffer): PricedOffer {
  return entryOffer(offer, {
    currency: sweep.price.currency,
    priceEntries: sweep.price.priceEntries,
    priceAmount: sweep.price.priceAmount,
    multiplierAmount: sweep.price.multiplierAmount,
    multiplierFactor: sweep.price.multiplierFactor,
  });
}

/** Every pack the member may buy now, in ENTRY_OFFERS order (empty when none). */
export function availableOffers(sweep: SweepModel, drawnAt: string | null, buyer: Buyer): PricedOffer[] {
  return ENTRY_OFFERS.filter((offer) => saleProblem(sweep, drawnAt, offer, buyer) === null).map((offer) =>
    pricedOffer(sweep, offer),
  );
}
