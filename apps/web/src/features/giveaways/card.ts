/**
 * What a giveaway's card state (SPEC.md 4 "Sweep card states and button text", computed by the
 * server with packages/domain sweepCardState) means on screen: its button text key
 * `giveaways.card.button.<state>`, its status key and what pressing it does.
 */
import { canBuyEntries, cardAction, SWEEP_CARD_STATES, type SweepCardState } from '@member-area/domain';

export function asCardState(value: string): SweepCardState | null {
  return (SWEEP_CARD_STATES as readonly string[]).includes(value) ? (value as SweepCardState) : null;
}

/**
 * claim: to the giveaway's page, where the prize is claimed; buy: to its entry packs; none: the
 * button only says where the giveaway stands (coming soon, drawing, claimed, better luck next time).
 * An open monthly exclusive sells nothing (SPEC.md 6: its entry is free for active members), so its
 * "enter giveaway" leads to the page that explains how to take part.
 */
export type CardButton = { state: SweepCardState; action: 'claim' | 'buy' | 'details' | 'none' };

export function cardButton(state: string, category: string): CardButton | null {
  const known = asCardState(state);
  if (!known) return null;
  const action = cardAction(known);
  if (action === 'buy' && !canBuyEntries(category)) return { state: known, action: 'details' };
  return { state: known, action };
}

/** The tone of a card's status chip: the member's own news stands out, closed giveaways recede. */
export function statusTone(state: SweepCardState): 'win' | 'open' | 'mine' | 'muted' {
  switch (state) {
    case 'winner':
    case 'winner_claimed':
      return 'win';
    case 'active':
    case 'future':
      return 'open';
    case 'entered':
    case 'monthly_exclusive':
      return 'mine';
    case 'loser':
    case 'drawing':
      return 'muted';
  }
}
