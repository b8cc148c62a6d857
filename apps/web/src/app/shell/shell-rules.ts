import type { Layout } from '@member-area/domain';

/**
 * Where the menu goes: a sidebar on wide screens, a horizontal nav in the top bar for the VPN layout,
 * and on a phone neither (the menu button's drawer).
 */
export function shellPlacement(layout: Layout, mobile: boolean): { topNav: boolean; sidebar: boolean } {
  const topNav = layout === 'vpn' && !mobile;
  return { topNav, sidebar: !mobile && !topNav };
}

/** The coin pill is part of the coin-centric layouts only. */
export function showsCoinBalance(layout: Layout): boolean {
  return layout === 'clickcoins' || layout === 'clickplay';
}

/**
 * On a phone the coin pill, search, cart and avatar leave the wordmark a sliver: the brand's square
 * icon stands in for it there (the link keeps the brand's name for screen readers).
 */
export function shellLogoUrl(place: {
  mobile: boolean;
  hasBalance: boolean;
  iconUrl?: string | null;
  logoUrl?: string | null;
}): string | null | undefined {
  return place.mobile && place.hasBalance && place.iconUrl ? place.iconUrl : place.logoUrl;
}
