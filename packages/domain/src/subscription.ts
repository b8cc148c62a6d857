/** Subscription state (SPEC.md 4 "Subscription state"). */
import { MEDIA_TYPES, VPN_PLATINUM_PLAN_NAME, type MediaType } from './constants';

export const VPN_OFFER_NAME = 'VPN';
export const VPN_DISABLED_TAG = 'vpn:disabled';

/** A media type, or `vpn`, which subscriptions grant alongside media but which is not a media type. */
export type EntitledType = MediaType | 'vpn';

export interface SubscriptionOfferInput {
  name: string;
  mediaTypes: readonly string[];
}

export interface SubscriptionInput {
  isActive: boolean;
  cancelRefId: string | null;
  planName: string;
  offers: readonly SubscriptionOfferInput[];
}

export interface SubscriptionState {
  isActive: boolean;
  isCanceled: boolean;
  /** Media types in MEDIA_TYPES order, then `vpn` when granted. */
  mediaTypes: EntitledType[];
}

// Offer and plan names come from billing data typed by people: compare them trimmed and
// case-insensitively so 'vpn ' or 'VPN platinum' do not silently change what a member gets.
function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function subscriptionState(
  subs: readonly SubscriptionInput[],
  memberTags: readonly string[],
): SubscriptionState {
  const active = subs.filter((s) => s.isActive);
  const isCanceled = subs.every((s) => s.cancelRefId != null && s.cancelRefId !== '');

  const offers = active.flatMap((s) => s.offers);
  const granted = new Set(offers.flatMap((o) => o.mediaTypes));
  const media: MediaType[] = MEDIA_TYPES.filter((t) => granted.has(t));
  const vpn = !memberTags.includes(VPN_DISABLED_TAG) && offers.some((o) => sameName(o.name, VPN_OFFER_NAME));
  const mediaTypes: EntitledType[] = vpn ? [...media, 'vpn'] : media;

  // SPEC.md 4: active subscriptions that yield nothing (legacy plans without offers) unlock
  // everything, except a VPN Platinum plan, which is VPN-only by design. "Yield nothing" counts vpn
  // too, so a plain VPN subscription is not turned into full media access.
  const isVpnPlatinum = active.some((s) => sameName(s.planName, VPN_PLATINUM_PLAN_NAME));
  if (active.length > 0 && mediaTypes.length === 0 && !isVpnPlatinum) {
    return { isActive: true, isCanceled, mediaTypes: [...MEDIA_TYPES] };
  }
  return { isActive: active.length > 0, isCanceled, mediaTypes };
}
