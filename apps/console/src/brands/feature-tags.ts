import { SWEEPS_FOR_ALL_TAG, SWEEPS_TAG, SWEEP_FEATURES_DISABLED_TAG } from '@member-area/domain';

/**
 * The brand tags of SPEC.md 4 "Feature tags" and 6 that the editor offers as checkboxes, each with
 * the key of its label and one line saying what it does (`brands.tags.<key>.label|help`). Tags not
 * listed here stay as they are, in "Other tags".
 */
export const FEATURE_TAGS = [
  { tag: 'new_profile_menu:enabled', key: 'newProfileMenu' },
  { tag: 'onboarding:enabled', key: 'onboarding' },
  { tag: 'ecommerce:enabled', key: 'ecommerce' },
  { tag: 'green_page:enabled', key: 'greenPage' },
  { tag: 'green_page_v2:enabled', key: 'greenPageV2' },
  { tag: '{token}', key: 'subscriptionMediaTypes' },
  { tag: 'ma6_vpn', key: 'vpnSection' },
  { tag: 'vpn:disabled', key: 'vpnDisabled' },
] as const;

/** The giveaway tags (SPEC.md 4 "Sweep feature"), offered in the Giveaways section. */
export const GIVEAWAY_TAGS = [
  { tag: SWEEPS_TAG, key: 'sweeps' },
  { tag: SWEEP_FEATURES_DISABLED_TAG, key: 'sweepsDisabled' },
] as const;

/** Known tags the form shows as checkboxes. */
export const CHECKBOX_TAGS: ReadonlySet<string> = new Set([
  ...FEATURE_TAGS.map((entry) => entry.tag),
  ...GIVEAWAY_TAGS.map((entry) => entry.tag),
]);

/**
 * Tags another control owns: the layout select (`layout:*`, which would outrank the select in the
 * member area's chooseLayout) and "Giveaways for all members" (`sweeps_for_all` = sweeps.forAll).
 */
export function isOwnedByAnotherControl(tag: string): boolean {
  return tag.startsWith('layout:') || tag === SWEEPS_FOR_ALL_TAG;
}
