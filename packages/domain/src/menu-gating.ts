/**
 * Which menu items a viewer sees (SPEC.md 4 "Sweep feature", "VPN", "Feature tags"; SPEC.md 6): a
 * section whose feature is off for this member is not in their menu, so the menu never leads to a
 * "not available" page (issue 29: gb@, in a blocked country, had Giveaways in the menu). Each
 * gate is decided by its own rule (isSweepFeatureEnabled, vpnRefusal, the green page and ecommerce
 * feature tags); this only says which menu type each gate hides.
 */
import { isFeatureEnabled } from './features';

/** The switchable sections of the menu. */
export const MENU_GATES = ['giveaways', 'vpn', 'green', 'ecommerce'] as const;
export type MenuGate = (typeof MENU_GATES)[number];

/** Whether each gated section is on for the viewer. */
export type MenuGates = Readonly<Record<MenuGate, boolean>>;

/** The gate of each menu type that has one; the media types, home, impacts… have none. */
const GATE_OF_TYPE: Readonly<Record<string, MenuGate>> = {
  giveaways: 'giveaways',
  vpn: 'vpn',
  green: 'green',
  // The Marketplace (and its shippable twin SPEC.md 2 inserts) lives only with ecommerce on.
  marketplace: 'ecommerce',
  shippable: 'ecommerce',
};

export function menuGateOf(type: string): MenuGate | null {
  return GATE_OF_TYPE[type] ?? null;
}

/** The items whose section is on for this viewer, in their order. */
export function gatedMenuItems<T extends { type: string }>(items: readonly T[], gates: MenuGates): T[] {
  return items.filter((item) => {
    const gate = menuGateOf(item.type);
    return gate === null || gates[gate];
  });
}

/** SPEC.md 4 "Feature tags": the green page is on with green_page or green_page_v2 enabled. */
export function isGreenPageEnabled(memberTags: readonly string[], brandTags: readonly string[]): boolean {
  return (
    isFeatureEnabled('green_page', memberTags, brandTags) ||
    isFeatureEnabled('green_page_v2', memberTags, brandTags)
  );
}
