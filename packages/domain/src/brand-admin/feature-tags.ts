/**
 * The brand feature tags an operator sets in the console (issue 31 scope 5: "every feature tag of
 * SPEC.md 4 and 6 as a form control with one line saying what it does"), grouped as the form shows
 * them. Tag names come from the rules that read them, so the console can only set what the member
 * area understands.
 */
import { MEDIA_TYPES } from '../constants';
import { CUSTOM_MEDIA_TYPES_PREFIX, FEATURE_NAMES } from '../features';
import { SWEEP_FEATURES_DISABLED_TAG, SWEEPS_FOR_ALL_TAG, SWEEPS_TAG, VPN_ENABLED_TAG } from '../gating';
import { LAYOUT_TAG_PREFIX, MA6_VPN_TAG } from '../layout';
import { MARKETPLACE_COINS_TAG } from '../marketplace/coins';
import { SUBSCRIPTION_MEDIA_TYPES_TAG } from '../media-types';
import { SHOW_MIGRATION_MODAL_TAG } from '../migration/modal';
import { VPN_DISABLED_TAG } from '../subscription';

export const BRAND_TAG_GROUPS = [
  'features',
  'media',
  'giveaways',
  'vpn',
  'marketplace',
  'analytics',
  'migration',
] as const;
export type BrandTagGroup = (typeof BRAND_TAG_GROUPS)[number];

/** SPEC.md 1: the analytics script loads when the brand has this tag. */
export const GOOGLE_ANALYTICS_TAG = 'google_analytics:enabled';

export interface BrandTagEntry {
  /** The tag as stored on the brand; for a tag with a value, its prefix (`custom_media_types:`). */
  tag: string;
  /**
   * The key of its one-line description, `brandTag.<key>` in the console's locale files. Not the tag
   * itself: tags hold ':' and '{', which i18next reads as a namespace separator and interpolation.
   */
  key: string;
  group: BrandTagGroup;
  /** A tag carrying a value after its prefix (a comma list of media types). */
  withValue?: boolean;
}

const featureSwitches: BrandTagEntry[] = FEATURE_NAMES.flatMap((name) => {
  // SPEC.md 4 names both switches only for these; onboarding and the green pages are only ever enabled.
  const states = name === 'new_profile_menu' || name === 'ecommerce' ? ['enabled', 'disabled'] : ['enabled'];
  return states.map((state) => ({
    tag: `${name}:${state}`,
    key: `${name}_${state}`,
    group: 'features' as const,
  }));
});

/** Every tag the console offers, in the order the form lists them. */
export const BRAND_TAG_CATALOGUE: readonly BrandTagEntry[] = [
  ...featureSwitches,
  { tag: SUBSCRIPTION_MEDIA_TYPES_TAG, key: 'media_types_from_subscription', group: 'media' },
  { tag: CUSTOM_MEDIA_TYPES_PREFIX, key: 'custom_media_types', group: 'media', withValue: true },
  { tag: SWEEPS_TAG, key: 'sweeps', group: 'giveaways' },
  { tag: SWEEP_FEATURES_DISABLED_TAG, key: 'sweep_features_disabled', group: 'giveaways' },
  { tag: MA6_VPN_TAG, key: 'ma6_vpn', group: 'vpn' },
  { tag: VPN_ENABLED_TAG, key: 'vpn_enabled', group: 'vpn' },
  { tag: VPN_DISABLED_TAG, key: 'vpn_disabled', group: 'vpn' },
  { tag: MARKETPLACE_COINS_TAG, key: 'marketplace_coins_enabled', group: 'marketplace' },
  { tag: GOOGLE_ANALYTICS_TAG, key: 'google_analytics_enabled', group: 'analytics' },
  { tag: SHOW_MIGRATION_MODAL_TAG, key: 'show_migration_modal', group: 'migration' },
];

/**
 * Brand tags the console sets through their own fields, not the tag list: `layout:{name}` through
 * the layout, `sweeps_for_all` through the sweeps settings. A brand's tag list read for the
 * console leaves them out; a tag list may carry them only when they agree with their field
 * (brand-draft.ts), and the server stores what the field says.
 */
export function isTagOfOwnField(tag: string): boolean {
  return tag === SWEEPS_FOR_ALL_TAG || tag.startsWith(LAYOUT_TAG_PREFIX);
}

function isMediaTypeList(value: string): boolean {
  const names = value.split(',');
  return (
    names.length > 0 &&
    new Set(names).size === names.length &&
    names.every((name) => (MEDIA_TYPES as readonly string[]).includes(name))
  );
}

/** The catalogue entry a brand tag belongs to, or null for a tag the console does not offer. */
export function brandTagEntry(tag: string): BrandTagEntry | null {
  for (const entry of BRAND_TAG_CATALOGUE) {
    if (!entry.withValue && entry.tag === tag) return entry;
    if (entry.withValue && tag.startsWith(entry.tag) && isMediaTypeList(tag.slice(entry.tag.length))) {
      return entry;
    }
  }
  return null;
}

/** Whether the console may set this tag on a brand. */
export function isKnownBrandTag(tag: string): boolean {
  return brandTagEntry(tag) !== null;
}
