/**
 * Giveaways as the server works with them: a sweep with the host brand's price (repo rows mapped
 * here), the draw facts a card needs, and the card computed for one viewer (cards.ts). No SQL here.
 */
import type { EntryOffer, PricedOffer, SweepCardState, SweepOdds, SweepStatus } from '@member-area/domain';

/** Where a member bought entries (startEntryPurchase `source`); decides whether the upsell re-arms. */
export const ENTRY_SOURCES = ['page', 'upsell', 'alternative', 'bonus', 'funnel'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

export function isEntrySource(value: string): value is EntrySource {
  return (ENTRY_SOURCES as readonly string[]).includes(value);
}

/** A giveaway of one brand with that brand's price (sweeps ⨝ sweep_brands). Amounts in minor units. */
export interface SweepModel {
  id: string;
  name: string;
  productName: string;
  description: string;
  prizeDescription: string;
  prizeKind: string;
  category: string;
  memberOnly: boolean;
  image: string;
  refNumber: string;
  tags: string[];
  startDate: string;
  endDate: string;
  startAvailableDate: string;
  endAvailableDate: string;
  /** The four dates above as epoch milliseconds, parsed once per row (a list compares them often). */
  ms: { start: number; end: number; startAvailable: number; endAvailable: number };
  totalEntries: number;
  price: {
    currency: string;
    symbol: string;
    countryCode: string;
    priceAmount: number;
    priceEntries: number;
    multiplierAmount: number;
    multiplierFactor: number;
  };
}

/** What a card shows of a giveaway's draws: the one the public pages show now, and the one that chose a winner. */
export interface DrawFacts {
  /**
   * The latest draw the public draw pages show (opened, neither 'unused' nor a reserve month past the
   * giveaway's close): what the card links to until a winner is chosen, then the winning draw.
   */
  shownDrawId: string | null;
  /** Set once a winner was chosen (the row with status 'drawn'). */
  winner: {
    drawId: string;
    drawnAt: string;
    claimedAt: string | null;
    memberId: number | null;
    /** First name and last initial, or null for a postal winner. */
    displayName: string | null;
  } | null;
}

export const NO_DRAW: DrawFacts = { shownDrawId: null, winner: null };

/** Who looks at the giveaways: the inputs of every per-viewer rule. */
export interface SweepViewer {
  memberId: number | null;
  memberTags: readonly string[];
  /**
   * Holds an active subscription: member-only giveaways sell to active members only. Asked only
   * when a member-only giveaway is on the list (a lookup the other lists do not pay for).
   */
  isActiveMember: () => Promise<boolean>;
  country: string;
}

/** One giveaway as one viewer sees it now. Amounts in minor units. */
export interface SweepCard {
  sweep: SweepModel;
  brands: string[];
  entries: number;
  cardState: SweepCardState;
  status: SweepStatus;
  offers: PricedOffer[];
  odds: SweepOdds | null;
  winner: { isViewer: boolean; claimed: boolean; displayName: string; chosenAt: string } | null;
  drawId: string | null;
}

/** The packs a member may buy once per giveaway (SPEC.md 9 "One-time offer"; the bonus offer modal shows once). */
export const ONCE_PER_MEMBER_OFFERS: readonly EntryOffer[] = ['one_time', 'bonus'];

/** The idempotency key that marks a once-per-member pack as bought (claimed when it is credited). */
export function offerUsedKey(offer: EntryOffer, sweepId: string, memberId: number): string {
  return `offer:${offer}:${sweepId}:${memberId}`;
}

/** What a winner is called on a card: first name and last initial ("Wendy P."). */
export function winnerDisplayName(m: {
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  email: string | null;
}): string {
  const words = (m.name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = m.first_name?.trim() || words[0] || (m.email ?? '').split('@')[0] || '';
  const last = m.last_name?.trim() || (words.length > 1 ? words[words.length - 1] : '') || '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
