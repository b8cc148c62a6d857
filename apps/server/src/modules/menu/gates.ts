import {
  isFeatureEnabled,
  isGreenPageEnabled,
  isSweepFeatureEnabled,
  vpnRefusal,
  type MenuGates,
  type VpnRefusal,
} from '@member-area/domain';

/** What the gates are decided from: the viewer's tags and country, and the VPN page's own answer. */
export interface MenuGateInput {
  memberTags: string[];
  brandTags: string[];
  country: string;
  /** The brand's own countries without giveaways (brands.sweep_blocked_countries). */
  brandBlockedCountries: readonly string[];
  /** The VPN page's refusal for a member (null = open); undefined for a visitor. */
  memberVpnRefusal?: VpnRefusal | null;
}

/**
 * Which gated sections are on for the request's viewer, each by the rule its own page applies
 * (the giveaways list, the VPN page, the green page, the marketplace), so the menu never offers a
 * page that would then say "not available here".
 */
export function menuGates(input: MenuGateInput): MenuGates {
  const { memberTags, brandTags, country } = input;
  const gating = { memberTags, brandTags, country };
  const vpnOn =
    input.memberVpnRefusal !== undefined
      ? input.memberVpnRefusal === null
      : // A visitor has no subscription to be entitled by: only the tag rule can open the VPN.
        vpnRefusal({ ...gating, entitledTypes: [] }) === null;
  return {
    giveaways: isSweepFeatureEnabled({ ...gating, brandBlockedCountries: input.brandBlockedCountries }),
    vpn: vpnOn,
    green: isGreenPageEnabled(memberTags, brandTags),
    ecommerce: isFeatureEnabled('ecommerce', memberTags, brandTags),
  };
}
