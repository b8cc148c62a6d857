/**
 * A giveaway card's state, status and button (SPEC.md 4 "Sweep card states and button text" and
 * "Giveaway lifecycle"). The server computes the state once (the API's cardState and status) from
 * this rule; the web maps the state to its button text key `giveaways.card.button.<state>`.
 */
import { type Instant, instantMs } from './instant';

export const SWEEP_CARD_STATES = [
  'winner',
  'winner_claimed',
  'loser',
  'drawing',
  'entered',
  'active',
  'monthly_exclusive',
  'future',
] as const;
export type SweepCardState = (typeof SWEEP_CARD_STATES)[number];

export interface SweepCardInput {
  category: string;
  startDate: Instant;
  endDate: Instant;
  /** When the winner was chosen; null before the draw. */
  drawnAt: Instant | null;
  winnerIsViewer: boolean;
  claimed: boolean;
  viewerEntries: number;
  now: Instant;
}

/**
 * First match wins: the viewer's own win (claimed or not); a chosen winner who is someone else
 * (Announced: better luck next time); the entry period over but no winner yet (drawing); not yet
 * open (coming soon); a monthly exclusive the viewer was entered into; entries held; else open.
 */
export function sweepCardState(input: SweepCardInput): SweepCardState {
  if (input.winnerIsViewer) return input.claimed ? 'winner_claimed' : 'winner';
  if (input.drawnAt !== null) return 'loser';
  const now = instantMs(input.now);
  if (now > instantMs(input.endDate)) return 'drawing';
  if (now < instantMs(input.startDate)) return 'future';
  if (input.viewerEntries > 0)
    return input.category === 'monthly_exclusive' ? 'monthly_exclusive' : 'entered';
  return 'active';
}

/** SPEC.md 4 "Giveaway lifecycle" statuses (the API's `status`, a text key on the web). */
export type SweepStatus =
  'Active' | 'Entered' | 'Drawing' | 'Announced' | 'Winner' | 'Winner (Claimed)' | 'coming soon';

const STATUS_BY_STATE: Record<SweepCardState, SweepStatus> = {
  winner: 'Winner',
  winner_claimed: 'Winner (Claimed)',
  loser: 'Announced',
  drawing: 'Drawing',
  entered: 'Entered',
  active: 'Active',
  // SPEC.md 4: a monthly exclusive card is "shown as Entered".
  monthly_exclusive: 'Entered',
  future: 'coming soon',
};

export function sweepStatus(state: SweepCardState): SweepStatus {
  return STATUS_BY_STATE[state];
}

export type SweepCardAction = 'claim' | 'buy' | 'none';

const ACTION_BY_STATE: Record<SweepCardState, SweepCardAction> = {
  winner: 'claim',
  winner_claimed: 'none',
  loser: 'none',
  drawing: 'none',
  entered: 'buy',
  active: 'buy',
  monthly_exclusive: 'none',
  future: 'none',
};

/**
 * What the card's button does: claim opens the winner modal, buy the entry purchase. An open
 * monthly exclusive the viewer holds no entry in is 'active' but sells nothing: the caller also
 * checks canBuyEntries(category).
 */
export function cardAction(state: SweepCardState): SweepCardAction {
  return ACTION_BY_STATE[state];
}
