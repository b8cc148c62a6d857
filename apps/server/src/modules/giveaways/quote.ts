/**
 * The server's price of an entry pack (the purchase path's priceOf for giveaway_entries, and
 * startEntryPurchase before it): the host brand's sweep_brands row priced by the domain's
 * entryOffer, refused as the cards would refuse it (offers.ts). Never a client's price or count.
 */
import type { DbOrTrx } from '../../db/kysely';
import { hasActiveSubscription } from '../subscription';
import type { SweepModel } from './model';
import { pricedOffer, saleProblem, type SaleProblem } from './offers';
import * as repo from './repo';
import { isPlausibleSweepId } from './service';
import type { EntryOffer, PricedOffer } from '@member-area/domain';

export type QuoteProblem = 'sweep_not_found' | SaleProblem;

export type QuoteResult =
  { ok: true; sweep: SweepModel; offer: PricedOffer } | { ok: false; errorCode: QuoteProblem };

export async function quoteEntries(
  db: DbOrTrx,
  brandId: string,
  input: { sweepId: string; offer: string },
  buyer: { memberId: number; now: Date },
): Promise<QuoteResult> {
  if (!isPlausibleSweepId(input.sweepId)) return { ok: false, errorCode: 'sweep_not_found' };
  const sweep = await repo.findBrandSweep(db, brandId, input.sweepId);
  if (!sweep || buyer.now.getTime() < sweep.ms.startAvailable)
    return { ok: false, errorCode: 'sweep_not_found' };
  const [winners, entries, active] = await Promise.all([
    repo.listBrandWinners(db, brandId, sweep.id),
    repo.sumMemberEntries(db, buyer.memberId),
    // Only a member-only giveaway asks whether the member is active.
    sweep.memberOnly ? hasActiveSubscription(db, buyer.memberId) : false,
  ]);
  // The latest win of the giveaway (rows oldest first): once drawn, nothing more is for sale.
  const drawnAt = winners.at(-1)?.drawn_at ?? null;
  const problem = saleProblem(sweep, drawnAt, input.offer, {
    isActiveMember: active,
    usedOffers: new Set(entries.find((e) => e.sweep_id === sweep.id)?.usedOffers),
    now: buyer.now,
  });
  if (problem) return { ok: false, errorCode: problem };
  return { ok: true, sweep, offer: pricedOffer(sweep, input.offer as EntryOffer) };
}
