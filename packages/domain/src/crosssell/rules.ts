/**
 * The cross-industry upsell (SPEC.md 4 "Cross-industry upsell", 5, 9 "Upsell types"): a member of
 * media is offered the VPN, a member of the VPN is offered media, once.
 *
 * SPEC.md reads "offered vpn if they lack it, or media if they hold all other types but no vpn";
 * taken literally the second clause can never apply (a member without vpn is offered vpn first),
 * so it is read as its mirror: a member who holds the VPN but not every media type of the brand is
 * offered media. Nothing is offered to a member without an active subscription (a cross-sell sells
 * to customers), nor to one who cancelled (an add-on would end with the paid period), nor the VPN where the VPN is off for them (isVpnEnabled: ma6_vpn, country,
 * vpn:disabled), since they could not use what they bought.
 */
import { MA_VISITED_TAG } from '../features';
import { isVpnEnabled } from '../gating';
import { CM_UPSELL_DISPLAYED_TAG } from '../member-tags';
import type { EntitledType } from '../subscription';
import { SWEEP_ENTRIES_PREFIX } from '../giveaways/tags';
import { parseCmUpsellTag } from '../tags';
import type { UpsellType } from '../constants';

export const CM_UPSELL_PREFIX = 'cm_upsell:';

/** The tag that arms the modal for a type (2 parts, SPEC.md 5). */
export function crossSellTag(type: UpsellType): string {
  return `${CM_UPSELL_PREFIX}${type}`;
}

export interface CrossSellChoiceInput {
  memberTags: readonly string[];
  brandTags: readonly string[];
  country: string | null | undefined;
  /** subscriptionState(...).isActive */
  isActive: boolean;
  /** subscriptionState(...).isCanceled: every subscription cancelled (access may run to the period's end). */
  isCanceled: boolean;
  /** subscriptionState(...).mediaTypes: the media types and `vpn` the member's active offers grant. */
  entitled: readonly EntitledType[];
  /** The media types the brand offers. */
  brandMediaTypes: readonly string[];
}

/** Which offer a member should get, from what they hold: 'vpn', 'media' or none. */
export function crossSellChoice(input: CrossSellChoiceInput): UpsellType | null {
  if (!input.isActive || input.isCanceled) return null;
  const holds = new Set<string>(input.entitled);
  if (!holds.has('vpn')) return isVpnEnabled(input) ? 'vpn' : null;
  const missingMedia = input.brandMediaTypes.some((t) => !holds.has(t));
  return missingMedia ? 'media' : null;
}

/** SPEC.md 4: not offered to a member with a `sweep_entries:sf:` tag or `ma_visited:true`. */
export function isCrossSellSuppressed(memberTags: readonly string[]): boolean {
  return memberTags.includes(MA_VISITED_TAG) || memberTags.some((t) => t.startsWith(SWEEP_ENTRIES_PREFIX));
}

/**
 * The type the member's `cm_upsell:{media|vpn}` tag arms, or null. A member holding both tags (an
 * offer changed after a new plan) gets the first in the order SPEC.md 9 lists the types.
 */
export function armedCrossSell(memberTags: readonly string[]): UpsellType | null {
  const armed = new Set(memberTags.map((t) => parseCmUpsellTag(t)?.type));
  if (armed.has('media')) return 'media';
  if (armed.has('vpn')) return 'vpn';
  return null;
}

export type CrossSellStep =
  | { kind: 'none' }
  /** Already armed: show it (unless displayed) without writing anything. */
  | { kind: 'show'; type: UpsellType }
  /** Not armed yet and not suppressed: set `cm_upsell:{type}`, then show. */
  | { kind: 'arm'; type: UpsellType };

/**
 * SPEC.md 4, in order: `cm_upsell:displayed` ends it; an armed tag shows while the member still
 * qualifies for that offer (bought meanwhile: gone); otherwise the suppressing tags stop arming,
 * and a member who qualifies is armed. The choice is `crossSellChoice` of what they hold now.
 */
export function crossSellStep(input: CrossSellChoiceInput): CrossSellStep {
  if (input.memberTags.includes(CM_UPSELL_DISPLAYED_TAG)) return { kind: 'none' };
  const choice = crossSellChoice(input);
  const armed = armedCrossSell(input.memberTags);
  if (armed !== null) return armed === choice ? { kind: 'show', type: armed } : { kind: 'none' };
  if (isCrossSellSuppressed(input.memberTags) || choice === null) return { kind: 'none' };
  return { kind: 'arm', type: choice };
}
