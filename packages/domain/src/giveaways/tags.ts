/**
 * Giveaway tags (SPEC.md 4 "Sweep feature", SPEC.md 5 tag formats). Member tags carry sweep ids
 * (`sa_winner:1001`, `sweep_entries:sf:1001`, `sa_upsell:true:1001`, `winner_displayed:1001`);
 * sweep tags (sweeps.tags) name the sweep a funnel uses. A tag with the wrong number of parts is
 * ignored (SPEC.md 5), so every parser here answers null rather than guessing.
 */
import { WINNER_DISPLAYED_TAG_PREFIX } from '../member-tags';
import { partsOf } from '../tags';

/** SPEC.md 4: the sweep carrying this tag is the bonus offer modal's ("the bonus tag"). */
export const BONUS_OFFER_SWEEP_TAG = 'bonus_offer';
/** SPEC.md 4: the sweep carrying this tag is the failed-upsell funnel's ("its own tag"). */
export const FAILED_UPSELL_SWEEP_TAG = 'failed_upsell_funnel';

/** `sa_winner:{sweepId}`: set by the server when the member's win is announced. */
export const SA_WINNER_PREFIX = 'sa_winner:';
export const SWEEP_ENTRIES_PREFIX = 'sweep_entries:sf:';
export const SA_UPSELL_PREFIX = 'sa_upsell:';

/** `sa_winner:{sweepId}` with exactly 2 parts, else null. */
export function parseSaWinnerTag(tag: string): { sweepId: string } | null {
  const parts = partsOf(tag, 2);
  if (!parts || `${parts[0]}:` !== SA_WINNER_PREFIX) return null;
  return { sweepId: parts[1] ?? '' };
}

/** `winner_displayed:{sweepId}` with exactly 2 parts, else null. */
export function parseWinnerDisplayedTag(tag: string): { sweepId: string } | null {
  const parts = partsOf(tag, 2);
  if (!parts || `${parts[0]}:` !== WINNER_DISPLAYED_TAG_PREFIX) return null;
  return { sweepId: parts[1] ?? '' };
}

export function saWinnerTag(sweepId: string): string {
  return `${SA_WINNER_PREFIX}${sweepId}`;
}

export function winnerDisplayedTag(sweepId: string): string {
  return `${WINNER_DISPLAYED_TAG_PREFIX}${sweepId}`;
}

export function sweepEntriesTag(sweepId: string): string {
  return `${SWEEP_ENTRIES_PREFIX}${sweepId}`;
}

/** `sa_upsell:{true|false}:{sweepId}`: true shows the alternative upsell, false the triple one. */
export function saUpsellTag(alternative: boolean, sweepId: string): string {
  return `${SA_UPSELL_PREFIX}${String(alternative)}:${sweepId}`;
}

/** Whether a sweep (its sweeps.tags list) carries a tag. */
export function sweepHasTag(sweep: { tags: readonly string[] }, tag: string): boolean {
  return sweep.tags.includes(tag);
}
