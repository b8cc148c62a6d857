/**
 * The member tags staff read and set on a member's page in the console (issue 33 scope 1): every tag
 * the member area reads on a member (SPEC.md 4 "Feature tags", "Sweep feature", SPEC.md 5 and 6), each
 * with the key of its one-line description (`members.tags.about.<key>` in the console's locale files;
 * not the tag itself, which holds ':' and '{'). Member tags take precedence over the brand's, so a
 * tag staff add here switches something for this member alone.
 *
 * Staff may add and remove the `editable` tags; the others (a win, entries granted, a modal shown for
 * one giveaway) are the server's record of what happened and stay as the server wrote them.
 */
import { MEDIA_TYPES } from './constants';
import { CUSTOM_MEDIA_TYPES_PREFIX, FEATURE_NAMES, MA_VISITED_TAG } from './features';
import {
  SWEEP_FEATURES_DISABLED_TAG,
  SWEEPSATTACK_ENABLE_TAG,
  VPN_ENABLED_TAG,
  WEEKLY_SWEEPS_TAG,
} from './gating';
import { SA_UPSELL_PREFIX, SA_WINNER_PREFIX, SWEEP_ENTRIES_PREFIX } from './giveaways/tags';
import { MA6_VPN_TAG } from './layout';
import { MARKETPLACE_COINS_TAG } from './marketplace/coins';
import { ONBOARDING_COMPLETED_TAG } from './member';
import {
  CM_UPSELL_DISPLAYED_TAG,
  SWEEP_BONUS_OFFER_DISPLAYED_TAG,
  UPSELL_DISPLAYED_TAG,
  WINNER_DISPLAYED_TAG_PREFIX,
} from './member-tags';
import { SUBSCRIPTION_MEDIA_TYPES_TAG } from './media-types';
import { MIGRATION_MODAL_CLOSED_TAG, SHOW_MIGRATION_MODAL_TAG } from './migration/modal';
import { VPN_DISABLED_TAG } from './subscription';

export interface MemberTagEntry {
  /** The tag as stored; for a tag with a value, its prefix (`custom_media_types:`, `sa_winner:`). */
  tag: string;
  /** Its description's key: `members.tags.about.<key>`. */
  key: string;
  /** A tag carrying a value after its prefix: a comma list of media types, or a giveaway id. */
  value?: 'media_types' | 'giveaway';
  /** Whether staff with brand.edit may add and remove it. */
  editable: boolean;
}

const featureSwitches: MemberTagEntry[] = FEATURE_NAMES.flatMap((name) =>
  (['enabled', 'disabled'] as const).map((state) => ({
    tag: `${name}:${state}`,
    key: `${name}_${state}`,
    editable: true,
  })),
);

const editable = (tag: string, key: string): MemberTagEntry => ({ tag, key, editable: true });
const servers = (tag: string, key: string, value?: MemberTagEntry['value']): MemberTagEntry => ({
  tag,
  key,
  editable: false,
  ...(value ? { value } : {}),
});

/** Every member tag the console describes, in the order the tag list offers them. */
export const MEMBER_TAG_CATALOGUE: readonly MemberTagEntry[] = [
  ...featureSwitches,
  editable(SUBSCRIPTION_MEDIA_TYPES_TAG, 'media_types_from_subscription'),
  { tag: CUSTOM_MEDIA_TYPES_PREFIX, key: 'custom_media_types', value: 'media_types', editable: true },
  editable(SWEEPSATTACK_ENABLE_TAG, 'sweepsattack_enable'),
  editable(WEEKLY_SWEEPS_TAG, 'weekly_sweeps_enabled'),
  editable(SWEEP_FEATURES_DISABLED_TAG, 'sweep_features_disabled'),
  editable(MA6_VPN_TAG, 'ma6_vpn'),
  editable(VPN_ENABLED_TAG, 'vpn_enabled'),
  editable(VPN_DISABLED_TAG, 'vpn_disabled'),
  editable(MARKETPLACE_COINS_TAG, 'marketplace_coins_enabled'),
  editable(SHOW_MIGRATION_MODAL_TAG, 'show_migration_modal'),
  editable(MIGRATION_MODAL_CLOSED_TAG, 'migration_modal_closed'),
  editable(MA_VISITED_TAG, 'ma_visited'),
  editable(ONBOARDING_COMPLETED_TAG, 'onboarding_completed'),
  editable(CM_UPSELL_DISPLAYED_TAG, 'cm_upsell_displayed'),
  editable('cm_upsell:media', 'cm_upsell_media'),
  editable('cm_upsell:vpn', 'cm_upsell_vpn'),
  editable(SWEEP_BONUS_OFFER_DISPLAYED_TAG, 'sweep_bonus_offer_displayed'),
  editable(UPSELL_DISPLAYED_TAG, 'upsell_displayed'),
  servers(SA_WINNER_PREFIX, 'sa_winner', 'giveaway'),
  servers(WINNER_DISPLAYED_TAG_PREFIX, 'winner_displayed', 'giveaway'),
  servers(SWEEP_ENTRIES_PREFIX, 'sweep_entries', 'giveaway'),
  servers(SA_UPSELL_PREFIX, 'sa_upsell', 'giveaway'),
];

const GIVEAWAY_VALUE = /^[A-Za-z0-9_:-]{1,70}$/;

function isMediaTypeList(value: string): boolean {
  const names = value.split(',');
  return (
    names.length > 0 &&
    new Set(names).size === names.length &&
    names.every((name) => (MEDIA_TYPES as readonly string[]).includes(name))
  );
}

/** The catalogue entry a member tag belongs to, or null for a tag the console does not know. */
export function memberTagEntry(tag: string): MemberTagEntry | null {
  for (const entry of MEMBER_TAG_CATALOGUE) {
    if (!entry.value) {
      if (entry.tag === tag) return entry;
      continue;
    }
    if (!tag.startsWith(entry.tag)) continue;
    const value = tag.slice(entry.tag.length);
    if (entry.value === 'media_types' ? isMediaTypeList(value) : GIVEAWAY_VALUE.test(value)) return entry;
  }
  return null;
}

/** Whether staff may add or remove this tag on a member. */
export function isStaffEditableMemberTag(tag: string): boolean {
  return memberTagEntry(tag)?.editable === true;
}

export type MemberTagsPlan =
  { ok: true; tags: string[]; added: string[]; removed: string[] } | { ok: false; tag: string };

/**
 * The member's tags after staff ask for `wanted` (the editable tags they want; the server's own tags
 * stay whatever the list says of them): refused at the first tag that is neither editable nor one
 * the member has already. `tags` keeps the current order, then the added ones in the order asked.
 */
export function planMemberTags(current: readonly string[], wanted: readonly string[]): MemberTagsPlan {
  const asked = [...new Set(wanted.map((t) => t.trim()).filter((t) => t !== ''))];
  for (const tag of asked)
    if (!isStaffEditableMemberTag(tag) && !current.includes(tag)) return { ok: false, tag };
  const removed = current.filter((t) => isStaffEditableMemberTag(t) && !asked.includes(t));
  const added = asked.filter((t) => !current.includes(t));
  const tags = [...current.filter((t) => !removed.includes(t)), ...added];
  return { ok: true, tags, added, removed };
}
