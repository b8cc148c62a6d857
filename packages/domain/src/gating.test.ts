import { describe, expect, it } from 'vitest';
import { isSweepFeatureEnabled, isVpnEnabled, sweepBlockedCountries } from './gating';

describe('isVpnEnabled', () => {
  it.each([
    { case: 'off without ma6_vpn', member: [], brand: [], country: 'US', expected: false },
    { case: 'on with ma6_vpn on the brand', member: [], brand: ['ma6_vpn'], country: 'US', expected: true },
    { case: 'on with ma6_vpn on the member', member: ['ma6_vpn'], brand: [], country: 'US', expected: true },
    {
      case: 'on with ma6_vpn and an unknown country (block list is empty)',
      member: [],
      brand: ['ma6_vpn'],
      country: null,
      expected: true,
    },
    {
      case: 'vpn:disabled on the brand turns it off',
      member: [],
      brand: ['ma6_vpn', 'vpn:disabled'],
      country: 'US',
      expected: false,
    },
    {
      case: 'vpn:disabled on the member turns it off',
      member: ['vpn:disabled'],
      brand: ['ma6_vpn'],
      country: 'US',
      expected: false,
    },
    {
      case: 'vpn:enabled on the member overrides vpn:disabled',
      member: ['vpn:enabled', 'vpn:disabled'],
      brand: ['ma6_vpn', 'vpn:disabled'],
      country: 'US',
      expected: true,
    },
    {
      case: 'vpn:enabled on the brand does not override vpn:disabled',
      member: ['vpn:disabled'],
      brand: ['ma6_vpn', 'vpn:enabled'],
      country: 'US',
      expected: false,
    },
    {
      case: 'vpn:enabled alone does not replace ma6_vpn',
      member: ['vpn:enabled'],
      brand: [],
      country: 'US',
      expected: false,
    },
  ])('$case', ({ member, brand, country, expected }) => {
    expect(isVpnEnabled({ memberTags: member, brandTags: brand, country })).toBe(expected);
  });
});

describe('isSweepFeatureEnabled', () => {
  it.each([
    {
      case: 'on when the brand has sweeps_for_all',
      member: [],
      brand: ['sweeps_for_all'],
      country: 'US',
      expected: true,
    },
    {
      case: 'on when the member has sweepsattack:enable and the brand has sweeps',
      member: ['sweepsattack:enable'],
      brand: ['sweeps'],
      country: 'US',
      expected: true,
    },
    {
      case: 'off when the brand has sweeps but the member lacks sweepsattack:enable',
      member: [],
      brand: ['sweeps'],
      country: 'US',
      expected: false,
    },
    {
      case: 'off when the member has sweepsattack:enable but the brand lacks sweeps',
      member: ['sweepsattack:enable'],
      brand: [],
      country: 'US',
      expected: false,
    },
    {
      case: 'off when sweepsattack:enable is on the brand only',
      member: [],
      brand: ['sweeps', 'sweepsattack:enable'],
      country: 'US',
      expected: false,
    },
    {
      case: 'off in a blocked country (GB)',
      member: [],
      brand: ['sweeps_for_all'],
      country: 'GB',
      expected: false,
    },
    {
      case: 'off in a blocked country compared case-insensitively (ca)',
      member: [],
      brand: ['sweeps_for_all'],
      country: 'ca',
      expected: false,
    },
    {
      case: 'off in UK, NL and AE too',
      member: [],
      brand: ['sweeps_for_all'],
      country: ' uk ',
      expected: false,
    },
    {
      case: 'off when the country is unknown',
      member: [],
      brand: ['sweeps_for_all'],
      country: '',
      expected: false,
    },
    {
      case: 'off with sweep_features:disabled on the member',
      member: ['sweep_features:disabled'],
      brand: ['sweeps_for_all'],
      country: 'US',
      expected: false,
    },
    {
      case: 'off with sweep_features:disabled on the brand',
      member: ['sweepsattack:enable'],
      brand: ['sweeps', 'sweep_features:disabled'],
      country: 'US',
      expected: false,
    },
    {
      case: "off in a country on the brand's own list",
      member: [],
      brand: ['sweeps_for_all'],
      country: 'de',
      blocked: ['DE', 'FR'],
      expected: false,
    },
    {
      case: "the brand's list compared case-insensitively",
      member: ['sweepsattack:enable'],
      brand: ['sweeps'],
      country: 'FR',
      blocked: [' fr '],
      expected: false,
    },
    {
      case: "on in a country outside the brand's list",
      member: [],
      brand: ['sweeps_for_all'],
      country: 'US',
      blocked: ['DE', 'FR'],
      expected: true,
    },
    {
      case: "the fixed list still applies beside the brand's",
      member: [],
      brand: ['sweeps_for_all'],
      country: 'GB',
      blocked: ['DE'],
      expected: false,
    },
  ])('$case', ({ member, brand, country, blocked, expected }) => {
    const input = { memberTags: member, brandTags: brand, country, brandBlockedCountries: blocked ?? [] };
    expect(isSweepFeatureEnabled(input)).toBe(expected);
  });

  it.each(['NL', 'AE', 'nl', 'ae'])('off in blocked country %s', (country) => {
    const input = { memberTags: [], brandTags: ['sweeps_for_all'], country, brandBlockedCountries: [] };
    expect(isSweepFeatureEnabled(input)).toBe(false);
  });
});

describe('sweepBlockedCountries', () => {
  it.each([
    { brand: [], expected: ['CA', 'NL', 'AE', 'GB', 'UK'] },
    { brand: ['de', ' FR ', 'gb', ''], expected: ['CA', 'NL', 'AE', 'GB', 'UK', 'DE', 'FR'] },
  ])('the fixed list, then $brand', ({ brand, expected }) => {
    expect(sweepBlockedCountries(brand)).toEqual(expected);
  });
});
