/**
 * A giveaway card for one viewer: its state, status, odds, offers and winner, from the domain's
 * rules (packages/domain sweeps: sweepCardState, sweepStatus, odds) and offers.ts. No I/O: the
 * service reads everything a list needs in a fixed number of statements, then builds each card here.
 */
import { odds, sweepCardState, sweepStatus } from '@member-area/domain';
import { winnerDisplayName, type DrawFacts, type SweepCard, type SweepModel } from './model';
import { availableOffers, type Buyer } from './offers';
import type { PoolRow, WinnerRow } from './repo';

/**
 * What each card shows of its giveaway's draws: the latest one the public pages show (pool rows)
 * and, once chosen, the winner (winner rows, oldest period first: the latest win counts).
 */
export function drawFactsOf(
  pools: readonly PoolRow[],
  winners: readonly WinnerRow[],
): Map<string, DrawFacts> {
  const out = new Map<string, DrawFacts>();
  for (const r of pools) out.set(r.sweep_id, { shownDrawId: r.shown_draw_id ?? null, winner: null });
  for (const r of winners) {
    const facts = out.get(r.sweep_id);
    if (!facts || r.drawn_at === null) continue;
    facts.winner = {
      drawId: r.id,
      drawnAt: r.drawn_at,
      claimedAt: r.claimed_at,
      memberId: r.winner_member_id === null ? null : Number(r.winner_member_id),
      displayName: r.winner_member_id === null ? null : winnerDisplayName(r),
    };
  }
  return out;
}

export interface CardInput {
  sweep: SweepModel;
  brands: string[];
  draw: DrawFacts;
  /** The viewer's entries in this giveaway (0 for anonymous visitors). */
  entries: number;
  viewerId: number | null;
  /** Null for anonymous visitors: they are shown no offers. */
  buyer: Buyer | null;
  now: Date;
}

/** A postal winner is never named (their details are not public); the web may translate this. */
export const POSTAL_WINNER_NAME = 'Postal entrant';

export function sweepCard(input: CardInput): SweepCard {
  const { sweep, draw, entries, viewerId, now } = input;
  const won = draw.winner;
  const winnerIsViewer = won !== null && viewerId !== null && won.memberId === viewerId;
  const cardState = sweepCardState({
    category: sweep.category,
    startDate: sweep.ms.start,
    endDate: sweep.ms.end,
    drawnAt: won?.drawnAt ?? null,
    winnerIsViewer,
    claimed: won?.claimedAt != null,
    viewerEntries: entries,
    now,
  });
  return {
    sweep,
    brands: input.brands,
    entries,
    cardState,
    status: sweepStatus(cardState),
    offers: input.buyer ? availableOffers(sweep, won?.drawnAt ?? null, input.buyer) : [],
    odds: odds(entries, sweep.totalEntries),
    winner: won
      ? {
          isViewer: winnerIsViewer,
          claimed: won.claimedAt !== null,
          displayName: won.displayName ?? POSTAL_WINNER_NAME,
          chosenAt: won.drawnAt,
        }
      : null,
    // The record of the win, else the month the public draw pages show now.
    drawId: won?.drawId ?? draw.shownDrawId,
  };
}
