import { describe, expect, it } from 'vitest';
import type { EntitledType } from '../subscription';
import { vpnRefusal } from './access';

const none: EntitledType[] = [];

describe('vpnRefusal (SPEC.md 4 "VPN", SPEC.md 6)', () => {
  it.each([
    {
      case: 'granted by ma6_vpn on the brand',
      member: [],
      brand: ['ma6_vpn'],
      types: none,
      country: 'US',
      blocked: [],
      expected: null,
    },
    {
      case: 'granted by ma6_vpn on the member',
      member: ['ma6_vpn'],
      brand: [],
      types: none,
      country: 'US',
      blocked: [],
      expected: null,
    },
    {
      case: 'granted by a VPN offer without any tag (vpn brand)',
      member: [],
      brand: ['layout:vpn'],
      types: ['vpn'] as EntitledType[],
      country: 'US',
      blocked: [],
      expected: null,
    },
    {
      case: 'refused without ma6_vpn nor a VPN offer',
      member: [],
      brand: [],
      types: ['movie'] as EntitledType[],
      country: 'US',
      blocked: [],
      expected: 'vpn_not_available',
    },
    {
      case: 'refused when vpn:disabled is on the member',
      member: ['vpn:disabled'],
      brand: ['ma6_vpn'],
      types: none,
      country: 'US',
      blocked: [],
      expected: 'vpn_not_available',
    },
    {
      case: 'vpn:enabled on the member overrides vpn:disabled on the brand',
      member: ['vpn:enabled'],
      brand: ['ma6_vpn', 'vpn:disabled'],
      types: none,
      country: 'US',
      blocked: [],
      expected: null,
    },
    {
      case: 'vpn:enabled alone grants nothing',
      member: ['vpn:enabled'],
      brand: [],
      types: none,
      country: 'US',
      blocked: [],
      expected: 'vpn_not_available',
    },
    {
      case: 'an unknown country is not blocked',
      member: [],
      brand: ['ma6_vpn'],
      types: none,
      country: null,
      blocked: ['GB'],
      expected: null,
    },
    {
      case: 'a blocked country refuses the tag route',
      member: [],
      brand: ['ma6_vpn'],
      types: none,
      country: 'gb',
      blocked: ['GB'],
      expected: 'vpn_country_blocked',
    },
    {
      case: 'a blocked country refuses the offer route',
      member: [],
      brand: [],
      types: ['vpn'] as EntitledType[],
      country: 'GB',
      blocked: ['GB'],
      expected: 'vpn_country_blocked',
    },
    {
      case: 'a blocked country is named before a missing entitlement',
      member: [],
      brand: [],
      types: none,
      country: 'GB',
      blocked: ['GB'],
      expected: 'vpn_country_blocked',
    },
  ])('$case', ({ member, brand, types, country, blocked, expected }) => {
    expect(vpnRefusal({ memberTags: member, brandTags: brand, country, entitledTypes: types }, blocked)).toBe(
      expected,
    );
  });

  it('uses the empty blockedCountriesForVpn list by default', () => {
    expect(
      vpnRefusal({ memberTags: [], brandTags: ['ma6_vpn'], country: 'GB', entitledTypes: [] }),
    ).toBeNull();
  });
});
