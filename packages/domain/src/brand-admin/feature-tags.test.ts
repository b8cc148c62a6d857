import { describe, expect, it } from 'vitest';
import { BRAND_TAG_CATALOGUE, brandTagEntry, isTagOfOwnField } from './feature-tags';

describe('brandTagEntry', () => {
  it.each([
    { tag: 'ecommerce:enabled', key: 'ecommerce_enabled', group: 'features' },
    { tag: 'ecommerce:disabled', key: 'ecommerce_disabled', group: 'features' },
    { tag: 'new_profile_menu:disabled', key: 'new_profile_menu_disabled', group: 'features' },
    { tag: 'onboarding:enabled', key: 'onboarding_enabled', group: 'features' },
    { tag: 'green_page_v2:enabled', key: 'green_page_v2_enabled', group: 'features' },
    { tag: '{token}', key: 'media_types_from_subscription', group: 'media' },
    { tag: 'custom_media_types:movie,music', key: 'custom_media_types', group: 'media' },
    { tag: 'sweeps', key: 'sweeps', group: 'giveaways' },
    { tag: 'sweep_features:disabled', key: 'sweep_features_disabled', group: 'giveaways' },
    { tag: 'ma6_vpn', key: 'ma6_vpn', group: 'vpn' },
    { tag: 'vpn:disabled', key: 'vpn_disabled', group: 'vpn' },
    { tag: 'marketplace_coins:enabled', key: 'marketplace_coins_enabled', group: 'marketplace' },
    { tag: 'google_analytics:enabled', key: 'google_analytics_enabled', group: 'analytics' },
    { tag: 'show_migration_to_new_brand_modal:enabled', key: 'show_migration_modal', group: 'migration' },
  ])('$tag is offered ($group)', ({ tag, key, group }) => {
    expect(brandTagEntry(tag)).toMatchObject({ key, group });
  });

  it.each([
    { case: 'onboarding has no disabled switch in SPEC.md 4', tag: 'onboarding:disabled' },
    { case: 'an unknown media type in the list', tag: 'custom_media_types:movie,radio' },
    { case: 'an empty media type list', tag: 'custom_media_types:' },
    { case: 'a repeated media type', tag: 'custom_media_types:movie,movie' },
    { case: 'a member-only tag', tag: 'ma_visited:true' },
    { case: 'an unknown tag', tag: 'anything' },
  ])('$case: not offered', ({ tag }) => {
    expect(brandTagEntry(tag)).toBeNull();
  });

  it('gives every entry a distinct description key', () => {
    const keys = BRAND_TAG_CATALOGUE.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_]+$/);
  });
});

describe('isTagOfOwnField', () => {
  it.each([
    { tag: 'layout:clickcoins', expected: true },
    { tag: 'sweeps_for_all', expected: true },
    { tag: 'sweeps', expected: false },
    { tag: 'ma6_vpn', expected: false },
  ])('$tag → $expected', ({ tag, expected }) => {
    expect(isTagOfOwnField(tag)).toBe(expected);
  });
});
