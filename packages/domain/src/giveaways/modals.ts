/**
 * Which giveaway modal a member sees, from their tags (SPEC.md 4 "Sweep feature"). The server sets
 * the tags (sa_winner, sweep_entries, sa_upsell); the client sets the markers (winner_displayed,
 * upsell_displayed, sweep_bonus_offer_modal:displayed) once a modal was shown. Tags with the wrong
 * number of parts are ignored (SPEC.md 5).
 */
import { SWEEP_BONUS_OFFER_DISPLAYED_TAG, UPSELL_DISPLAYED_TAG } from '../member-tags';
import { parseSaUpsellTag, parseSweepEntriesTag } from '../tags';
import type { EntryOffer } from './offers';
import {
  BONUS_OFFER_SWEEP_TAG,
  FAILED_UPSELL_SWEEP_TAG,
  SA_UPSELL_PREFIX,
  SWEEP_ENTRIES_PREFIX,
  parseSaWinnerTag,
  parseWinnerDisplayedTag,
  saUpsellTag,
  sweepEntriesTag,
} from './tags';

/**
 * Sweeps the member won and has not yet seen the winner modal for, in tag order, each once. Only
 * ids of sweeps in `sweeps` (the brand's list) count: a tag for a sweep this brand does not show
 * would open a modal with nothing to show. The client opens them one after another with
 * WINNER_MODAL_REOPEN_DELAY_MS between.
 */
export function winnerModalQueue(memberTags: readonly string[], sweeps: readonly { id: string }[]): string[] {
  const known = new Set(sweeps.map((s) => s.id));
  const displayed = new Set(
    memberTags.flatMap((tag) => {
      const parsed = parseWinnerDisplayedTag(tag);
      return parsed ? [parsed.sweepId] : [];
    }),
  );
  const queue: string[] = [];
  for (const tag of memberTags) {
    const won = parseSaWinnerTag(tag);
    if (!won || !known.has(won.sweepId) || displayed.has(won.sweepId)) continue;
    if (!queue.includes(won.sweepId)) queue.push(won.sweepId);
  }
  return queue;
}

export type UpsellModalKind = 'alternative' | 'triple';

/**
 * The entries upsell after a purchase: the sweep of `sweep_entries:sf:{id}` and the kind of
 * `sa_upsell:{true|false}:…` (true = alternative, false = triple). Both tags must be well formed;
 * none once `upsell_displayed` is set. The server replaces both tags on every purchase, so there is
 * one of each; should an old copy linger, the last one (the newest) wins.
 */
export function upsellModal(
  memberTags: readonly string[],
): { sweepId: string; kind: UpsellModalKind } | null {
  if (memberTags.includes(UPSELL_DISPLAYED_TAG)) return null;
  let sweepId: string | null = null;
  let alternative: boolean | null = null;
  for (const tag of memberTags) {
    const entries = parseSweepEntriesTag(tag);
    if (entries) sweepId = entries.sweepId;
    const upsell = parseSaUpsellTag(tag);
    if (upsell) alternative = upsell.alternative;
  }
  if (sweepId === null || alternative === null) return null;
  return { sweepId, kind: alternative ? 'alternative' : 'triple' };
}

/** The bonus offer modal's sweep: the first carrying `bonus_offer`, once (unless the marker is set). */
export function bonusOfferSweep(
  memberTags: readonly string[],
  sweeps: readonly { id: string; tags: readonly string[] }[],
): string | null {
  if (memberTags.includes(SWEEP_BONUS_OFFER_DISPLAYED_TAG)) return null;
  return sweeps.find((s) => s.tags.includes(BONUS_OFFER_SWEEP_TAG))?.id ?? null;
}

/**
 * Whether the member's tags leave room for any of the modals above, whatever the brand's giveaways
 * are: a win not yet shown, an armed upsell, or the bonus offer not yet shown. When not, the client
 * needs neither the giveaways list the modals decide on nor their code (issue 16).
 */
export function sweepModalMayBeDue(memberTags: readonly string[]): boolean {
  const won = memberTags.flatMap((tag) => {
    const parsed = parseSaWinnerTag(tag);
    return parsed ? [{ id: parsed.sweepId }] : [];
  });
  return (
    winnerModalQueue(memberTags, won).length > 0 ||
    upsellModal(memberTags) !== null ||
    !memberTags.includes(SWEEP_BONUS_OFFER_DISPLAYED_TAG)
  );
}

/** The failed-upsell funnel's sweep: the first carrying `failed_upsell_funnel`. */
export function failedUpsellSweep(sweeps: readonly { id: string; tags: readonly string[] }[]): string | null {
  return sweeps.find((s) => s.tags.includes(FAILED_UPSELL_SWEEP_TAG))?.id ?? null;
}

/**
 * The `sa_upsell` flag after a purchase: true (the alternative upsell, another giveaway) when the
 * member bought the multiplier pack and another giveaway is open for them; false (the triple
 * upsell) otherwise. Someone who already took the big pack is offered a different prize rather
 * than the same pack again.
 */
export function upsellKindAfterPurchase(input: { offer: EntryOffer; hasAlternative: boolean }): boolean {
  return input.offer === 'multiplier' && input.hasAlternative;
}

/** The packs whose purchase re-arms the upsell (the bonus offer is a modal of its own). */
export const UPSELL_ARMING_OFFERS: readonly EntryOffer[] = ['standard', 'multiplier', 'one_time'];

/**
 * The member's tags after buying entries: a standard, multiplier or one-time purchase replaces
 * `sweep_entries:sf:…` and `sa_upsell:…` and removes `upsell_displayed`, so the upsell shows once
 * per purchase. A purchase made from an upsell (or the bonus offer) leaves the tags alone, so the
 * upsell does not re-arm itself.
 */
export function memberTagsAfterEntryPurchase(
  memberTags: readonly string[],
  purchase: { sweepId: string; offer: EntryOffer; hasAlternative: boolean; fromUpsell: boolean },
): string[] {
  if (purchase.fromUpsell || !UPSELL_ARMING_OFFERS.includes(purchase.offer)) return [...memberTags];
  const kept = memberTags.filter(
    (t) =>
      t !== UPSELL_DISPLAYED_TAG && !t.startsWith(SWEEP_ENTRIES_PREFIX) && !t.startsWith(SA_UPSELL_PREFIX),
  );
  return [
    ...kept,
    sweepEntriesTag(purchase.sweepId),
    saUpsellTag(upsellKindAfterPurchase(purchase), purchase.sweepId),
  ];
}
