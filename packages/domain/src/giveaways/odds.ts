/** A member's odds in a giveaway ("odds" of SPEC.md 3's giveaway texts): 1 in `oneIn`. */

export interface SweepOdds {
  entries: number;
  total: number;
  /** total / entries rounded, never below 1 (a member holding most of the pool is still "1 in 1"). */
  oneIn: number;
}

/** Null without entries or with an empty pool (no odds to show). */
export function odds(entries: number, total: number): SweepOdds | null {
  if (!(entries > 0) || !(total > 0)) return null;
  return { entries, total, oneIn: Math.max(1, Math.round(total / entries)) };
}
