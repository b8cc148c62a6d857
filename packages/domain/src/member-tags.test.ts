import { describe, expect, it } from 'vitest';
import { isMemberSettableTag } from './member-tags';

describe('isMemberSettableTag', () => {
  it.each([
    // The markers the client writes about what the member has seen or done (SPEC.md 4).
    { tag: 'ma_visited:true', family: 'first-visit marker', expected: true },
    { tag: 'onboarding_status:completed', family: 'onboarding marker', expected: true },
    { tag: 'cm_upsell:displayed', family: 'upsell modal marker', expected: true },
    { tag: 'cm_upsell:media', family: 'offered upsell', expected: true },
    { tag: 'cm_upsell:vpn', family: 'offered upsell', expected: true },
    { tag: 'sweep_bonus_offer_modal:displayed', family: 'bonus offer marker', expected: true },
    { tag: 'upsell_displayed', family: 'entries upsell marker', expected: true },
    { tag: 'migration_modal:closed', family: 'migration modal marker', expected: true },
    { tag: 'winner_displayed:1001', family: 'winner modal marker', expected: true },
    { tag: 'winner_displayed:sweep-12_b', family: 'winner modal marker', expected: true },
    // Malformed markers.
    { tag: 'winner_displayed:', family: 'winner marker without a sweep', expected: false },
    { tag: 'winner_displayed:1:2', family: 'winner marker with 3 parts', expected: false },
    { tag: 'ma_visited:false', family: 'other value of a marker', expected: false },
    { tag: 'cm_upsell:music', family: 'unknown upsell', expected: false },
    { tag: 'MA_VISITED:TRUE', family: 'marker in another case', expected: false },
    // Entitlements: media types and the VPN.
    { tag: 'custom_media_types:movie,music,vpn', family: 'entitlement', expected: false },
    { tag: '{token}', family: 'entitlement', expected: false },
    { tag: 'ma6_vpn', family: 'entitlement', expected: false },
    { tag: 'vpn:enabled', family: 'entitlement', expected: false },
    { tag: 'vpn:disabled', family: 'entitlement', expected: false },
    // Feature switches.
    { tag: 'ecommerce:enabled', family: 'feature', expected: false },
    { tag: 'new_profile_menu:disabled', family: 'feature', expected: false },
    { tag: 'green_page:enabled', family: 'feature', expected: false },
    { tag: 'green_page_v2:enabled', family: 'feature', expected: false },
    { tag: 'onboarding:enabled', family: 'feature', expected: false },
    { tag: 'weekly_sweeps:enabled', family: 'feature', expected: false },
    { tag: 'sweep_features:disabled', family: 'feature', expected: false },
    { tag: 'show_migration_to_new_brand_modal:enabled', family: 'feature', expected: false },
    { tag: 'sweepsattack:enable', family: 'feature', expected: false },
    // Giveaway wins, entries and upsell offers.
    { tag: 'sa_winner:1001', family: 'winner', expected: false },
    { tag: 'sweep_entries:sf:1001', family: 'entries', expected: false },
    { tag: 'sa_upsell:true:1001', family: 'offer', expected: false },
    // Layout.
    { tag: 'layout:clickcoins', family: 'layout', expected: false },
    // Anything not listed.
    { tag: 'ok:tag', family: 'unknown', expected: false },
    { tag: '', family: 'empty', expected: false },
  ])('a member may set $tag ($family): $expected', ({ tag, expected }) => {
    expect(isMemberSettableTag(tag)).toBe(expected);
  });
});
