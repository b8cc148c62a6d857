import { describe, expect, it } from 'vitest';
import { customMediaTypes, featureState, isFeatureEnabled } from './features';

describe('featureState', () => {
  it.each([
    { member: [], brand: [], expected: undefined },
    { member: [], brand: ['ecommerce:enabled'], expected: 'enabled' },
    { member: [], brand: ['ecommerce:disabled'], expected: 'disabled' },
    { member: ['ecommerce:disabled'], brand: ['ecommerce:enabled'], expected: 'disabled' },
    { member: ['ecommerce:enabled'], brand: ['ecommerce:disabled'], expected: 'enabled' },
    { member: ['ecommerce:enabled', 'ecommerce:disabled'], brand: [], expected: 'disabled' },
    { member: ['ecommerce:maybe'], brand: ['ecommerce:enabled'], expected: 'enabled' },
    { member: ['ecommerce_v2:enabled'], brand: [], expected: undefined },
  ])(
    'member tag wins over brand tag: member $member, brand $brand → $expected',
    ({ member, brand, expected }) => {
      expect(featureState('ecommerce', member, brand)).toBe(expected);
    },
  );
});

describe('isFeatureEnabled', () => {
  it.each([
    { name: 'onboarding', member: ['onboarding:enabled'], brand: [], expected: true },
    { name: 'green_page', member: [], brand: ['green_page:enabled'], expected: true },
    { name: 'green_page_v2', member: [], brand: ['green_page:enabled'], expected: false },
    {
      name: 'new_profile_menu',
      member: ['new_profile_menu:disabled'],
      brand: ['new_profile_menu:enabled'],
      expected: false,
    },
    { name: 'ecommerce', member: [], brand: [], expected: false },
  ])('feature $name is enabled only by an enabled switch that wins', ({ name, member, brand, expected }) => {
    expect(isFeatureEnabled(name, member, brand)).toBe(expected);
  });
});

describe('customMediaTypes', () => {
  it.each([
    { member: [], brand: [], expected: null },
    { member: [], brand: ['custom_media_types:movie,music'], expected: ['movie', 'music'] },
    { member: ['custom_media_types:ebook'], brand: ['custom_media_types:movie'], expected: ['ebook'] },
    { member: ['custom_media_types:movie, Music ,radio,movie'], brand: [], expected: ['movie', 'music'] },
    { member: ['custom_media_types:radio'], brand: ['custom_media_types:game'], expected: ['game'] },
    { member: ['custom_media_types:'], brand: [], expected: null },
    {
      member: ['custom_media_types:movie', 'custom_media_types:stream'],
      brand: [],
      expected: ['movie', 'stream'],
    },
  ])(
    'custom media types keep known types, member over brand: $member / $brand',
    ({ member, brand, expected }) => {
      expect(customMediaTypes(member, brand)).toEqual(expected);
    },
  );
});
