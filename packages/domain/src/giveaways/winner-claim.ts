/**
 * Where a drawn winner's prize stands, as the giveaway operator follows it (issue 33 scope 3): a
 * member winner is announced (tagged and mailed), then claims the prize in the member area; a
 * postal winner is contacted by post by the operator (no e-mail goes to an address typed from an
 * envelope), so the member area has nothing for them to claim.
 */
import { DRAW_MIN_UNIQUE_ENTRIES } from '../constants';

export type WinnerClaimState =
  /** The member claimed the prize. */
  | 'claimed'
  /** Announced: the member has not claimed it yet. */
  | 'waiting'
  /** Drawn, not announced yet (the announcement follows the draw). */
  | 'not_announced'
  /** A postal entrant won: the operator contacts them by post. */
  | 'by_post'
  /** The winning member's account is gone: the rules decide what happens to the prize. */
  | 'member_gone';

export function winnerClaimState(w: {
  kind: 'member' | 'postal' | null;
  announcedAt: string | null;
  claimedAt: string | null;
}): WinnerClaimState {
  if (w.kind === 'postal') return 'by_post';
  if (w.kind === null) return 'member_gone';
  if (w.claimedAt !== null) return 'claimed';
  return w.announcedAt !== null ? 'waiting' : 'not_announced';
}

/**
 * Why a month rolled over to the next (docs/draws.md "The timeline of a draw"): too few unique
 * entrants, or it was not the giveaway's last month (its entries carry over to the next).
 */
export type RollOverReason = 'too_few_entrants' | 'not_last_month';

export function rollOverReason(uniqueEntrants: number | null): RollOverReason {
  return (uniqueEntrants ?? 0) < DRAW_MIN_UNIQUE_ENTRIES ? 'too_few_entrants' : 'not_last_month';
}
