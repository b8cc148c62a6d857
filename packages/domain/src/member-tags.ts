/**
 * The tags a member may set on themself through member.setTags (SPEC.md 4 and 5).
 *
 * Member tags take precedence over brand tags (SPEC.md 4 "Feature tags") and access is tag-driven
 * (SPEC.md 6), so a tag a member could write freely is an entitlement they could grant themself:
 * `custom_media_types:…` and `{token}` choose the media types, `ma6_vpn` / `vpn:enabled` the VPN,
 * `sweepsattack:enable` the giveaways, `sa_winner:…` and `sweep_entries:sf:…` prizes and entries,
 * `{feature}:enabled|disabled` the features, `layout:…` the layout. This is therefore an allow-list:
 * only the markers the client writes about what the member has seen or done (the "displayed",
 * "visited" and "completed" markers of SPEC.md 4) are the member's; every other tag is the server's.
 * onboarding_status:completed only puts the mission aside for good: its +600 coins and the Explorer
 * Badge come from the onboarding service's own record of the steps done, never from the tag.
 */
import { MA_VISITED_TAG } from './features';
import { ONBOARDING_COMPLETED_TAG } from './member';
import { MIGRATION_MODAL_CLOSED_TAG } from './migration/modal';

/** SPEC.md 4 "Cross-industry upsell": the modal shows unless this is set. */
export const CM_UPSELL_DISPLAYED_TAG = 'cm_upsell:displayed';
/** SPEC.md 4 "Sweep feature": the bonus offer modal shows once, unless this is set. */
export const SWEEP_BONUS_OFFER_DISPLAYED_TAG = 'sweep_bonus_offer_modal:displayed';
/** SPEC.md 4 "Sweep feature": the entries upsell modal shows unless this is set. */
export const UPSELL_DISPLAYED_TAG = 'upsell_displayed';
/**
 * SPEC.md 4 "Sweep feature": a won giveaway's modal shows until the sweep is marked
 * winner_displayed. The spec names no format: `winner_displayed:{sweepId}` (2 parts), one per sweep.
 */
export const WINNER_DISPLAYED_TAG_PREFIX = 'winner_displayed:';

/**
 * Exact tags a member may set. `cm_upsell:{media|vpn}` is listed because SPEC.md 4 has the client
 * set the upsell it offers; it only chooses which offer is shown (a sale), never access.
 */
export const MEMBER_SETTABLE_TAGS: readonly string[] = [
  MA_VISITED_TAG,
  ONBOARDING_COMPLETED_TAG,
  CM_UPSELL_DISPLAYED_TAG,
  'cm_upsell:media',
  'cm_upsell:vpn',
  SWEEP_BONUS_OFFER_DISPLAYED_TAG,
  UPSELL_DISPLAYED_TAG,
  MIGRATION_MODAL_CLOSED_TAG,
];

// A sweep id: the same characters as ids elsewhere, no colon (exactly 2 parts, SPEC.md 5).
const SWEEP_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether member.setTags may store this tag for the member (anything else is the server's alone). */
export function isMemberSettableTag(tag: string): boolean {
  if (MEMBER_SETTABLE_TAGS.includes(tag)) return true;
  if (tag.startsWith(WINNER_DISPLAYED_TAG_PREFIX)) {
    return SWEEP_ID_PATTERN.test(tag.slice(WINNER_DISPLAYED_TAG_PREFIX.length));
  }
  return false;
}
