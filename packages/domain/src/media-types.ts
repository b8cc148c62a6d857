/** Which media types a member sees (SPEC.md 4 "Feature tags", SPEC.md 6). */
import { MEDIA_TYPES, type MediaType } from './constants';
import { customMediaTypes } from './features';

/** SPEC.md names this tag literally `{token}`: with it, media types come from the subscription. */
export const SUBSCRIPTION_MEDIA_TYPES_TAG = '{token}';

/** SPEC.md 6: hidden on iPhone (flag hideForIphoneDevice). */
export const IPHONE_HIDDEN_MEDIA_TYPES: readonly MediaType[] = ['game', 'software'];

export interface AvailableMediaTypesInput {
  memberTags: readonly string[];
  brandTags: readonly string[];
  brandMediaTypes: readonly string[];
  /** From subscriptionState(); may include `vpn`, which is not a media type and is ignored here. */
  subscriptionMediaTypes: readonly string[];
  isIphone: boolean;
}

function isMediaType(value: string): value is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(value);
}

/**
 * Reading of SPEC.md: with `{token}` (member or brand tag) the subscription is the source and a
 * `custom_media_types` tag can only narrow it (a tag must never grant what was not paid for);
 * without it, `custom_media_types` replaces the brand's list. Order follows brandMediaTypes; types
 * the brand does not list come after, in MEDIA_TYPES order. VPN is gated separately (gating.ts).
 */
export function availableMediaTypes(input: AvailableMediaTypesInput): MediaType[] {
  const { memberTags, brandTags, brandMediaTypes, subscriptionMediaTypes, isIphone } = input;
  const custom = customMediaTypes(memberTags, brandTags);
  const fromSubscription =
    memberTags.includes(SUBSCRIPTION_MEDIA_TYPES_TAG) || brandTags.includes(SUBSCRIPTION_MEDIA_TYPES_TAG);

  let source: readonly string[];
  if (fromSubscription) {
    source = custom
      ? subscriptionMediaTypes.filter((t) => (custom as string[]).includes(t))
      : subscriptionMediaTypes;
  } else {
    source = custom ?? brandMediaTypes;
  }

  const wanted = new Set(source.filter(isMediaType));
  if (isIphone) for (const t of IPHONE_HIDDEN_MEDIA_TYPES) wanted.delete(t);

  const order = [...brandMediaTypes.filter(isMediaType), ...MEDIA_TYPES];
  return [...new Set(order)].filter((t) => wanted.has(t));
}
