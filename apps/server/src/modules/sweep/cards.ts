/**
 * A giveaway card for one viewer: its state, status, odds, offers and winner, from the domain's
 * rules (packages/domain sweeps: sweepCardState, sweepStatus, odds) and offers.ts. No I/O: the
 * service reads everything a list needs in a fixed number of statements, then builds each card here.
 */
import { odds, sweepCardState, sweepStatus } from '@member-area/domain';
import { NO_DRAW, winnerDisplayName, type DrawFacts, type SweepCard, type SweepModel } from './model';
import { availableOffers, type Buyer } from './offers';
import type { PoolRow } from './repo';

/** Pool rows (one per giveaway and drawn draw, oldest period first) as the draw facts of each card. */
export function drawFactsOfPools(rows: readonly PoolRow[]): Map<string, DrawFacts> {
  const out = new Map<string, DrawFacts>();
  for (const r of rows) {
    const drawn =
      r.id !== null && r.drawn_at !== null
        ? {
            drawId: r.id,
            drawnAt: r.drawn_at,
            claimedAt: r.claimed_at,
            memberId: r.winner_member_id === null ? null : Number(r.winner_member_id),
            displayName: r.winner_member_id === null ? null : winnerDisplayName(r),
          }
        : null;
    out.set(r.sweep_id, {
      shownDrawId: r.shown_draw_id ?? null,
      winner: drawn ?? out.get(r.sweep_id)?.winner ?? null,
    });
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
